import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { scoreName, type ScoreName } from '@domain/scoring/score-names'
import { playerCardQueryOptions, type HoleRecord } from '@/api/games'
import '../scorecard.css'

interface ScorecardProps {
  gameId: number
  round: number
  playerId: number
}

type Card = HoleRecord['cards'][number]

function useScoreLabels(): Record<ScoreName, string> {
  const { t } = useLingui()
  return {
    albatross: t`Albatross`,
    'hole-in-one': t`Hole in one`,
    eagle: t`Eagle`,
    birdie: t`Birdie`,
    par: t`Par`,
    bogey: t`Bogey`,
    'double-bogey': t`Double bogey`,
    'triple-bogey': t`Triple bogey`,
    'quadruple-bogey': t`Quadruple bogey or worse`,
  }
}

/** One nine of the card: holes, par, strokes coloured by score name, putts when recorded. */
function Nine({ record, card, from, label }: { record: HoleRecord; card: Card; from: number; label: string }) {
  const { t } = useLingui()
  const names = useScoreLabels()
  const holes = Array.from({ length: 9 }, (_, i) => from + i)
  const withPutts = holes.some((h) => card.putts[h] !== null)
  const sum = (values: Array<number | null>) => values.reduce<number>((total, v) => total + (v ?? 0), 0)
  const played = holes.filter((h) => card.scores[h] !== null)
  return (
    <table className="scorecard__nine">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="row">{t`Hole`}</th>
          {holes.map((h) => (
            <th key={h} scope="col">
              {h + 1}
            </th>
          ))}
          <th scope="col">{label}</th>
        </tr>
      </thead>
      <tbody>
        <tr className="scorecard__par">
          <th scope="row">{t`Par`}</th>
          {holes.map((h) => (
            <td key={h}>{record.pars[h]}</td>
          ))}
          <td>{sum(holes.map((h) => record.pars[h] ?? null))}</td>
        </tr>
        <tr>
          <th scope="row">{t`Score`}</th>
          {holes.map((h) => {
            const strokes = card.scores[h] ?? null
            const name = strokes === null ? null : scoreName(strokes, record.pars[h] ?? 4)
            return (
              <td
                key={h}
                className={name ? `scorecard__score scorecard__score--${name}` : 'scorecard__score'}
                title={name ? names[name] : undefined}
              >
                {strokes ?? ''}
              </td>
            )
          })}
          <td>{played.length > 0 ? sum(played.map((h) => card.scores[h] ?? null)) : ''}</td>
        </tr>
        {withPutts ? (
          <tr className="scorecard__putts">
            <th scope="row">{t`Putts`}</th>
            {holes.map((h) => (
              <td key={h}>{card.putts[h] ?? ''}</td>
            ))}
            <td>{sum(holes.map((h) => card.putts[h] ?? null))}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}

/** The player's card for the round in play, opened from the board. */
export function Scorecard({ gameId, round, playerId }: ScorecardProps) {
  const { t, i18n } = useLingui()
  const names = useScoreLabels()
  const record = useQuery(playerCardQueryOptions(gameId, round, playerId, i18n.locale))
  const card = record.data?.cards.find((c) => c.playerId === playerId)
  if (record.isPending) return <p className="scorecard__note">{t`Loading the scorecard…`}</p>
  if (record.isError || !record.data) return <p className="scorecard__note">{t`The scorecard could not be loaded.`}</p>
  if (!card) return <p className="scorecard__note">{t`No scores yet in round ${round}.`}</p>
  return (
    <div className="scorecard">
      <p className="scorecard__title">
        <Trans>Round {round} scorecard</Trans>
      </p>
      <div className="scorecard__nines">
        <Nine record={record.data} card={card} from={0} label={t`Out`} />
        <Nine record={record.data} card={card} from={9} label={t`In`} />
      </div>
      <ul className="scorecard__legend" aria-label={t`Colours`}>
        {(['eagle', 'birdie', 'bogey', 'double-bogey'] as const).map((name) => (
          <li key={name}>
            <span className={`scorecard__swatch scorecard__score--${name}`} aria-hidden="true" />
            {names[name]}
          </li>
        ))}
      </ul>
    </div>
  )
}
