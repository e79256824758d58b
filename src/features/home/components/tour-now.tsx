import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { GameSummaryDto } from '@contract/game'
import { liveBoardGameQueryOptions, scheduleQueryOptions } from '@/api/schedule'
import { EmptyState } from '@/components/ui/empty-state'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateRange, gameTabFor } from '@/lib/game-format'
import { formatWon } from '@/lib/money'
import { daysBetween, seoulDate } from '@domain/time'
import { paths } from '@/lib/portal-paths'
import { CompactBoard } from './compact-board'
import './tour-now.css'

/** The game a tour home leads with: on the live board, else in progress (match play), else the next one. */
export function featuredGame(
  liveGame: GameSummaryDto | null,
  season: readonly GameSummaryDto[],
): GameSummaryDto | null {
  return liveGame ?? season.find((g) => g.status === 2) ?? season.find((g) => g.status === 1 || g.status === 4) ?? null
}

export function TourNow({ tourId }: { tourId: number }) {
  const { i18n } = useLingui()
  const live = useQuery(liveBoardGameQueryOptions(tourId))
  const season = useQuery(scheduleQueryOptions(tourId))
  const loading = live.isPending || season.isPending
  const game = featuredGame(live.data?.game ?? null, season.data?.items ?? [])
  const onBoard = game !== null && live.data?.gameId === game.gameId
  const en = i18n.locale === 'en'
  return (
    <section className="tour-now" aria-labelledby="tour-now-title">
      <h2 id="tour-now-title" className="digest-title">
        {loading ? (
          <Skeleton width="8rem" />
        ) : game?.status === 2 ? (
          <Trans>Live now</Trans>
        ) : (
          <Trans>Next tournament</Trans>
        )}
      </h2>
      {loading ? (
        <div className="tour-now__card" aria-busy="true">
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton height="1rem" width="40%" />
          <Skeleton height="10rem" radius="10px" />
        </div>
      ) : game === null ? (
        <EmptyState
          icon="calendar"
          as="h3"
          title={<Trans>No tournament is in progress or coming up this season.</Trans>}
        >
          <PortalLink to={paths.schedule(tourId)} className="text-link">
            <Trans>Season schedule</Trans>
            <Icon name="chevronRight" />
          </PortalLink>
        </EmptyState>
      ) : (
        <article className="tour-now__card" data-status={game.status} aria-labelledby={`featured-${game.gameId}`}>
          <div className="tour-now__meta">
            <GameStatusBadge status={game.status} />
            <span>{formatDateRange(game.startDate, game.endDate, i18n.locale)}</span>
            {game.status === 2 && game.currentRound > 0 ? (
              <span>
                <Trans>Round {game.currentRound}</Trans>
              </span>
            ) : null}
          </div>
          <h3 id={`featured-${game.gameId}`} className="tour-now__name">
            <PortalLink to={paths.game(game.tourId, game.gameId, gameTabFor(game.status))}>
              {en ? game.nameEn : game.nameKo}
            </PortalLink>
          </h3>
          <p className="tour-now__venue">
            {game.course ? (en ? game.course.nameEn : game.course.nameKo) : null}
            {game.purseWon > 0 ? (
              <span>
                <Trans>Purse</Trans> {formatWon(game.purseWon, i18n.locale)}
              </span>
            ) : null}
          </p>
          {onBoard ? <CompactBoard game={game} /> : game.status === 2 ? null : <StartsIn startDate={game.startDate} />}
        </article>
      )}
    </section>
  )
}

function StartsIn({ startDate }: { startDate: string }) {
  const days = daysBetween(seoulDate(), startDate)
  return (
    <p className="tour-now__countdown">
      {days <= 0 ? (
        <Trans>Tees off today</Trans>
      ) : (
        <Plural value={days} one="Tees off tomorrow" other="Tees off in # days" />
      )}
    </p>
  )
}
