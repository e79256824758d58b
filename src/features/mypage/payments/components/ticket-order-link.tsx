import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myTicketsQueryOptions } from '@/api/tickets'

/**
 * A paid ticket order leads to its purchase's completion page with the QR tickets
 * (docs/requirements/ticketing.md#tkt-3); the purchase is found by the order's number among the member's purchases,
 * and until it is found the link goes to the member's tickets.
 */
export function TicketOrderLink({ orderNo }: { orderNo: string }) {
  const mine = useQuery(myTicketsQueryOptions())
  const purchase = mine.data?.items.find((p) => p.orderNo === orderNo)
  return purchase ? (
    <Link
      to="/tickets/complete/$purchaseId"
      params={{ purchaseId: String(purchase.id) }}
      className="btn btn--primary btn--lg"
    >
      <Trans>See your tickets</Trans>
    </Link>
  ) : (
    <Link to="/member/mypage" search={{ tab: 'tickets' }} className="btn btn--lg">
      <Trans>Go to my tickets</Trans>
    </Link>
  )
}
