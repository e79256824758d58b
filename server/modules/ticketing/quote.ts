import { ERROR_CODES } from '@contract/errors'
import type { TicketQuoteDto } from '@contract/tickets'
import { quoteTickets } from '@domain/tickets/pricing'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { cashBalanceOf, usableCouponOf } from '../wallet/index'
import { productRow } from './products'

export interface QuoteInput {
  productId: number
  quantity: number
  couponCode: string | null
  cashWon: number
}

/**
 * POST /api/game/player/goods/quote (docs/requirements/ticketing.md#tkt-4): the one pricing rule on the stored
 * price, the stored terms of a coupon in the member's box usable now (422 INVALID_COUPON otherwise) and the cash
 * balance (422 CASH_INSUFFICIENT above it). Holds nothing.
 */
export async function quotePurchase(
  db: AppDb,
  memberId: number,
  input: QuoteInput,
  now: Date,
): Promise<TicketQuoteDto> {
  const product = await productRow(db, input.productId)
  const coupon = input.couponCode ? await usableCouponOf(db, memberId, input.couponCode, now) : null
  if (input.couponCode && !coupon) throw httpError(422, ERROR_CODES.INVALID_COUPON, 'Invalid coupon.')
  const balance = await cashBalanceOf(db, memberId)
  const quote = quoteTickets({
    unitPriceWon: product.priceWon,
    quantity: input.quantity,
    coupon: coupon?.terms ?? null,
    cashWon: input.cashWon,
  })
  if (quote.cashWon > balance) throw httpError(422, ERROR_CODES.CASH_INSUFFICIENT, 'Not enough cash.')
  return { ...quote, cashBalanceWon: balance }
}
