import { describe, expect, it } from 'vitest'
import {
  maxQuantityOf,
  cashProblem,
  couponProblem,
  emptySelection,
  missingChoices,
  selectionReducer,
  type SelectionAction,
  type TicketSelection,
} from './selection'

const run = (...actions: SelectionAction[]): TicketSelection => actions.reduce(selectionReducer, emptySelection)

describe('ticket selection rules (docs/requirements/ticketing.md#tkt-4)', () => {
  it('keeps a coupon and cash the buyer applied to a selected ticket', () => {
    const s = run(
      { type: 'product', productId: 3 },
      { type: 'coupon', code: ' FWDEMO5000 ' },
      { type: 'cash', won: 2000 },
    )
    expect(s).toMatchObject({ productId: 3, couponCode: 'FWDEMO5000', cashWon: 2000, notice: null })
  })

  it('changing the quantity cancels both the coupon and the cash, and says so', () => {
    const s = run(
      { type: 'product', productId: 3 },
      { type: 'coupon', code: 'FWDEMO5000' },
      { type: 'cash', won: 2000 },
      { type: 'quantity', quantity: 2 },
    )
    expect(s).toMatchObject({ quantity: 2, couponCode: null, cashWon: 0, notice: 'discounts_cleared' })
  })

  it('changing the ticket cancels both too', () => {
    const s = run({ type: 'product', productId: 3 }, { type: 'cash', won: 1000 }, { type: 'product', productId: 4 })
    expect(s).toMatchObject({ productId: 4, cashWon: 0, notice: 'discounts_cleared' })
  })

  it('a quantity change without coupon or cash says nothing', () => {
    expect(run({ type: 'product', productId: 3 }, { type: 'quantity', quantity: 3 }).notice).toBeNull()
  })

  it('using a coupon resets the cash used', () => {
    const s = run({ type: 'product', productId: 3 }, { type: 'cash', won: 5000 }, { type: 'coupon', code: 'A1' })
    expect(s).toMatchObject({ couponCode: 'A1', cashWon: 0, notice: 'cash_reset' })
  })

  it('ignores a coupon or cash without a selected ticket', () => {
    expect(run({ type: 'coupon', code: 'A1' })).toEqual(emptySelection)
    expect(run({ type: 'cash', won: 1000 })).toEqual(emptySelection)
  })

  it('brings the quantity down to what a newly chosen ticket allows', () => {
    const five = run({ type: 'product', productId: 1 }, { type: 'quantity', quantity: 5 })
    const switched = selectionReducer(five, {
      type: 'product',
      productId: 2,
      maxQuantity: maxQuantityOf({ perMemberLimit: 2, leftCount: 9 }),
    })
    expect(switched.quantity).toBe(2)
    expect(maxQuantityOf({ perMemberLimit: 4, leftCount: 0 })).toBe(1)
  })

  it('keeps the quantity between 1 and 20', () => {
    expect(run({ type: 'quantity', quantity: 0 }).quantity).toBe(1)
    expect(run({ type: 'quantity', quantity: 99 }).quantity).toBe(20)
  })

  it('names what a coupon or cash still needs', () => {
    expect(couponProblem(emptySelection, 'A1')).toBe('select_ticket')
    const chosen = run({ type: 'product', productId: 3 })
    expect(couponProblem(chosen, '  ')).toBe('enter_code')
    expect(couponProblem(chosen, 'A1')).toBeNull()
    expect(cashProblem(emptySelection, 100)).toBe('select_ticket')
    expect(cashProblem(chosen, 0)).toBe('enter_amount')
    expect(cashProblem(chosen, 500)).toBeNull()
  })

  it('requires a ticket and a payment method', () => {
    expect(missingChoices(emptySelection)).toEqual(['ticket', 'method'])
    expect(missingChoices(run({ type: 'product', productId: 1 }, { type: 'method', method: 'card' }))).toEqual([])
  })
})
