import { createFileRoute } from '@tanstack/react-router'
import { PaymentFail } from '@/features/mypage/payments/components/payment-fail'
import { PaymentSuccess } from '@/features/mypage/payments/components/payment-success'
import { validateSuccessReturn } from '@/features/mypage/payments/return-search'

/** /payments/success?paymentKey&orderId&amount: the checkout window's way back after paying. */
export const Route = createFileRoute('/payments/success')({
  validateSearch: validateSuccessReturn,
  component: SuccessRoute,
})

function SuccessRoute() {
  const { paymentKey, orderId, amount } = Route.useSearch()
  return paymentKey && orderId && amount !== undefined ? (
    <PaymentSuccess paymentKey={paymentKey} orderId={orderId} amount={amount} />
  ) : (
    <PaymentFail code="INVALID_RETURN" />
  )
}
