import { createFileRoute, useLocation } from '@tanstack/react-router'
import { BroadcastPage } from '@/features/broadcast/components/broadcast-page'
import { validateTourSearch } from '../-search-params'

// Broadcast partners put this page on air: no header or footer (see features/shell/shell-variant.ts).
// Loaded directly, the server answers broadcast.html, the page's own lean entry (docs/decisions/0020);
// this route serves in-app navigation. The page reads its other parameters (gameId, rows, theme...)
// from the URL itself, so they are kept here as they are.
export const Route = createFileRoute('/tour/leaderboardSKT')({
  validateSearch: (search: Record<string, unknown>) => ({ ...search, ...validateTourSearch(search) }),
  component: BroadcastRoute,
})

function BroadcastRoute() {
  const search = useLocation({ select: (location) => location.searchStr })
  return <BroadcastPage search={search} />
}
