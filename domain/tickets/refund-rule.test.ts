import { describe, expect, it } from 'vitest'
import { mayRefund, refundDeadline } from './refund-rule'

describe('the ticket refund rule', () => {
  it('ends at midnight Seoul before the ticket’s day, or before the first round for an all-days ticket', () => {
    expect(refundDeadline('2026-07-03', '2026-07-02').toISOString()).toBe('2026-07-02T15:00:00.000Z')
    expect(refundDeadline(null, '2026-07-02').toISOString()).toBe('2026-07-01T15:00:00.000Z')
  })

  it('refunds until the last instant of the day before, not after, and never a purchase with a used ticket', () => {
    const deadline = refundDeadline('2026-07-03', '2026-07-02')
    expect(mayRefund(deadline, false, new Date('2026-07-02T14:59:59Z'))).toBe(true)
    expect(mayRefund(deadline, false, new Date('2026-07-02T15:00:00Z'))).toBe(false)
    expect(mayRefund(deadline, true, new Date('2026-07-01T00:00:00Z'))).toBe(false)
  })
})
