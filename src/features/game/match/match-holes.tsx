import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { matchRowQueryOptions } from '@/api/game-match'
import { holeStatuses } from '@domain/scoring/match-play/notation'
import { QueryState, TabEmpty } from '../components/query-state'
import { localName } from '../format'
import { MatchCard } from './match-card'
import { useRoundLabel } from './match-labels'
import './match-holes.css'

/**
 * One match hole by hole: who won each hole and who is up after it ('A 2 UP' in the side's colour),
 * up to the hole that decided it. Extra holes follow the 18th (19, 20...).
 */
export function MatchHoles({ matchId, live }: { matchId: number; live: boolean }) {
  const { t, i18n } = useLingui()
  const roundLabel = useRoundLabel()
  const row = useQuery(matchRowQueryOptions(matchId, live))
  return (
    <QueryState
      query={row}
      isEmpty={(r) => r.holes.length === 0}
      empty={<TabEmpty title={<Trans>This match has not started yet</Trans>} />}
    >
      {(r) => {
        const group = r.match.bracketRound === 'group'
        const statuses = holeStatuses(
          r.holes.map((h) => h.result),
          { holesInMatch: 18, allowHalve: group },
        )
        const name = (side: 'A' | 'B') => {
          const p = side === 'A' ? r.match.a : r.match.b
          return p ? localName(p, i18n.locale) : ''
        }
        return (
          <div className="mholes">
            <MatchCard
              match={r.match}
              title={group ? t`Group ${r.match.groupName ?? ''}` : roundLabel(r.match.bracketRound)}
            />
            <div className="game-table-wrap" tabIndex={0} role="region" aria-label={t`Hole by hole`}>
              <table className="game-table mholes__table">
                <thead>
                  <tr>
                    <th scope="row">{t`Hole`}</th>
                    {statuses.map((s) => (
                      <th key={s.number} scope="col" className={s.number > 18 ? 'mholes__extra' : undefined}>
                        {s.number}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t`Par`}</th>
                    {statuses.map((s) => (
                      <td key={s.number}>{r.holes[s.number - 1]?.par}</td>
                    ))}
                  </tr>
                  {(['A', 'B'] as const).map((side) => (
                    <tr key={side}>
                      <th scope="row" className={`mholes__who mholes__who--${side.toLowerCase()}`}>
                        {name(side)}
                      </th>
                      {statuses.map((s) => (
                        <td
                          key={s.number}
                          className={s.result === side ? `mholes__won mholes__won--${side.toLowerCase()}` : undefined}
                        >
                          {s.result === side ? (
                            <span title={t`Won the hole`}>●</span>
                          ) : s.result === 'halved' ? (
                            <span className="muted" title={t`Halved`}>
                              –
                            </span>
                          ) : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">{t`Status`}</th>
                    {statuses.map((s) => (
                      <td
                        key={s.number}
                        className={
                          `mholes__status mholes__status--${(s.leader ?? 'as').toLowerCase()}` +
                          `${s.decisive ? ' mholes__status--final' : ''}`
                        }
                      >
                        {s.leader ? <span className="visually-hidden">{name(s.leader)} </span> : null}
                        {s.text}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          </div>
        )
      }}
    </QueryState>
  )
}
