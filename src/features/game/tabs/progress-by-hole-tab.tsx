import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { holeRecordQueryOptions } from '@/api/game-holes'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatToPar } from '../format'
import { holeProgress, type HoleProgress } from '../progress'
import type { TabProps } from '../tab-props'

function Split({ p }: { p: HoleProgress }) {
  const { t } = useLingui()
  if (p.played === 0) return <span className="progress-split progress-split--empty" />
  const pct = (n: number) => `${(n / p.played) * 100}%`
  const under = p.under
  const even = p.even
  const over = p.over
  return (
    <span className="progress-split" role="img" aria-label={t`${under} under par, ${even} par, ${over} over par`}>
      <span className="progress-split__under" style={{ width: pct(p.under) }} />
      <span className="progress-split__even" style={{ width: pct(p.even) }} />
      <span className="progress-split__over" style={{ width: pct(p.over) }} />
    </span>
  )
}

function HoleProgressTable({ rows }: { rows: HoleProgress[] }) {
  const { t } = useLingui()
  return (
    <div className="game-table-wrap" role="region" aria-label={t`Progress by hole`} tabIndex={0}>
      <table className="game-table progress-holes">
        <thead>
          <tr>
            <th scope="col">{t`Hole`}</th>
            <th scope="col">{t`Par`}</th>
            <th scope="col">{t`Groups on the hole`}</th>
            <th scope="col">{t`Players`}</th>
            <th scope="col">{t`Played`}</th>
            <th scope="col">{t`Average`}</th>
            <th scope="col" className="progress-holes__split">{t`Under / par / over`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.hole} className={p.players > 0 ? 'progress-holes__busy' : undefined}>
              <th scope="row">{p.hole}</th>
              <td>{p.par}</td>
              <td>
                {p.groups.length === 0 ? (
                  '–'
                ) : (
                  <span className="game-chips">
                    {p.groups.map((g) => (
                      <span key={g} className="game-chip" title={t`Group ${g}`}>
                        {g}
                      </span>
                    ))}
                  </span>
                )}
              </td>
              <td>{p.players || '–'}</td>
              <td>{p.played}</td>
              <td className={p.averageToPar !== null && p.averageToPar > 0 ? 'num--over' : 'num--under'}>
                {formatToPar(p.averageToPar, 2)}
              </td>
              <td className="progress-holes__split">
                <Split p={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The round in play: where the groups are now and how each hole has played so far. */
export function ProgressByHoleTab({ game, liveRound }: TabProps) {
  const { t, i18n } = useLingui()
  const record = useQuery(holeRecordQueryOptions(game.gameId, liveRound, i18n.locale))
  const rows = useMemo(() => (record.data ? holeProgress(record.data) : []), [record.data])
  const onCourse = rows.reduce((n, r) => n + r.players, 0)
  return (
    <section aria-label={t`Progress by hole`} className="game-tab">
      <p className="game-note">
        <Trans>
          Round {liveRound} · {onCourse} players on the course
        </Trans>
      </p>
      <QueryState
        query={record}
        isEmpty={(r) => r.cards.length === 0}
        empty={
          <TabEmpty
            title={<Trans>The round has not started</Trans>}
          >{t`Groups appear on their holes once they tee off.`}</TabEmpty>
        }
      >
        {() => <HoleProgressTable rows={rows} />}
      </QueryState>
    </section>
  )
}
