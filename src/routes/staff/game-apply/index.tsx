import { createFileRoute } from '@tanstack/react-router'
import { FieldDesk } from '@/features/staff/components/game-apply/field-desk'

interface FieldSearch {
  gameId?: number | undefined
}

/** The router JSON-parses values, so both 3 and "3" arrive; anything else is dropped. */
function validateFieldSearch(search: Record<string, unknown>): FieldSearch {
  const n = Number(search.gameId)
  return { gameId: Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined }
}

/** /staff/game-apply/?gameId=: a tournament's applicants and the field confirmation (APP-11). */
export const Route = createFileRoute('/staff/game-apply/')({
  validateSearch: validateFieldSearch,
  component: FieldRoute,
})

function FieldRoute() {
  const { gameId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FieldDesk gameId={gameId} onPick={(id) => void navigate({ search: { gameId: id } })} />
}
