import { createFileRoute } from '@tanstack/react-router'
import { SelectPage } from '@/features/game-apply/select-page'
import { validateApplyGameSearch } from '@/features/game-apply/search'
import { MemberGuard } from '@/features/mypage/components/member-guard'

/**
 * /communitys/gameApplySelect: caddie, contact, payment and the application
 * (docs/requirements/tournament-applications.md#app-8); members only (APP-5).
 */
export const Route = createFileRoute('/communitys/gameApplySelect')({
  validateSearch: validateApplyGameSearch,
  component: SelectRoute,
})

function SelectRoute() {
  const { sessionReady } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <MemberGuard sessionReady={sessionReady}>
      <SelectPage key={search.gameId} gameId={search.gameId ?? null} />
    </MemberGuard>
  )
}
