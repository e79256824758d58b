import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { Track3dPage } from '@/features/track3d/components/track3d-page'
import { validateTrack3dSearch, type Track3dSearch } from '@/features/track3d/track3d-search'

// Broadcast partners put this page on air: no header or footer (see features/shell/shell-variant.ts).
export const Route = createFileRoute('/tour/leaderboardTrack3d')({
  validateSearch: validateTrack3dSearch,
  component: Track3dRoute,
})

function Track3dRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Selection, hole and view replace the history entry: a broadcast operator clicking around should not fill Back.
  const onSearch = useCallback(
    (patch: Partial<Omit<Track3dSearch, 'tourId'>>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  )
  return <Track3dPage search={search} onSearch={onSearch} />
}
