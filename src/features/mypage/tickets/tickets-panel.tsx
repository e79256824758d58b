import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { myTicketsQueryOptions } from '@/api/tickets'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { PanelError } from '../components/panel-error'
import { PurchaseCard } from './purchase-card'
import './tickets.css'

/**
 * /member/mypage?tab=tickets: the member's ticket purchases, newest first, with their QR tickets and cancellation
 * (docs/requirements/ticketing.md#tkt-7). Unfinished holds are left out: they never became a purchase.
 */
export function TicketsPanel() {
  const mine = useQuery(myTicketsQueryOptions())
  if (mine.isPending) return <Skeleton height="12rem" radius="16px" />
  if (mine.isError) return <PanelError onRetry={() => void mine.refetch()} />
  const items = mine.data.items.filter((p) => p.state !== 'released')
  return (
    <section className="mypage-card" aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className="mypage-card__title">
        <Trans>My tickets</Trans>
      </h2>
      {items.length === 0 ? (
        <EmptyState icon="ticket" title={<Trans>No purchase history.</Trans>}>
          <Trans>Tickets you buy on a tournament's page appear here with their QR codes.</Trans>
        </EmptyState>
      ) : (
        <ul role="list" className="my-tickets">
          {items.map((purchase) => (
            <PurchaseCard key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      )}
    </section>
  )
}
