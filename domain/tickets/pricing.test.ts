import { describe, expect, it } from 'vitest'
import { quoteTickets } from './pricing'

const amount = (won: number) => ({ discountKind: 'amount' as const, discountValue: won, maxDiscountWon: null })

describe('quoteTickets (docs/requirements/ticketing.md#tkt-4)', () => {
  it('takes the coupon off one ticket and cash off what is left', () => {
    const q = quoteTickets({ unitPriceWon: 30_000, quantity: 2, coupon: amount(5_000), cashWon: 3_000 })
    expect(q).toMatchObject({ subtotalWon: 60_000, couponDiscountWon: 5_000, cashWon: 3_000, payableWon: 52_000 })
    expect(q.couponAboveTicket).toBe(false)
  })

  it('caps a coupon above the ticket price at the ticket price and says so', () => {
    const q = quoteTickets({ unitPriceWon: 20_000, quantity: 3, coupon: amount(50_000), cashWon: 0 })
    expect(q).toMatchObject({ couponFaceWon: 50_000, couponDiscountWon: 20_000, couponAboveTicket: true })
    expect(q.payableWon).toBe(40_000)
  })

  it('applies a percent coupon to one ticket, rounded down and capped by its maximum', () => {
    const terms = { discountKind: 'percent' as const, discountValue: 15, maxDiscountWon: 4_000 }
    expect(quoteTickets({ unitPriceWon: 19_990, quantity: 2, coupon: terms, cashWon: 0 }).couponDiscountWon).toBe(2_998)
    expect(quoteTickets({ unitPriceWon: 40_000, quantity: 1, coupon: terms, cashWon: 0 }).couponDiscountWon).toBe(4_000)
  })

  it('uses at most what is left to pay in cash: the maximum applies', () => {
    const q = quoteTickets({ unitPriceWon: 10_000, quantity: 1, coupon: amount(4_000), cashWon: 9_000 })
    expect(q).toMatchObject({ cashWon: 6_000, cashCapped: true, payableWon: 0 })
  })

  it('refuses fractions, negatives and a quantity below one', () => {
    expect(() => quoteTickets({ unitPriceWon: 10_000.5, quantity: 1, coupon: null, cashWon: 0 })).toThrow(RangeError)
    expect(() => quoteTickets({ unitPriceWon: 10_000, quantity: 0, coupon: null, cashWon: 0 })).toThrow(RangeError)
    expect(() => quoteTickets({ unitPriceWon: 10_000, quantity: 1, coupon: null, cashWon: -1 })).toThrow(RangeError)
  })
})
