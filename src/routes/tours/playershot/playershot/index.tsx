import { createFileRoute } from '@tanstack/react-router'
import { PlayerShotsPage } from '@/features/player-shots/components/player-shots-page'
import { validateShotsSearch } from './-shots-search'

export const Route = createFileRoute('/tours/playershot/playershot/')({
  validateSearch: validateShotsSearch,
  component: PlayerShotsRoute,
})

function PlayerShotsRoute() {
  return <PlayerShotsPage search={Route.useSearch()} />
}
