import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '@/features/game-apply/info-page'
import { validateApplyGameSearch } from '@/features/game-apply/search'
import { MemberGuard } from '@/features/mypage/components/member-guard'

/**
 * /communitys/gameApplyInfo: the applicant, the conditions and the consents
 * (docs/requirements/tournament-applications.md#app-6); members only (APP-5).
 */
export const Route = createFileRoute('/communitys/gameApplyInfo')({
  validateSearch: validateApplyGameSearch,
  component: InfoRoute,
})

function InfoRoute() {
  const { sessionReady } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <MemberGuard sessionReady={sessionReady}>
      <InfoPage key={search.gameId} gameId={search.gameId ?? null} />
    </MemberGuard>
  )
}
