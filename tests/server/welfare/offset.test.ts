import { describe, expect, it } from 'vitest'
import { planOffset } from '../../../server/modules/welfare/offset'

describe('the unpaid dues offset of a welfare payment (MY-9)', () => {
  const bills = [
    { id: 1, amount: 120_000 },
    { id: 2, amount: 120_000 },
    { id: 3, amount: 150_000 },
  ]
  it('settles whole bills, oldest first, while they fit in the amount', () => {
    expect(planOffset(300_000, bills)).toEqual({ ids: [1, 2], offset: 240_000, net: 60_000 })
    expect(planOffset(390_000, bills)).toEqual({ ids: [1, 2, 3], offset: 390_000, net: 0 })
  })
  it('never splits a bill: an amount under the oldest bill offsets nothing', () => {
    expect(planOffset(100_000, bills)).toEqual({ ids: [], offset: 0, net: 100_000 })
    expect(planOffset(0, [])).toEqual({ ids: [], offset: 0, net: 0 })
  })
})
