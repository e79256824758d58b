/**
 * Ticketing calls (docs/requirements/ticketing.md#tkt-1): a tournament's products, the server's quote, the purchase,
 * the waiting room, and the member's purchases with their cancellation. Only lazy pages import this file (it brings
 * the ticketing contract, and zod with it); the keys of the member's purchases sit under `member`, so they leave the
 * cache with the member (src/app/member-cache.ts).
 */
import type { RefundAccount } from '@contract/payments'
import { queryOptions } from '@tanstack/react-query'
import {
  queueCheckSchema,
  ticketProductsSchema,
  ticketPurchaseSchema,
  ticketPurchasesSchema,
  ticketPurchaseStartedSchema,
  ticketQuoteSchema,
  type QueuePurpose,
  type TicketPurchaseBody,
} from '@contract/tickets'
import { api } from './client'
import { STALE } from './query-keys'

export const ticketKeys = {
  products: (gameId: number) => ['tickets', 'products', gameId] as const,
  mine: () => ['member', 'tickets', 'mine'] as const,
  queue: (gameId: number) => ['member', 'tickets', 'queue', gameId] as const,
}

/** What is left changes by the second during a sale: the page asks again at most every 15 seconds. */
const PRODUCTS_STALE_MS = 15_000

export const ticketProductsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: ticketKeys.products(gameId),
    queryFn: async ({ signal }) =>
      (
        await api.get('/game/player/goods', {
          query: { gameId: String(gameId) },
          schema: ticketProductsSchema,
          signal,
          withSession: false,
        })
      ).data,
    staleTime: PRODUCTS_STALE_MS,
  })

export interface QuoteRequest {
  productId: number
  quantity: number
  couponCode: string | null
  cashWon: number
}

/** POST /game/player/goods/quote: the server's figures for a selection (nothing is held). */
export async function quoteTickets(body: QuoteRequest, signal?: AbortSignal) {
  return (await api.post('/game/player/goods/quote', body, { schema: ticketQuoteSchema, signal })).data
}

/** POST /game/player/goods: holds the seats and opens the payment (`checkoutUrl` null: nothing left to pay). */
export async function purchaseTickets(body: TicketPurchaseBody, idempotencyKey: string) {
  return (
    await api.post('/game/player/goods', body, {
      schema: ticketPurchaseStartedSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data
}

/**
 * GET /netfunnerl/check: the buyer's place in the waiting room (the specification's spelling); the applications'
 * room is asked with its purpose (docs/requirements/tournament-applications.md#app-10).
 */
export async function checkQueue(gameId: number, token: string | null, signal?: AbortSignal, purpose?: QueuePurpose) {
  const query: Record<string, string> = { gameId: String(gameId) }
  if (purpose && purpose !== 'tickets') query.purpose = purpose
  if (token) query.token = token
  return (await api.get('/netfunnerl/check', { query, schema: queueCheckSchema, signal })).data
}

export const myTicketsQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.mine(),
    queryFn: async ({ signal }) => (await api.get('/mypage/tickets', { schema: ticketPurchasesSchema, signal })).data,
    staleTime: STALE.default,
  })

/**
 * POST /mypage/tickets/{id}/cancel with an `Idempotency-Key` made once per attempt: a repeated click or a retry
 * after a lost answer gets the stored result instead of a second refund (docs/requirements/payments.md#pay-8).
 */
export async function cancelTicketPurchase(id: number, idempotencyKey: string, refundAccount?: RefundAccount) {
  return (
    await api.post(`/mypage/tickets/${id}/cancel`, refundAccount ? { refundAccount } : {}, {
      schema: ticketPurchaseSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data
}

/**
 * POST /mypage/tickets/{id}/release: the payment window came back failed or cancelled, so the held seats, the coupon
 * and the cash go back at once instead of when the hold ends (docs/decisions/0077-ticket-holds.md).
 */
export async function releaseTicketPurchase(id: number) {
  return (await api.post(`/mypage/tickets/${id}/release`, undefined, { schema: ticketPurchaseSchema })).data
}
