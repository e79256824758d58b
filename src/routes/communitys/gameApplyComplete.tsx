import { createFileRoute } from '@tanstack/react-router'
import { CompletePage } from '@/features/game-apply/complete-page'
import { validateApplyGameSearch } from '@/features/game-apply/search'
import { MemberGuard } from '@/features/mypage/components/member-guard'

/**
 * /communitys/gameApplyComplete: the outcome, in the field (paid or to pay) or waitlisted
 * (docs/requirements/tournament-applications.md#app-8); members only (APP-5).
 */
export const Route = createFileRoute('/communitys/gameApplyComplete')({
  validateSearch: validateApplyGameSearch,
  component: CompleteRoute,
})

function CompleteRoute() {
  const { sessionReady } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <MemberGuard sessionReady={sessionReady}>
      <CompletePage key={search.gameId} gameId={search.gameId ?? null} />
    </MemberGuard>
  )
}
