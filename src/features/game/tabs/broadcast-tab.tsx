import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { broadcastQueryOptions, broadcastScheduleQueryOptions } from '@/api/game-info'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatDay } from '../format'
import type { TabProps } from '../tab-props'
import './info-tabs.css'

/**
 * The broadcasting schedule: the association's announcement (`/game/broadcast`) and every window per round
 * (`/game/broadcastNew`).
 */
export function BroadcastTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const announced = useQuery(broadcastQueryOptions(game.gameId))
  const schedule = useQuery(broadcastScheduleQueryOptions(game.gameId))
  const text = announced.data ? (i18n.locale === 'en' ? announced.data.en : announced.data.ko) : null
  return (
    <section aria-label={t`Broadcasting schedule`} className="game-tab">
      {text ? <p className="info-card broadcast__announcement">{text}</p> : null}
      <QueryState
        query={schedule}
        isEmpty={(s) => s.slots.length === 0}
        empty={<TabEmpty title={<Trans>No broadcast is scheduled for this tournament</Trans>} />}
      >
        {(s) => (
          <>
            <p className="game-note">{t`Times in Korea (KST)`}</p>
            <div className="game-table-wrap" role="region" aria-label={t`Broadcasting schedule`} tabIndex={0}>
              <table className="game-table broadcast">
                <thead>
                  <tr>
                    <th scope="col">{t`Round`}</th>
                    <th scope="col">{t`Date`}</th>
                    <th scope="col">{t`Time`}</th>
                    <th scope="col">{t`Channel`}</th>
                    <th scope="col">{t`Coverage`}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.slots.map((slot) => {
                    const round = slot.round
                    return (
                      <tr key={`${slot.startsAt}-${slot.channel}`}>
                        <th scope="row">{t`Round ${round}`}</th>
                        <td>{formatDay(slot.date, i18n.locale)}</td>
                        <td>
                          <time dateTime={slot.startsAt}>{slot.start}</time>–
                          <time dateTime={slot.endsAt}>{slot.end}</time>
                        </td>
                        <td>{slot.channel}</td>
                        <td>
                          <span className={`bc-kind bc-kind--${slot.kind}`}>
                            {slot.kind === 'live' ? t`Live` : t`Replay`}
                          </span>
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}
