import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { GameUpdateDto } from '@contract/game-insights'
import { seoulFormatter } from '@domain/time'
import { gameUpdatesQueryOptions } from '@/api/game-insights'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatToPar, localName } from '../format'
import type { TabProps } from '../tab-props'
import './stats.css'

const ICONS: Record<GameUpdateDto['kind'], string> = {
  holeInOne: '1',
  albatross: '−3',
  eagle: '−2',
  lead: '▲',
  roundLeader: '★',
  cut: '✂',
}

/** Times in the business zone whatever the reader's own: the round is played in Korea. */
function useSeoulTime() {
  const { i18n } = useLingui()
  const time = seoulFormatter(i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const day = seoulFormatter(i18n.locale, { month: 'short', day: 'numeric' })
  return (iso: string) => ({ time: time.format(new Date(iso)), day: day.format(new Date(iso)) })
}

function useUpdateText() {
  const { t, i18n } = useLingui()
  return (u: GameUpdateDto) => {
    const name = u.players.map((p) => localName(p, i18n.locale)).join(', ')
    const { hole, par, round, made } = u
    const score = formatToPar(u.toPar)
    switch (u.kind) {
      case 'holeInOne':
        return t`${name} makes a hole-in-one on hole ${hole}!`
      case 'albatross':
        return t`${name} makes an albatross on hole ${hole} (par ${par})`
      case 'eagle':
        return t`${name} eagles hole ${hole} (par ${par}) to reach ${score}`
      case 'lead':
        return t`${name} takes the lead at ${score}`
      case 'roundLeader':
        return u.players.length > 1
          ? t`${name} share the lead after round ${round} at ${score}`
          : t`${name} leads after round ${round} at ${score}`
      case 'cut':
        return t`The cut falls at ${score}: ${made} players go through`
    }
  }
}

/** Tournament Updates: the notable moments of the event, newest first, refreshed while it is played. */
export function UpdatesTab({ game }: TabProps) {
  const { t } = useLingui()
  const live = game.status === 2
  const updates = useQuery(gameUpdatesQueryOptions(game.gameId, live))
  const when = useSeoulTime()
  const text = useUpdateText()
  return (
    <section aria-label={t`Tournament Updates`} className="game-tab">
      <p className="game-note">
        {live
          ? t`Times in Korea (KST). Refreshed every 3 minutes while the round is played.`
          : t`Times in Korea (KST).`}
      </p>
      <QueryState
        query={updates}
        isEmpty={(d) => d.updates.length === 0}
        empty={
          <TabEmpty
            title={<Trans>No updates yet</Trans>}
          >{t`Eagles, lead changes and round leaders appear here as the scores come in.`}</TabEmpty>
        }
      >
        {(d) => (
          <ol className="updates" aria-live={live ? 'polite' : undefined}>
            {d.updates.map((u) => {
              const at = when(u.at)
              const round = u.round
              return (
                <li key={u.id} className={`update update--${u.kind}`}>
                  <time className="update__time" dateTime={u.at}>
                    <strong>{at.time}</strong>
                    {at.day}
                  </time>
                  <span className="update__icon" aria-hidden="true">
                    {ICONS[u.kind]}
                  </span>
                  <p className="update__text">
                    {text(u)}
                    <span className="update__meta">{t`Round ${round}`}</span>
                  </p>
                </li>
              )
            })}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
