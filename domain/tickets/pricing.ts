import { type CouponTerms, couponDiscount } from '@domain/wallet/coupons'

/**
 * What a ticket purchase costs (docs/requirements/ticketing.md#tkt-4), in integer won: the one rule the purchase form
 * shows and the server charges. The server recomputes it from the stored price, the coupon's stored terms and the
 * member's balance; the browser's figures are never trusted.
 *
 * - A coupon takes its discount off one ticket. A discount above the ticket price is capped at the ticket price; the
 *   form asks before applying it (`couponAboveTicket`).
 * - Cash pays what is left after the coupon; asking for more than that applies "the maximum" (`cashCapped`).
 */
export interface TicketQuoteInput {
  unitPriceWon: number
  quantity: number
  coupon: CouponTerms | null
  /** Cash the buyer asked to use; 0 for none. */
  cashWon: number
}

export interface TicketQuote {
  unitPriceWon: number
  quantity: number
  subtotalWon: number
  /** The coupon's own discount before the ticket-price cap (0 without a coupon). */
  couponFaceWon: number
  couponDiscountWon: number
  /** The coupon's discount is above the ticket price, so the ticket price applies (the form asks first). */
  couponAboveTicket: boolean
  cashWon: number
  /** The cash asked for was above what is left to pay, so only that is used. */
  cashCapped: boolean
  /** What the payment provider charges; 0 when coupon and cash pay everything. */
  payableWon: number
}

const wholeWon = (n: number) => Number.isInteger(n) && n >= 0

export function quoteTickets(input: TicketQuoteInput): TicketQuote {
  const { unitPriceWon, quantity } = input
  if (!wholeWon(unitPriceWon) || !Number.isInteger(quantity) || quantity < 1 || !wholeWon(input.cashWon))
    throw new RangeError('A ticket quote takes whole won and a quantity of at least 1')
  const subtotalWon = unitPriceWon * quantity
  const coupon = input.coupon
  // An amount coupon's face can pass the ticket price; a percent one (at most 100 %) never does.
  const couponFaceWon = coupon === null ? 0 : coupon.discountKind === 'amount' ? coupon.discountValue : 0
  const couponDiscountWon = coupon === null ? 0 : Math.min(couponDiscount(coupon, unitPriceWon), subtotalWon)
  const couponAboveTicket = couponFaceWon > unitPriceWon
  const leftWon = subtotalWon - couponDiscountWon
  const cashWon = Math.min(input.cashWon, leftWon)
  return {
    unitPriceWon,
    quantity,
    subtotalWon,
    couponFaceWon: coupon?.discountKind === 'percent' ? couponDiscountWon : couponFaceWon,
    couponDiscountWon,
    couponAboveTicket,
    cashWon,
    cashCapped: input.cashWon > leftWon,
    payableWon: leftWon - cashWon,
  }
}
