import { createFileRoute } from '@tanstack/react-router'
import { BroadcastFrame } from '@/features/leaderboard/components/broadcast-frame'
import { validateTourSearch } from '../-search-params'

// Broadcast partners put this page on air: no header or footer (see features/shell/shell-variant.ts).
export const Route = createFileRoute('/tours/leaderboardSKT')({
  validateSearch: validateTourSearch,
  component: BroadcastRoute,
})

function BroadcastRoute() {
  const { tourId } = Route.useSearch()
  return <BroadcastFrame tourId={tourId} kind="board" />
}
