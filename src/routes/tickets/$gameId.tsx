import { createFileRoute, notFound } from '@tanstack/react-router'
import { PurchasePage } from '@/features/tickets/purchase-page'

/** /tickets/{gameId}: the purchase of one tournament's tickets (docs/decisions/0080-ticket-pages.md). */
export const Route = createFileRoute('/tickets/$gameId')({
  params: {
    parse: ({ gameId }) => {
      const id = Number(gameId)
      if (!Number.isInteger(id) || id < 1) throw notFound()
      return { gameId: String(id) }
    },
  },
  component: PurchaseRoute,
})

function PurchaseRoute() {
  const { gameId } = Route.useParams()
  return <PurchasePage key={gameId} gameId={Number(gameId)} />
}
