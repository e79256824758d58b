import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { HoleStatDto } from '@contract/game-records'
import { gameStatsQueryOptions } from '@/api/game-insights'
import { holeDiffQueryOptions } from '@/api/game-holes'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatToPar } from '../format'
import type { TabProps } from '../tab-props'
import { StatLeaders } from './stat-leaders'
import './stats.css'

const ScoringChart = lazy(() => import('./stats-chart'))

function HoleList({ title, holes }: { title: string; holes: HoleStatDto[] }) {
  const { t } = useLingui()
  return (
    <div className="card stats-card">
      <h3 className="game-subtitle">{title}</h3>
      <ol className="stats-list">
        {holes.map((h) => {
          const { hole, par } = h
          return (
            <li key={h.hole}>
              <span>{t`Hole ${hole}`}</span>
              <span className="muted">{t`Par ${par}`}</span>
              <strong className={(h.averageToPar ?? 0) > 0 ? 'num--over' : 'num--under'}>
                {formatToPar(h.averageToPar, 2)}
              </strong>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** Tournament Stats: the field's scoring by round, the hardest and easiest holes, and this event's leaders. */
export function StatsTab({ game }: TabProps) {
  const { t } = useLingui()
  const live = game.status === 2
  const stats = useQuery(gameStatsQueryOptions(game.gameId, live))
  const diff = useQuery(holeDiffQueryOptions(game.gameId, null))
  const ranked = (diff.data?.holes ?? [])
    .filter((h) => h.difficultyRank !== null)
    .sort((a, b) => a.difficultyRank! - b.difficultyRank!)
  return (
    <section aria-label={t`Tournament Stats`} className="game-tab">
      <QueryState
        query={stats}
        isEmpty={(s) => s.rounds.length === 0}
        empty={
          <TabEmpty
            title={<Trans>No hole has been played yet</Trans>}
          >{t`Statistics appear once the first scores come in.`}</TabEmpty>
        }
      >
        {(s) => (
          <>
            <dl className="stats-tiles">
              {[
                [t`Scoring average`, s.total.scoringAverage?.toFixed(2) ?? '–'],
                [t`Holes-in-one`, s.total.holesInOne],
                [t`Eagles`, s.total.eagles],
                [t`Birdies`, s.total.birdies],
                [t`Bogeys`, s.total.bogeys],
              ].map(([label, value]) => (
                <div key={String(label)} className="stats-tile card">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="game-table-wrap" tabIndex={0} role="region" aria-label={t`Scoring by round`}>
              <table className="game-table">
                <caption className="visually-hidden">{t`Scoring by round`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Round`}</th>
                    <th scope="col">{t`Rounds completed`}</th>
                    <th scope="col">{t`Scoring average`}</th>
                    <th scope="col">{t`Holes-in-one`}</th>
                    <th scope="col">{t`Eagles`}</th>
                    <th scope="col">{t`Birdies`}</th>
                    <th scope="col">{t`Pars`}</th>
                    <th scope="col">{t`Bogeys`}</th>
                    <th scope="col">{t`Double bogeys or worse`}</th>
                  </tr>
                </thead>
                <tbody>
                  {[
                    ...s.rounds.map((r) => ({ ...r, label: t`Round ${r.round}` })),
                    { ...s.total, label: t`All rounds` },
                  ].map((r) => (
                    <tr key={r.label}>
                      <th scope="row">{r.label}</th>
                      <td>{r.rounds}</td>
                      <td>{r.scoringAverage?.toFixed(2) ?? '–'}</td>
                      <td>{r.holesInOne}</td>
                      <td>{r.eagles}</td>
                      <td>{r.birdies}</td>
                      <td>{r.pars}</td>
                      <td>{r.bogeys}</td>
                      <td>{r.doubleBogeysOrWorse}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Suspense fallback={<Skeleton height="240px" radius="10px" />}>
              <ScoringChart rounds={s.rounds} />
            </Suspense>
            {ranked.length > 0 ? (
              <div className="stats-grid">
                <HoleList title={t`Hardest holes`} holes={ranked.slice(0, 3)} />
                <HoleList title={t`Easiest holes`} holes={ranked.slice(-3).reverse()} />
              </div>
            ) : null}
            <StatLeaders leaders={s.leaders} minHoles={s.minHoles} />
          </>
        )}
      </QueryState>
    </section>
  )
}
