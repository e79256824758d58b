import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MatchBracketDto } from '@contract/game-match'
import { matchBracketQueryOptions } from '@/api/game-match'
import { Flag } from '@/components/ui/flag'
import { QueryState, TabEmpty } from '../components/query-state'
import { localName } from '../format'
import type { TabProps } from '../tab-props'
import { MatchCard } from './match-card'
import { MatchHoles } from './match-holes'
import './points-table-tab.css'

type Group = MatchBracketDto['groups'][number]

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

function GroupTable({
  group,
  selected,
  live,
  onOpen,
}: {
  group: Group
  selected: number | null
  live: boolean
  onOpen: (id: number) => void
}) {
  const { t, i18n } = useLingui()
  const name = group.groupName
  const decided = group.matches.every((m) => m.state === 'finished')
  const levelAtTop = decided && group.standings.filter((s) => s.rank === 1).length > 1
  return (
    <section className="mgroup" aria-labelledby={`group-${name}`}>
      <h3 id={`group-${name}`} className="game-subtitle">{t`Group ${name}`}</h3>
      <div className="game-table-wrap">
        <table className="game-table mgroup__table">
          <thead>
            <tr>
              <th scope="col">{t`Pos`}</th>
              <th scope="col" className="mgroup__player">{t`Player`}</th>
              <th scope="col">
                <abbr title={t`Matches played`}>{t`P`}</abbr>
              </th>
              <th scope="col">
                <abbr title={t`Matches won`}>{t`W`}</abbr>
              </th>
              <th scope="col">
                <abbr title={t`Matches halved`}>{t`T`}</abbr>
              </th>
              <th scope="col">
                <abbr title={t`Matches lost`}>{t`L`}</abbr>
              </th>
              <th scope="col">
                <abbr title={t`Match points`}>{t`Pts`}</abbr>
              </th>
              <th scope="col">
                <abbr title={t`Holes won minus holes lost`}>{t`Holes`}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.standings.map((s) => (
              <tr key={s.playerId} className={s.rank <= 2 && decided ? 'mgroup__through' : undefined}>
                <td>{s.position}</td>
                <th scope="row" className="mgroup__player">
                  <Flag code={s.country} /> {localName(s, i18n.locale)}
                </th>
                <td>{s.played}</td>
                <td>{s.wins}</td>
                <td>{s.ties}</td>
                <td>{s.losses}</td>
                <td>
                  <strong>{s.points}</strong>
                </td>
                <td>{signed(s.holesDifferential)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {levelAtTop ? <p className="game-note">{t`Players level at the top play off for the group.`}</p> : null}
      <div className="mgroup__matches">
        {group.matches.map((m) => (
          <MatchCard key={m.matchId} match={m} selected={m.matchId === selected} onOpen={onOpen} />
        ))}
      </div>
      {/* The picked match opens under its own group, where the reader clicked. */}
      {selected !== null && group.matches.some((m) => m.matchId === selected) ? (
        <MatchHoles matchId={selected} live={live} />
      ) : null}
    </section>
  )
}

/** Points table: each group's table (win 1, tie ½, loss 0) and its matches. */
export function PointsTableTab({ game }: TabProps) {
  const { t } = useLingui()
  const live = game.status === 2
  const bracket = useQuery(matchBracketQueryOptions(game.gameId, live))
  const [selected, setSelected] = useState<number | null>(null)
  return (
    <section aria-label={t`Points table`} className="game-tab">
      <QueryState
        query={bracket}
        isEmpty={(b) => b.groups.length === 0}
        empty={<TabEmpty title={<Trans>This event has no group stage</Trans>} />}
      >
        {(b) => (
          <>
            <p className="game-note">
              <Trans>
                A win earns 1 point, a halved match ½ point. Group winners and runners-up go through to the knockout
                rounds.
              </Trans>
            </p>
            <div className="mgroups">
              {b.groups.map((g) => (
                <GroupTable
                  key={g.groupName}
                  group={g}
                  selected={selected}
                  live={live}
                  onOpen={(id) => setSelected(id === selected ? null : id)}
                />
              ))}
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}
