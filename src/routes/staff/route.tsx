import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffGuard } from '@/features/staff/components/staff-guard'

/** Every /staff/* page needs a login; the server answers its calls for staff only (docs/decisions/0044). */
export const Route = createFileRoute('/staff')({
  component: StaffArea,
})

function StaffArea() {
  const { sessionReady } = Route.useRouteContext()
  return (
    <StaffGuard sessionReady={sessionReady}>
      <Outlet />
    </StaffGuard>
  )
}
