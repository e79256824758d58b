import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { HoleCardDto } from '@contract/game-records'
import type { TeeGroupDto } from '@contract/game-course'
import { holeRecordQueryOptions } from '@/api/game-holes'
import { timeTableQueryOptions } from '@/api/game-course'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatToPar, localName } from '../format'
import { groupState, type CardState } from '../progress'
import type { TabProps } from '../tab-props'

function StateLabel({ state }: { state: CardState }) {
  if (state.kind === 'finished') return <Trans>Finished</Trans>
  if (state.kind === 'waiting') return <Trans>Not started</Trans>
  const hole = state.hole
  return <Trans>On hole {hole}</Trans>
}

function GroupCard({ group, cards }: { group: TeeGroupDto; cards: Map<number, HoleCardDto> }) {
  const { t, i18n } = useLingui()
  const mine = group.players.map((p) => cards.get(p.playerId)).filter((c): c is HoleCardDto => c !== undefined)
  const state = groupState(mine)
  const groupNo = group.groupNo
  const tee = group.startHole
  return (
    <article className={`group-card card group-card--${state.kind}`} aria-label={t`Group ${groupNo}`}>
      <header className="group-card__head">
        <strong>{t`Group ${groupNo}`}</strong>
        <span>
          {group.teeTime} · {t`Tee ${tee}`}
        </span>
        <span className="group-card__state">
          <StateLabel state={state} />
        </span>
      </header>
      <ul className="group-card__players">
        {group.players.map((p) => {
          const card = cards.get(p.playerId)
          return (
            <li key={p.playerId}>
              <span className="group-card__name">
                {localName(p, i18n.locale)} <span className="muted">{p.country}</span>
              </span>
              <span
                className={
                  card?.toPar !== null && card?.toPar !== undefined && card.toPar < 0 ? 'num--under' : undefined
                }
              >
                {formatToPar(card?.toPar)}
              </span>
              <span className="muted">{card && card.thru > 0 ? (card.thru === 18 ? 'F' : card.thru) : '–'}</span>
            </li>
          )
        })}
      </ul>
    </article>
  )
}

/** Each tee group of the round in play: tee time, start hole, the hole it is on, its players' scores today. */
export function ProgressByGroupsTab({ game, liveRound }: TabProps) {
  const { t, i18n } = useLingui()
  const sheet = useQuery(timeTableQueryOptions(game.gameId, liveRound))
  const record = useQuery(holeRecordQueryOptions(game.gameId, liveRound, i18n.locale))
  const cards = useMemo(() => new Map((record.data?.cards ?? []).map((c) => [c.playerId, c])), [record.data])
  return (
    <section aria-label={t`Progress by Groups`} className="game-tab">
      <p className="game-note">
        <Trans>Round {liveRound}</Trans> · <Trans>Score = today to par; last column = holes played.</Trans>
      </p>
      <QueryState
        query={sheet}
        isEmpty={(s) => s.groups.length === 0}
        empty={<TabEmpty title={<Trans>No tee times for this round yet</Trans>} />}
      >
        {(s) => (
          <div className="group-grid">
            {s.groups.map((g) => (
              <GroupCard key={g.groupNo} group={g} cards={cards} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  )
}
