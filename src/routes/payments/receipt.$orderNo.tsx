import { createFileRoute } from '@tanstack/react-router'
import { Receipt } from '@/features/mypage/payments/components/receipt'

/** /payments/receipt/{orderNo}: the printable receipt. */
export const Route = createFileRoute('/payments/receipt/$orderNo')({
  component: ReceiptRoute,
})

function ReceiptRoute() {
  const { orderNo } = Route.useParams()
  return <Receipt orderNo={orderNo} />
}
