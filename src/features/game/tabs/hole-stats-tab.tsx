import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { holeDiffQueryOptions } from '@/api/game-holes'
import { shotsQueryOptions } from '@/api/game-shots'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryState, TabEmpty } from '../components/query-state'
import { RoundSelect } from '../components/round-select'
import type { TabProps } from '../tab-props'
import { HoleStatsTable } from './hole-stats-table'
import { ShotTable } from './shot-table'

const HoleStatsCharts = lazy(() => import('./hole-stats-charts'))

/** Hole statistics (one round or all rounds), their charts, and every tracked shot. */
export function HoleStatsTab({ game, round }: TabProps) {
  const { t } = useLingui()
  const diff = useQuery(holeDiffQueryOptions(game.gameId, round === 0 ? null : round))
  // Every shot of every round (and earlier editions): the table filters by round itself. It shows no
  // ball positions, so the answer leaves them out (a third of its size and parse time).
  const shots = useQuery(shotsQueryOptions(game.gameId, { editions: true, positions: false }))
  const pars = useMemo(() => diff.data?.holes.map((h) => h.par) ?? [], [diff.data])
  return (
    <section aria-label={t`Hole Statistics`} className="game-tab">
      <div className="game-toolbar">
        <RoundSelect game={game} round={round} allRounds />
      </div>
      <QueryState
        query={diff}
        isEmpty={(d) => d.holes.every((h) => h.played === 0)}
        empty={
          <TabEmpty
            title={<Trans>No hole has been played yet</Trans>}
          >{t`Statistics appear once the first scores come in.`}</TabEmpty>
        }
      >
        {(d) => (
          <>
            <HoleStatsTable holes={d.holes} />
            <Suspense fallback={<Skeleton height="260px" radius="10px" />}>
              <HoleStatsCharts holes={d.holes} />
            </Suspense>
          </>
        )}
      </QueryState>
      <QueryState
        query={shots}
        isEmpty={(s) => s.count === 0}
        empty={<TabEmpty title={<Trans>No shots were tracked for this tournament</Trans>} />}
      >
        {(s) => <ShotTable shots={s} pars={pars} />}
      </QueryState>
    </section>
  )
}
