import { createFileRoute } from '@tanstack/react-router'
import { ScoringDesk } from '@/features/staff/components/scoring-desk'

interface ScoringSearch {
  gameId?: number | undefined
}

/** The router JSON-parses values, so both 3 and "3" arrive; anything else is dropped. */
function validateScoringSearch(search: Record<string, unknown>): ScoringSearch {
  const n = Number(search.gameId)
  return { gameId: Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined }
}

/** /staff/scoring/?gameId=: scorers, feed tokens and the score audit of one tournament. */
export const Route = createFileRoute('/staff/scoring/')({
  validateSearch: validateScoringSearch,
  component: ScoringRoute,
})

function ScoringRoute() {
  const { gameId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ScoringDesk gameId={gameId} onPick={(id) => void navigate({ search: { gameId: id }, replace: true })} />
}
