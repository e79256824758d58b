import { createFileRoute } from '@tanstack/react-router'
import { CardReturn } from '@/features/mypage/payments/components/card-return'
import { validateCardReturn } from '@/features/mypage/payments/return-search'

/** /payments/card/success?authKey&customerKey: the card-registration window's way back. */
export const Route = createFileRoute('/payments/card/success')({
  validateSearch: validateCardReturn,
  component: CardSuccessRoute,
})

function CardSuccessRoute() {
  const { authKey, customerKey } = Route.useSearch()
  return authKey && customerKey ? (
    <CardReturn authKey={authKey} customerKey={customerKey} />
  ) : (
    <CardReturn code="INVALID_RETURN" />
  )
}
