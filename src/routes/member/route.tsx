import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MemberGuard } from '@/features/mypage/components/member-guard'

/** Every /member/* page needs a signed-in member; the guard decides once the start-up session check settles. */
export const Route = createFileRoute('/member')({
  component: MemberArea,
})

function MemberArea() {
  const { sessionReady } = Route.useRouteContext()
  return (
    <MemberGuard sessionReady={sessionReady}>
      <Outlet />
    </MemberGuard>
  )
}
