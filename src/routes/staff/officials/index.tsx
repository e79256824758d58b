import { createFileRoute } from '@tanstack/react-router'
import { OfficialsConsole } from '@/features/officials/components/officials-console'

interface OfficialsSearch {
  gameId?: number | undefined
}

/** The router JSON-parses values, so both 3 and "3" arrive; anything else is dropped. */
function validateOfficialsSearch(search: Record<string, unknown>): OfficialsSearch {
  const n = Number(search.gameId)
  return { gameId: Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined }
}

/**
 * /staff/officials/?gameId=: the officials' console of one tournament (docs/requirements/officials.md#of-10). Its
 * component is split into its own chunk by the router plugin (autoCodeSplitting): only officials download it.
 */
export const Route = createFileRoute('/staff/officials/')({
  validateSearch: validateOfficialsSearch,
  component: OfficialsRoute,
})

function OfficialsRoute() {
  const { gameId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <OfficialsConsole gameId={gameId} onPick={(id) => void navigate({ search: { gameId: id }, replace: true })} />
}
