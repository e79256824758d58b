import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MemberGuard } from '@/features/mypage/components/member-guard'

/**
 * /tickets/*: buying tickets needs a signed-in web member (docs/requirements/ticketing.md#tkt-5); a visitor is asked
 * to log in and comes back to the same page (the member area's gate, docs/requirements/accounts.md#acc-19).
 */
export const Route = createFileRoute('/tickets')({
  component: TicketsArea,
})

function TicketsArea() {
  const { sessionReady } = Route.useRouteContext()
  return (
    <MemberGuard sessionReady={sessionReady}>
      <Outlet />
    </MemberGuard>
  )
}
