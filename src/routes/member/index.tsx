import { createFileRoute, redirect } from '@tanstack/react-router'

/** /member has no page of its own: the member area starts at the my page. */
export const Route = createFileRoute('/member/')({
  beforeLoad: () => {
    throw redirect({ to: '/member/mypage', replace: true })
  },
})
