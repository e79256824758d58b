import { useLingui } from '@lingui/react/macro'
import type { MatchSummaryDto } from '@contract/game-match'
import { Flag } from '@/components/ui/flag'
import { localName } from '../format'
import { summaryNotation, useStateLabel } from './match-labels'
import './match-card.css'

type MatchSide = MatchSummaryDto['a']

function Side({ side, mark, won }: { side: MatchSide; mark: 'a' | 'b'; won: boolean }) {
  const { t, i18n } = useLingui()
  const seed = side?.seed
  return (
    <div className={`mcard__side mcard__side--${mark}${won ? ' mcard__side--won' : ''}`}>
      <span className="mcard__swatch" aria-hidden="true" />
      {side ? (
        <>
          <Flag code={side.country} />
          <span className="mcard__name">{localName(side, i18n.locale)}</span>
          {seed !== null && seed !== undefined ? <span className="mcard__seed">{t`(${seed})`}</span> : null}
          {won ? <span className="visually-hidden">{t`winner`}</span> : null}
        </>
      ) : (
        <span className="mcard__name muted">{t`To be decided`}</span>
      )}
    </div>
  )
}

interface Props {
  match: MatchSummaryDto
  title?: string
  selected?: boolean
  onOpen?: (matchId: number) => void
}

/** One match: both players, who won or leads, and the score in match-play notation. */
export function MatchCard({ match, title, selected = false, onOpen }: Props) {
  const { t } = useLingui()
  const stateLabel = useStateLabel()
  const notation = summaryNotation(match)
  const winnerSide = match.state === 'finished' ? match.leader : null
  const body = (
    <>
      <div className="mcard__head">
        <span className="mcard__title">{title}</span>
        <span className={`mcard__state mcard__state--${match.state ?? 'none'}`}>{stateLabel(match)}</span>
        {notation ? (
          <strong className={`mcard__result mcard__result--${(winnerSide ?? match.leader ?? 'as').toLowerCase()}`}>
            {notation}
          </strong>
        ) : null}
      </div>
      <Side side={match.a} mark="a" won={winnerSide === 'A'} />
      <Side side={match.b} mark="b" won={winnerSide === 'B'} />
    </>
  )
  if (!onOpen || !match.a || !match.b) return <div className="mcard">{body}</div>
  return (
    <button
      type="button"
      className={`mcard mcard--button${selected ? ' mcard--selected' : ''}`}
      aria-pressed={selected}
      onClick={() => onOpen(match.matchId)}
    >
      {body}
      <span className="visually-hidden">{t`Show hole by hole`}</span>
    </button>
  )
}
