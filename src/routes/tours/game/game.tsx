import { createFileRoute } from '@tanstack/react-router'
import { gameQueryOptions } from '@/api/games'
import { GamePage } from '@/features/game/components/game-page'
import { LiveBoard } from '@/features/leaderboard/components/live-board'
import { validateGameSearch } from './-game-search'

export const Route = createFileRoute('/tours/game/game')({
  validateSearch: validateGameSearch,
  loaderDeps: ({ search }) => ({ gameId: search.gameId }),
  // prefetch, not ensure: an unknown game is the page's own "not found" state, not a route error.
  loader: ({ context, deps }) => (deps.gameId ? context.queryClient.prefetchQuery(gameQueryOptions(deps.gameId)) : undefined),
  component: GameRoute,
})

function GameRoute() {
  const search = Route.useSearch()
  return <GamePage search={search} renderBoard={(props) => <LiveBoard {...props} />} />
}
