import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/game-apply/about-page'
import { validateApplyGameSearch } from '@/features/game-apply/search'

/** /communitys/gameApplyAbout?gameId=: the tournament's facts and the guide (tournament-applications.md#app-7). */
export const Route = createFileRoute('/communitys/gameApplyAbout')({
  validateSearch: validateApplyGameSearch,
  component: AboutRoute,
})

function AboutRoute() {
  const { gameId } = Route.useSearch()
  return <AboutPage key={gameId} gameId={gameId ?? null} />
}
