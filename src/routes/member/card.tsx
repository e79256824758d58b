import { createFileRoute } from '@tanstack/react-router'
import { MemberCardPage } from '@/features/mypage/card/card-page'

/** /member/card: the membership card on its own page (docs/requirements/my-page.md#my-3); works in app mode. */
export const Route = createFileRoute('/member/card')({
  component: MemberCardPage,
})
