import { createFileRoute } from '@tanstack/react-router'
import { StandingConsole } from '@/features/staff/components/standing/standing-console'

interface StandingSearch {
  memberId?: number | undefined
}

/** The router JSON-parses values, so both 3 and "3" arrive; anything else is dropped. */
function validateStandingSearch(search: Record<string, unknown>): StandingSearch {
  const n = Number(search.memberId)
  return { memberId: Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined }
}

/** /staff/standing/?memberId=: the standing console with one member's ledger open. */
export const Route = createFileRoute('/staff/standing/')({
  validateSearch: validateStandingSearch,
  component: StandingRoute,
})

function StandingRoute() {
  const { memberId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <StandingConsole memberId={memberId} onPick={(id) => void navigate({ search: { memberId: id } })} />
}
