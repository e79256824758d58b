import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentOrders } from '../../../server/db/schema/index'
import type { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox'
import { lapseUnpaidPlaces } from '../../../server/modules/game-apply/lapses'
import { standingFixture, type StandingFixture } from '../standing/fixture'
import { applyAs, fieldOf, makeGame } from './apply-support'
import { cancelAs, deliverWebhooks, deposit, payEntryFees } from './pay-support'

/**
 * The entry fee through the payment door (docs/decisions/0082-application-lifecycle.md, APP-8): by card, by virtual
 * account until the deposit, several places in one order (the cart), and the cancel that refunds it.
 */
describe('paying and cancelling entry fees', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const mine = async (loginId: string) => (await fx.as(loginId, 'GET', '/api/mypage/game-apply')).json().items

  it('is paid by card, then cancelled with a full refund; the place goes back', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow01', game.id)).json()
    const stranger = await fx.as('member01', 'POST', '/api/payments/orders', {
      purpose: 'entry_fee',
      refs: [id],
      method: 'card',
    })
    expect(stranger.json().code).toBe('PAYMENT_NOT_PAYABLE')
    const { created, confirmed } = await payEntryFees(fx, 'fellow01', [id], 'card')
    expect(created.json().order).toMatchObject({ purpose: 'entry_fee', amount: 100_000 })
    expect(confirmed?.statusCode, confirmed?.body).toBe(200)
    const [paid] = await mine('fellow01')
    expect(paid).toMatchObject({ id, state: 'paid', method: 'card', canChange: true })
    expect(paid.orderNo).toBe(confirmed!.json().orderNo)

    const cancelled = await cancelAs(fx, 'fellow01', { applicationId: id }, `game-cancel-${id}`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', canChange: false })
    const order = await fx.as('fellow01', 'GET', `/api/payments/orders/${paid.orderNo}`)
    expect(order.json()).toMatchObject({ state: 'CANCELED', canceledAmount: 100_000 })
    const again = await cancelAs(fx, 'fellow01', { applicationId: id }, `game-cancel-${id}`)
    expect(again.json().state).toBe('cancelled')
    expect((await fx.as('fellow01', 'GET', `/api/payments/orders/${paid.orderNo}`)).json().cancels).toHaveLength(1)
    expect(await fieldOf(fx.db, game.id)).toMatchObject({ accepted: 0, waitlisted: 0, arrivals: 1 })
  })

  it('waits for a virtual account’s deposit; paid, it is cancellation requested until the bank’s refund', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow02', game.id)).json()
    const { confirmed } = await payEntryFees(fx, 'fellow02', [id], 'vbank')
    expect(confirmed?.json().state).toBe('WAITING_FOR_DEPOSIT')
    expect((await mine('fellow02'))[0]).toMatchObject({ id, state: 'waiting_for_deposit', method: 'vbank' })
    await deposit(fx, confirmed!.json().virtualAccount.accountNumber, 100_000)
    expect((await mine('fellow02'))[0]).toMatchObject({ id, state: 'paid' })

    const without = await cancelAs(fx, 'fellow02', { applicationId: id }, `vb-cancel-${id}-a`)
    expect([without.statusCode, without.json().code]).toEqual([422, 'REFUND_ACCOUNT_REQUIRED'])
    expect((await mine('fellow02'))[0].state).toBe('paid')
    const refundAccount = { bank: 'Kookmin', accountNumber: '12345678901', holder: '이동료' }
    const requested = await cancelAs(fx, 'fellow02', { applicationId: id, refundAccount }, `vb-cancel-${id}-b`)
    expect(requested.statusCode, requested.body).toBe(200)
    expect(requested.json().state).toBe('cancellation_requested')
    expect(await fieldOf(fx.db, game.id)).toMatchObject({ accepted: 0 })
    expect(await (fx.app.payments as SandboxPaymentProvider).sendPendingRefunds()).toBe(1)
    await deliverWebhooks(fx)
    expect(await lapseUnpaidPlaces(fx.db, fx.clock())).toMatchObject({ refunded: 1 })
    expect((await mine('fellow02'))[0].state).toBe('cancelled')
  })

  it('withdraws an issued virtual account and keeps the place, to be paid by card', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow03', game.id)).json()
    const { confirmed } = await payEntryFees(fx, 'fellow03', [id], 'vbank')
    expect(confirmed?.json().state).toBe('WAITING_FOR_DEPOSIT')
    const withdrawn = await fx.as('fellow03', 'POST', '/api/game/cancel/vbank', { applicationId: id })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json()).toMatchObject({ state: 'awaiting_payment', orderNo: null, method: null })
    expect((await fx.as('fellow03', 'GET', `/api/payments/orders/${confirmed!.json().orderNo}`)).json().state).toBe(
      'CANCELED',
    )
    const twice = await fx.as('fellow03', 'POST', '/api/game/cancel/vbank', { applicationId: id })
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'PAYMENT_NOT_CANCELABLE'])
    expect((await payEntryFees(fx, 'fellow03', [id], 'card')).confirmed?.statusCode).toBe(200)
    expect((await mine('fellow03'))[0]).toMatchObject({ state: 'paid', method: 'card' })
  })

  it('cancels a place whose virtual account waits for the deposit: the account closes, the place goes', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow04', game.id)).json()
    const { confirmed } = await payEntryFees(fx, 'fellow04', [id], 'vbank')
    expect(confirmed?.json().state).toBe('WAITING_FOR_DEPOSIT')
    const cancelled = await cancelAs(fx, 'fellow04', { applicationId: id }, `wfd-cancel-${id}`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' })
    const order = await fx.as('fellow04', 'GET', `/api/payments/orders/${confirmed!.json().orderNo}`)
    expect(order.json().state).toBe('CANCELED')
    expect(await fieldOf(fx.db, game.id)).toMatchObject({ accepted: 0 })
  })

  it('pays several places in one order (the cart) and removes unpaid ones from it', async () => {
    const [a, b, c] = [await makeGame(fx.db), await makeGame(fx.db), await makeGame(fx.db)]
    const ids = [] as number[]
    for (const game of [a, b, c]) ids.push((await applyAs(fx, 'member01', game.id)).json().id)
    const cart = (await fx.as('member01', 'GET', '/api/game/applyList')).json().items
    expect(cart.filter((i: { id: number }) => ids.includes(i.id)).map((i: { state: string }) => i.state)).toEqual([
      'awaiting_payment',
      'awaiting_payment',
      'awaiting_payment',
    ])
    const { created, confirmed } = await payEntryFees(fx, 'member01', [ids[0]!, ids[1]!], 'card')
    expect(created.json().order.amount).toBe(200_000)
    // The order never outlives the places' payBy (lapse.test.ts pays one close to it).
    const [row] = await fx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, created.json().order.orderNo))
    const payBy = Date.parse(cart.find((i: { id: number }) => i.id === ids[0]).payBy)
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(payBy)
    expect(confirmed?.statusCode).toBe(200)
    const notInCart = await fx.as('member01', 'POST', '/api/game/apply/cartdelsch', { applicationIds: [ids[0]] })
    expect([notInCart.statusCode, notInCart.json().code]).toEqual([404, 'NO_DATA_TO_REMOVE'])
    const removed = await fx.as('member01', 'POST', '/api/game/apply/cartdelsch', { applicationIds: [ids[2], ids[0]] })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ removed: [ids[2]] })
    expect(await fieldOf(fx.db, c.id)).toMatchObject({ accepted: 0 })
    // Cancelling one place of the cart's order refunds only its own line.
    const one = await cancelAs(fx, 'member01', { applicationId: ids[1] }, `cart-cancel-${ids[1]}`)
    expect(one.json().state).toBe('cancelled')
    const order = await fx.as('member01', 'GET', `/api/payments/orders/${confirmed!.json().orderNo}`)
    expect(order.json()).toMatchObject({ state: 'PARTIAL_CANCELED', canceledAmount: 100_000 })
    expect((await mine('member01')).find((i: { id: number }) => i.id === ids[0]).state).toBe('paid')
  })
})
