/**
 * Coupons (docs/requirements/my-page.md#my-14): what one takes off an amount, and the state a member sees in the
 * coupon box. Pure: the server stores whether a coupon is held, selected or used; the rest follows from the clock.
 */

/** The box's states, in the specification's words: before use, used, selected, use expired, cannot be used. */
export const COUPON_BOX_STATES = ['before_use', 'used', 'selected', 'use_expired', 'cannot_be_used'] as const
export type CouponBoxState = (typeof COUPON_BOX_STATES)[number]

export interface CouponTerms {
  discountKind: 'amount' | 'percent'
  /** Won for `amount`, 1-100 for `percent`. */
  discountValue: number
  /** The cap in won of a percent coupon; null without one. */
  maxDiscountWon: number | null
}

/** Integer won taken off `amount`: never more than the amount, a percent rounded down to the won and capped. */
export function couponDiscount(terms: CouponTerms, amount: number): number {
  if (amount <= 0) return 0
  const raw = terms.discountKind === 'amount' ? terms.discountValue : Math.floor((amount * terms.discountValue) / 100)
  const capped = terms.maxDiscountWon === null ? raw : Math.min(raw, terms.maxDiscountWon)
  return Math.max(0, Math.min(amount, capped))
}

export interface HeldCoupon {
  /** What the member's copy is: held, selected by an open order, or used. */
  held: 'held' | 'selected' | 'used'
  /** The association withdrew the coupon. */
  withdrawn: boolean
  validFrom: Date
  /** Exclusive. */
  validUntil: Date
}

/**
 * The box's state at `now`. Used and selected say what the member did; otherwise an expired coupon is "use
 * expired", and one not valid yet or withdrawn by the association "cannot be used"; the rest is "before use".
 */
export function couponBoxState(c: HeldCoupon, now: Date): CouponBoxState {
  if (c.held === 'used') return 'used'
  if (c.held === 'selected') return 'selected'
  if (now.getTime() >= c.validUntil.getTime()) return 'use_expired'
  if (c.withdrawn || now.getTime() < c.validFrom.getTime()) return 'cannot_be_used'
  return 'before_use'
}

/** Whether an order may select the coupon now. */
export const couponUsable = (c: HeldCoupon, now: Date) => couponBoxState(c, now) === 'before_use'

/** Codes are typed by people: upper case, no spaces or dashes ("fw-2026 welcome" reads as FW2026WELCOME). */
export const normalizeCouponCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase()
