import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TicketQuoteDto } from '@contract/tickets'
import { quoteTickets as localQuote } from '@domain/tickets/pricing'
import type { TicketSelection } from '@domain/tickets/selection'
import { quoteTickets } from '@/api/tickets'

/**
 * The selection's figures (docs/requirements/ticketing.md#tkt-4): the server's quote, and while it loads the same rule
 * computed here from the price and the cash (the coupon's terms are the server's to know), so the total never
 * blinks. Only the server's quote may be paid (`expectedPayableWon`).
 */
export function useQuote(selection: TicketSelection, unitPriceWon: number | null) {
  const { productId, quantity, couponCode, cashWon } = selection
  const server = useQuery({
    queryKey: ['member', 'tickets', 'quote', productId, quantity, couponCode, cashWon] as const,
    queryFn: ({ signal }) => quoteTickets({ productId: productId!, quantity, couponCode, cashWon }, signal),
    enabled: productId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  })
  const estimate: TicketQuoteDto | null =
    unitPriceWon === null
      ? null
      : { ...localQuote({ unitPriceWon, quantity, coupon: null, cashWon }), cashBalanceWon: 0 }
  const fresh = server.data && !server.isPlaceholderData ? server.data : null
  return { quote: fresh ?? estimate, confirmed: fresh, server }
}
