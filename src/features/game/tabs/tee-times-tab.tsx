import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TeeGroupDto } from '@contract/game-course'
import { timeTableQueryOptions } from '@/api/game-course'
import { QueryState, TabEmpty } from '../components/query-state'
import { RoundSelect } from '../components/round-select'
import { localName } from '../format'
import type { TabProps } from '../tab-props'

/** Groups by tee time; each time has a 1st-tee and a 10th-tee column when the field splits. */
function bySlot(groups: TeeGroupDto[]) {
  const slots = new Map<string, { time: string; tee1: TeeGroupDto[]; tee10: TeeGroupDto[] }>()
  for (const g of groups) {
    const slot = slots.get(g.teeTime) ?? { time: g.teeTime, tee1: [], tee10: [] }
    ;(g.startHole === 10 ? slot.tee10 : slot.tee1).push(g)
    slots.set(g.teeTime, slot)
  }
  return [...slots.values()]
}

function Group({ group }: { group: TeeGroupDto }) {
  const { t, i18n } = useLingui()
  const groupNo = group.groupNo
  return (
    <div className="tee-group">
      <span className="tee-group__no">{t`Group ${groupNo}`}</span>
      <ul>
        {group.players.map((p) => (
          <li key={p.playerId}>
            {localName(p, i18n.locale)}
            {p.amateur ? <abbr title={t`Amateur`}> {t`(A)`}</abbr> : null} <span className="muted">{p.country}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function TeeTimesTab({ game, round }: TabProps) {
  const { t } = useLingui()
  const sheet = useQuery(timeTableQueryOptions(game.gameId, round))
  return (
    <section aria-label={t`Tee Times`} className="game-tab">
      <div className="game-toolbar">
        <RoundSelect game={game} round={round} />
        {sheet.data?.date ? (
          <span className="game-note">
            {sheet.data.date} · {t`Times in Korea (KST)`}
          </span>
        ) : null}
      </div>
      <QueryState
        query={sheet}
        isEmpty={(s) => s.groups.length === 0}
        empty={<TabEmpty title={<Trans>Tee times for this round are not out yet</Trans>} />}
      >
        {(s) => (
          <div className="game-table-wrap" role="region" aria-label={t`Tee Times`} tabIndex={0}>
            <table className="game-table tee-times">
              <thead>
                <tr>
                  <th scope="col">{t`Time`}</th>
                  <th scope="col">{t`1st tee`}</th>
                  <th scope="col">{t`10th tee`}</th>
                </tr>
              </thead>
              <tbody>
                {bySlot(s.groups).map((slot) => (
                  <tr key={slot.time}>
                    <th scope="row" className="tee-times__time">
                      {slot.time}
                    </th>
                    <td data-label={t`1st tee`}>
                      {slot.tee1.map((g) => (
                        <Group key={g.groupNo} group={g} />
                      ))}
                    </td>
                    <td data-label={t`10th tee`}>
                      {slot.tee10.map((g) => (
                        <Group key={g.groupNo} group={g} />
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  )
}
