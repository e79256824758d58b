import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { PaymentGuard } from '@/features/mypage/payments/components/payment-guard'

/**
 * /payments/*: the pages a payment window returns to. Outside the member area's layout so that a session
 * replaced while paying is told in the payment's own words (docs/requirements/payments.md#pay-9).
 */
export const Route = createFileRoute('/payments')({
  component: PaymentsArea,
})

function PaymentsArea() {
  const { sessionReady } = Route.useRouteContext()
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <PaymentGuard sessionReady={sessionReady} here={here}>
      <Outlet />
    </PaymentGuard>
  )
}
