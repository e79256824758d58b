import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { OrderStatus } from '@/features/mypage/payments/components/order-status'
import { PaymentFrame } from '@/features/mypage/payments/components/payment-frame'

/** /payments/order/{orderNo}: an order's state, e.g. a virtual account waiting for its deposit. */
export const Route = createFileRoute('/payments/order/$orderNo')({
  component: OrderRoute,
})

function OrderRoute() {
  const { orderNo } = Route.useParams()
  return (
    <PaymentFrame title={<Trans>Payment</Trans>}>
      <OrderStatus orderNo={orderNo} />
    </PaymentFrame>
  )
}
