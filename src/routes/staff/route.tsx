import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { StaffGuard } from '@/features/staff/components/staff-guard'

/**
 * Every /staff/* page needs a login; the server answers its calls for staff only (docs/decisions/0044), the officials'
 * console's for officials (docs/requirements/officials.md#of-1).
 */
export const Route = createFileRoute('/staff')({
  component: StaffArea,
})

function StaffArea() {
  const { sessionReady } = Route.useRouteContext()
  const officials = useRouterState({ select: (s) => s.location.pathname.startsWith('/staff/officials') })
  return (
    <StaffGuard sessionReady={sessionReady} audience={officials ? 'officials' : 'staff'}>
      <Outlet />
    </StaffGuard>
  )
}
