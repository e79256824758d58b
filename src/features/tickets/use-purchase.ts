import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { TicketPurchaseBody } from '@contract/tickets'
import { isApiError } from '@/api/client'
import { purchaseTickets, ticketKeys } from '@/api/tickets'
import { leavePage } from '@/lib/leave-page'
import { codeOf } from './purchase-errors'

interface PurchaseHandlers {
  /** The server's total differs from the one shown (PAYMENT_AMOUNT_MISMATCH): re-quote. */
  onAmountChanged: () => void
  /** The waiting room's admission is missing or over (QUEUE_TOKEN_REQUIRED): queue again. */
  onQueueAgain: () => void
  /** The coupon was refused at purchase (INVALID_COUPON): take it off. */
  onCouponRefused: () => void
}

/**
 * POST /game/player/goods (docs/requirements/ticketing.md#tkt-3): the seats are held and the payment door's window
 * opens; with nothing left to pay the server completes the purchase and the completion page follows at once.
 */
export function usePurchase(gameId: number, handlers: PurchaseHandlers) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // One key a pay attempt: a retry after a lost answer gets the same hold back instead of a second one; any answer
  // from the server ends the attempt (docs/decisions/0077-ticket-holds.md).
  const key = useRef(crypto.randomUUID())
  return useMutation({
    mutationFn: (body: TicketPurchaseBody) => purchaseTickets(body, key.current),
    onSuccess: ({ purchase, checkoutUrl }) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.products(gameId) })
      void queryClient.invalidateQueries({ queryKey: ticketKeys.mine() })
      if (checkoutUrl) leavePage.to(checkoutUrl)
      else void navigate({ to: '/tickets/complete/$purchaseId', params: { purchaseId: String(purchase.id) } })
    },
    onSettled: (_data, error) => {
      if (!isApiError(error) || (error.kind !== 'network' && error.kind !== 'timeout'))
        key.current = crypto.randomUUID()
    },
    onError: (error) => {
      const code = codeOf(error)
      if (code === 'PAYMENT_AMOUNT_MISMATCH') handlers.onAmountChanged()
      else if (code === 'QUEUE_TOKEN_REQUIRED') handlers.onQueueAgain()
      else if (code === 'INVALID_COUPON') handlers.onCouponRefused()
      else if (code === 'TICKETS_SOLD_OUT' || code === 'TICKET_SALE_CLOSED')
        void queryClient.invalidateQueries({ queryKey: ticketKeys.products(gameId) })
    },
  })
}
