import { createFileRoute } from '@tanstack/react-router'
import { ScorerPage } from '@/features/scorer/components/scorer-page'
import type { ScorerSelection } from '@/features/scorer/selection'

/** Positive whole numbers up to `max`; the router JSON-parses values, so both 3 and "3" arrive. */
function positive(value: unknown, max: number): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

function validateScorerSearch(search: Record<string, unknown>): ScorerSelection {
  return {
    gameId: positive(search.gameId, 2_147_483_647),
    groupNo: positive(search.groupNo, 999),
    hole: positive(search.hole, 18),
  }
}

export const Route = createFileRoute('/scorer/')({
  validateSearch: validateScorerSearch,
  component: ScorerRoute,
})

function ScorerRoute() {
  const selection = Route.useSearch()
  const navigate = Route.useNavigate()
  const { sessionReady } = Route.useRouteContext()
  // Hole moves replace the history entry: Back should leave the group, not walk back through 18 holes.
  return (
    <ScorerPage
      selection={selection}
      sessionReady={sessionReady}
      onSelect={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  )
}
