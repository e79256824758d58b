import { describe, expect, it } from 'vitest'
import { couponBoxState, couponDiscount, normalizeCouponCode } from './coupons'

const validFrom = new Date('2026-06-01T00:00:00Z')
const validUntil = new Date('2026-07-01T00:00:00Z')
const inside = new Date('2026-06-15T00:00:00Z')

describe('coupon discount (MY-14)', () => {
  it('takes a fixed amount, never more than the price', () => {
    expect(couponDiscount({ discountKind: 'amount', discountValue: 5_000, maxDiscountWon: null }, 30_000)).toBe(5_000)
    expect(couponDiscount({ discountKind: 'amount', discountValue: 5_000, maxDiscountWon: null }, 3_000)).toBe(3_000)
  })

  it('takes a percent rounded down to the won, up to its cap', () => {
    expect(couponDiscount({ discountKind: 'percent', discountValue: 10, maxDiscountWon: null }, 12_345)).toBe(1_234)
    expect(couponDiscount({ discountKind: 'percent', discountValue: 50, maxDiscountWon: 10_000 }, 80_000)).toBe(10_000)
  })
})

describe('coupon box state (MY-14)', () => {
  const held = { held: 'held' as const, withdrawn: false, validFrom, validUntil }
  it('is before use inside the window, cannot be used before it or when withdrawn, use expired after it', () => {
    expect(couponBoxState(held, inside)).toBe('before_use')
    expect(couponBoxState(held, new Date('2026-05-31T23:59:59Z'))).toBe('cannot_be_used')
    expect(couponBoxState({ ...held, withdrawn: true }, inside)).toBe('cannot_be_used')
    expect(couponBoxState(held, validUntil)).toBe('use_expired')
  })

  it('says used and selected whatever the clock', () => {
    expect(couponBoxState({ ...held, held: 'used' }, validUntil)).toBe('used')
    expect(couponBoxState({ ...held, held: 'selected' }, inside)).toBe('selected')
  })

  it('reads a typed code the way it was printed', () => {
    expect(normalizeCouponCode(' fw-2026 welcome ')).toBe('FW2026WELCOME')
  })
})
