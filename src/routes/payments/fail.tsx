import { createFileRoute } from '@tanstack/react-router'
import { PaymentFail } from '@/features/mypage/payments/components/payment-fail'
import { validateFailReturn } from '@/features/mypage/payments/return-search'

/** /payments/fail?code&message&orderId: the checkout window's way back after a failure or a cancel. */
export const Route = createFileRoute('/payments/fail')({
  validateSearch: validateFailReturn,
  component: FailRoute,
})

function FailRoute() {
  const { code, orderId } = Route.useSearch()
  return <PaymentFail code={code} orderId={orderId} />
}
