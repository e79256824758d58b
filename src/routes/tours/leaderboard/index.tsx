import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page'
import { validateLeaderboardSearch } from '../../-search-params'

export const Route = createFileRoute('/tours/leaderboard/')({
  validateSearch: validateLeaderboardSearch,
  component: LeaderboardRoute,
})

function LeaderboardRoute() {
  const { tourId, srhGameId } = Route.useSearch()
  return <LeaderboardPage tourId={tourId} gameId={srhGameId} />
}
