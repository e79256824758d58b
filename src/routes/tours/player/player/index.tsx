import { createFileRoute } from '@tanstack/react-router'
import { PlayersPage } from '@/features/players/components/players-page'
import { validatePlayerSearch } from './-player-search'

export const Route = createFileRoute('/tours/player/player/')({
  validateSearch: validatePlayerSearch,
  component: PlayersRoute,
})

function PlayersRoute() {
  return <PlayersPage search={Route.useSearch()} />
}
