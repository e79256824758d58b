import { createFileRoute } from '@tanstack/react-router'
import { CheckoutWindow } from '@/features/sandbox-pay/components/checkout-window'

/** /sandbox/pay/{token}: the sandbox payment provider's checkout window (no site header or footer). */
export const Route = createFileRoute('/sandbox/pay/$token')({
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { token } = Route.useParams()
  return <CheckoutWindow token={token} />
}
