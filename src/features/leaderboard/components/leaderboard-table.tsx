import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TourId } from '@domain/tours'
import { currentGameQueryOptions, gameQueryOptions } from '@/api/games'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { LiveBoard } from './live-board'

interface LeaderboardTableProps {
  tourId: TourId
  /** srhGameId: a game chosen directly; otherwise the tour's current game. */
  gameId?: number
}

/** The chosen game (or the tour's current one: in progress, else next, else latest) as a live board. */
export function LeaderboardTable({ tourId, gameId: chosen }: LeaderboardTableProps) {
  const { i18n } = useLingui()
  const current = useQuery({ ...currentGameQueryOptions(tourId), enabled: chosen === undefined })
  const gameId = chosen ?? current.data?.gameId ?? null
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const gameName = game.data ? (i18n.locale === 'en' ? game.data.nameEn : game.data.nameKo) : null
  if (gameId !== null) {
    return (
      <div className="board card">
        {gameName ? (
          <h2 className="board__title">
            <strong>{gameName}</strong>
          </h2>
        ) : (
          // The title's line is kept while the name loads, so the board under it does not jump down.
          <div className="board__title" aria-hidden="true">
            {'\u00a0'}
          </div>
        )}
        <LiveBoard gameId={gameId} mode="leaderboard" />
      </div>
    )
  }
  return (
    <div className="board card" aria-busy={current.isPending}>
      {current.isPending ? (
        <p className="board__note board__note--loading board__note--whole">
          <Trans>Loading the leaderboard…</Trans>
        </p>
      ) : current.isError ? (
        <p className="board__note" role="alert">
          <Trans>The leaderboard could not be loaded. It will try again shortly.</Trans>
        </p>
      ) : (
        <EmptyState
          icon="flag"
          title={<Trans>No tournament is being played on this tour right now</Trans>}
          actions={
            <>
              <PortalLink to={paths.schedule(tourId)} className="btn btn--primary">
                <Icon name="calendar" />
                <Trans>View the schedule</Trans>
              </PortalLink>
              <PortalLink to={paths.tourHome(tourId)} className="btn">
                <Trans>Tour home</Trans>
              </PortalLink>
            </>
          }
        >
          <Trans>When a round starts, scores appear here hole by hole.</Trans>
        </EmptyState>
      )}
    </div>
  )
}
