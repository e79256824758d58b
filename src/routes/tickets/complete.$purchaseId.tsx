import { createFileRoute, notFound } from '@tanstack/react-router'
import { CompletionPage } from '@/features/tickets/completion-page'

/** /tickets/complete/{purchaseId}: the purchase number and the QR tickets (docs/requirements/ticketing.md#tkt-3). */
export const Route = createFileRoute('/tickets/complete/$purchaseId')({
  params: {
    parse: ({ purchaseId }) => {
      const id = Number(purchaseId)
      if (!Number.isInteger(id) || id < 1) throw notFound()
      return { purchaseId: String(id) }
    },
  },
  component: CompletionRoute,
})

function CompletionRoute() {
  const { purchaseId } = Route.useParams()
  return <CompletionPage purchaseId={Number(purchaseId)} />
}
