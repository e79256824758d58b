import { createFileRoute } from '@tanstack/react-router'
import { CardReturn } from '@/features/mypage/payments/components/card-return'
import { validateFailReturn } from '@/features/mypage/payments/return-search'

/** /payments/card/fail?code&message: the card-registration window's way back after a failure or a cancel. */
export const Route = createFileRoute('/payments/card/fail')({
  validateSearch: validateFailReturn,
  component: CardFailRoute,
})

function CardFailRoute() {
  const { code } = Route.useSearch()
  return <CardReturn code={code} />
}
