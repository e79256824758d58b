import { createFileRoute } from '@tanstack/react-router'
import { GamePage } from '@/features/game/components/game-page'
import { LiveBoard } from '@/features/leaderboard/components/live-board'
import { validateGameSearch } from './-game-search'

export const Route = createFileRoute('/tours/game/game')({
  validateSearch: validateGameSearch,
  loaderDeps: ({ search }) => ({ gameId: search.gameId }),
  // prefetch, not ensure: an unknown game is the page's own "not found" state, not a route error.
  // The call layer is imported here, not at the top: route loaders stay in the entry chunk, and a
  // static import pulled zod and the game contracts into every page's first load.
  loader: async ({ context, deps }) => {
    if (!deps.gameId) return
    const { gameQueryOptions } = await import('@/api/games')
    await context.queryClient.prefetchQuery(gameQueryOptions(deps.gameId))
  },
  component: GameRoute,
})

function GameRoute() {
  const search = Route.useSearch()
  return <GamePage search={search} renderBoard={(props) => <LiveBoard {...props} />} />
}
