import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRM_STUCK_MS, reconcilePayments } from '../../server/modules/payments/reconcile'
import { ORDER_TTL_MS } from '../../server/modules/payments/create-order'
import { VBANK_DUE_MS } from '../../server/providers/payment/sandbox'
import {
  confirm,
  confirmBody,
  eventsOf,
  openPaymentWorld,
  orderRow,
  payInWindow,
  relogin,
  type PaymentWorld,
} from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
})
afterAll(() => world.close())

const reconcile = () => reconcilePayments(world.db, world.sandbox, world.clock())

describe('the reconciliation job on a moved clock', () => {
  it('settles a confirm that crashed after the provider charged, and expires an order never paid', async () => {
    const charged = await payInWindow(world, 'card')
    const abandoned = await payInWindow(world, 'card', undefined, [7])
    // The confirm "crashes" right after the provider answered: the order stays IN_PROGRESS.
    world.sandbox.afterConfirm = async () => {
      world.sandbox.afterConfirm = null
      throw new Error('process died')
    }
    expect((await confirm(world, confirmBody(charged.query))).statusCode).toBe(500)
    expect((await orderRow(world, charged.order.orderNo)).state).toBe('IN_PROGRESS')
    expect(await reconcile()).toEqual({ expired: 0, settled: 0, aborted: 0, unreachable: 0 })
    world.clock.advance(Math.max(CONFIRM_STUCK_MS, ORDER_TTL_MS))
    expect(await reconcile()).toEqual({ expired: 1, settled: 1, aborted: 0, unreachable: 0 })
    const paid = await orderRow(world, charged.order.orderNo)
    expect(paid.state).toBe('DONE')
    expect(world.tickets.paid.get(paid.id)).toBe(1)
    expect((await eventsOf(world, charged.order.orderNo)).at(-1)).toMatchObject({
      kind: 'paid',
      cause: 'job:payments-reconcile',
    })
    const expired = await orderRow(world, abandoned.order.orderNo)
    expect(expired.state).toBe('EXPIRED')
    expect(world.tickets.abandoned).toContain(expired.id)
    expect(await reconcile()).toEqual({ expired: 0, settled: 0, aborted: 0, unreachable: 0 })
  })

  it('aborts a stuck confirm the provider never charged, and expires a virtual account past its due date', async () => {
    await relogin(world)
    const stuck = await payInWindow(world, 'card')
    // The provider refuses (fails at confirm) and the process dies before recording it.
    const refused = await payInWindow(
      world,
      'card',
      { method: 'card', cardNumber: '4330000000000027', expiry: '12/30' },
      [8],
    )
    world.sandbox.afterConfirm = async () => {
      world.sandbox.afterConfirm = null
      throw new Error('process died')
    }
    await confirm(world, confirmBody(refused.query))
    const vbank = await payInWindow(world, 'vbank', undefined, [9])
    expect((await confirm(world, confirmBody(vbank.query))).json().state).toBe('WAITING_FOR_DEPOSIT')
    world.clock.advance(VBANK_DUE_MS + 1000)
    const report = await reconcile()
    expect(report.aborted).toBe(1)
    expect(report.expired).toBeGreaterThanOrEqual(2)
    expect((await orderRow(world, refused.order.orderNo)).state).toBe('ABORTED')
    expect((await orderRow(world, vbank.order.orderNo)).state).toBe('EXPIRED')
    expect((await orderRow(world, stuck.order.orderNo)).state).toBe('EXPIRED')
  })
})
