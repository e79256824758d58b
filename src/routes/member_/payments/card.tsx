import { createFileRoute } from '@tanstack/react-router'
import { CardReturn } from '@/features/mypage/payments/components/card-return'
import { validateFailReturn } from '@/features/mypage/payments/return-search'

/** /member/payments/card: the card-registration window's way back (with `code` when it failed). */
export const Route = createFileRoute('/member_/payments/card')({
  validateSearch: validateFailReturn,
  component: CardRoute,
})

function CardRoute() {
  const { code } = Route.useSearch()
  return <CardReturn code={code} />
}
