import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ticketProductsQueryOptions } from '@/api/tickets'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { PurchaseForm } from './purchase-form'
import { useQueue } from './use-queue'
import { WaitingRoom } from './waiting-room'
import './tickets.css'
import './purchase.css'

/**
 * /tickets/$gameId: buying tickets for one tournament (docs/requirements/ticketing.md#tkt-1, #tkt-3, #tkt-8). With the
 * waiting room on, the buyer queues first; the selection opens once admitted and the admission goes with the purchase.
 */
export function PurchasePage({ gameId }: { gameId: number }) {
  const { t } = useLingui()
  useDocumentTitle(t`Buy tickets`)
  const products = useQuery(ticketProductsQueryOptions(gameId))
  const roomOn = products.data?.waitingRoom === true
  const queue = useQueue(gameId, roomOn)
  const list = products.data?.products ?? []
  const onSale = list.some((p) => p.onSale && p.leftCount > 0)
  const admitted = !roomOn || queue.data?.state === 'admitted' || queue.data?.state === 'off'

  return (
    <div className="ticket-page">
      <header className="ticket-page__head">
        <p className="ticket-page__eyebrow">
          <Trans>Tickets</Trans>
        </p>
        <h1 className="ticket-page__title">
          <Trans>Buy tickets</Trans>
        </h1>
      </header>
      <div className="ticket-page__body">
        {products.isPending ? (
          <div role="status" aria-label={t`Loading tickets`}>
            <Skeleton height="14rem" radius="16px" />
          </div>
        ) : products.isError ? (
          <EmptyState icon="info" title={t`Tickets could not be loaded`}>
            <button type="button" className="btn" onClick={() => void products.refetch()}>
              {t`Try again`}
            </button>
          </EmptyState>
        ) : !onSale ? (
          <EmptyState
            icon="ticket"
            title={
              list.length > 0 && list.every((p) => p.leftCount === 0)
                ? t`All tickets sold.`
                : t`No ticket is on sale now.`
            }
          >
            <p>{t`Please check the tournament page for the sale dates.`}</p>
          </EmptyState>
        ) : !admitted ? (
          <WaitingRoom data={queue.data} progress={queue.progress} failed={queue.query.isError} />
        ) : (
          <PurchaseForm gameId={gameId} products={list} queueToken={queue.token} onQueueAgain={queue.restart} />
        )}
      </div>
    </div>
  )
}
