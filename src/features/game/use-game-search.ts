import { useNavigate, useSearch } from '@tanstack/react-router'

/**
 * The page's view state lives in the URL (tab, round, hole) so a shared link opens the same view; tabs
 * change it through these setters, which replace the history entry (a round change is not a new page).
 */
export function useGameSearch() {
  const search = useSearch({ from: '/tours/game/game' })
  const navigate = useNavigate({ from: '/tours/game/game' })
  return {
    search,
    setRound: (round: number | undefined) => void navigate({ search: (prev) => ({ ...prev, round }), replace: true }),
    setHole: (hole: number | undefined) => void navigate({ search: (prev) => ({ ...prev, hole }), replace: true }),
  }
}
