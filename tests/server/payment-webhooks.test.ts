import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentWebhookReceipts, sandboxWebhookOutbox } from '../../server/db/schema/index'
import { WEBHOOK_BACKOFF_MS } from '../../server/providers/payment/sandbox-outbox'
import { signWebhook } from '../../server/providers/payment/sandbox-signature'
import {
  auth,
  confirm,
  confirmBody,
  deliverWebhooks,
  eventsOf,
  openPaymentWorld,
  orderRow,
  payInWindow,
  WEBHOOK_SECRET,
  type PaymentWorld,
} from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
})
afterAll(() => world.close())

const deposit = (accountNumber: string, amount: number) =>
  world.app.inject({
    method: 'POST',
    url: '/api/sandbox/pay/deposits',
    payload: { accountNumber, amount, depositor: '김회원' },
  })

async function waitingVbank() {
  const { order, query } = await payInWindow(world, 'vbank')
  const res = await confirm(world, confirmBody(query))
  expect(res.json()).toMatchObject({ state: 'WAITING_FOR_DEPOSIT', label: 'waiting_for_deposit' })
  return { order, paymentKey: query.paymentKey as string, account: res.json().virtualAccount.accountNumber as string }
}

describe('virtual account deposits by webhook', () => {
  it('turns "waiting for deposit" into "paid" when its webhook arrives, refusing a wrong amount', async () => {
    const { order, account } = await waitingVbank()
    expect((await deposit(account, 19_999)).statusCode).toBe(422)
    expect((await deposit(account, 20_000)).statusCode).toBe(200)
    expect((await orderRow(world, order.orderNo)).state).toBe('WAITING_FOR_DEPOSIT')
    const report = await deliverWebhooks(world)
    expect(report.delivered).toBe(1)
    const read = await world.app.inject({ url: `/api/payments/orders/${order.orderNo}`, headers: auth(world) })
    expect(read.json()).toMatchObject({ state: 'DONE', label: 'paid' })
    expect(read.json().receiptNo).toMatch(/^SBX-/)
  })

  it('settles once when the deposit webhook lands while the confirm is still settling', async () => {
    const { order, query } = await payInWindow(world, 'vbank')
    world.sandbox.afterConfirm = async (result) => {
      world.sandbox.afterConfirm = null
      if (!result.ok || result.state !== 'WAITING_FOR_DEPOSIT') throw new Error('expected a virtual account')
      expect((await deposit(result.virtualAccount.accountNumber, 20_000)).statusCode).toBe(200)
      expect((await deliverWebhooks(world)).delivered).toBe(1)
    }
    const res = await confirm(world, confirmBody(query))
    expect(res.statusCode).toBe(200)
    expect(res.json().state).toBe('DONE')
    const row = await orderRow(world, order.orderNo)
    expect(world.tickets.paid.get(row.id)).toBe(1)
    const kinds = (await eventsOf(world, order.orderNo)).map((e) => e.kind)
    expect(kinds.filter((k) => k === 'paid')).toHaveLength(1)
    expect(kinds).not.toContain('vbank_issued')
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(1)
  })

  it('changes nothing for a replayed delivery or a forged one', async () => {
    const { order, account } = await waitingVbank()
    await deposit(account, 20_000)
    await deliverWebhooks(world)
    const row = await orderRow(world, order.orderNo)
    const [sent] = await world.db
      .select()
      .from(sandboxWebhookOutbox)
      .orderBy(sandboxWebhookOutbox.id)
      .then((r) => r.slice(-1))
    const event = sent as typeof sandboxWebhookOutbox.$inferSelect
    const headers = (body: string, secret = WEBHOOK_SECRET) => ({
      'content-type': 'application/json',
      'x-sandbox-event-id': event.eventId,
      'x-sandbox-signature': signWebhook(secret, body, world.clock()),
    })
    const replay = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: headers(event.body),
      payload: event.body,
    })
    expect(replay.json()).toEqual({ ok: true, duplicate: true })
    const forged = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: headers(event.body, 'someone-elses-secret-of-32-characters!!'),
      payload: event.body,
    })
    expect(forged.statusCode).toBe(401)
    const stale = signWebhook(WEBHOOK_SECRET, event.body, new Date(world.clock().getTime() - 3_600_000))
    const old = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { ...headers(event.body), 'x-sandbox-signature': stale },
      payload: event.body,
    })
    expect(old.statusCode).toBe(401)
    expect(world.tickets.paid.get(row.id)).toBe(1)
    const receipts = await world.db
      .select()
      .from(paymentWebhookReceipts)
      .where(eq(paymentWebhookReceipts.eventId, event.eventId))
    expect(receipts).toHaveLength(1)
    expect((await eventsOf(world, order.orderNo)).filter((e) => e.kind === 'paid')).toHaveLength(1)
  })

  it('a forged "paid" event for an unpaid order does not make it paid', async () => {
    const { order, paymentKey } = await waitingVbank()
    const body = JSON.stringify({
      eventId: 'evt_forged',
      eventType: 'PAYMENT_STATUS_CHANGED',
      paymentKey,
      orderId: order.orderNo,
      status: 'DONE',
    })
    // Correctly signed (as if the secret leaked): the door still asks the sandbox, which says it waits for the deposit.
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-event-id': 'evt_forged',
        'x-sandbox-signature': signWebhook(WEBHOOK_SECRET, body, world.clock()),
      },
      payload: body,
    })
    expect(res.statusCode).toBe(200)
    expect((await orderRow(world, order.orderNo)).state).toBe('WAITING_FOR_DEPOSIT')
  })

  it('retries with back-off while Fairway answers 500, and delivers on the third attempt', async () => {
    const { order, account } = await waitingVbank()
    await deposit(account, 20_000)
    world.failNextDeliveries = 2
    world.deliveries.length = 0
    expect((await deliverWebhooks(world)).failed).toBe(1)
    // Not due again before its back-off has passed.
    world.clock.advance(WEBHOOK_BACKOFF_MS[0] - 1000)
    expect(await deliverWebhooks(world)).toEqual({ delivered: 0, failed: 0, gaveUp: 0 })
    world.clock.advance(1000)
    expect((await deliverWebhooks(world)).failed).toBe(1)
    expect((await orderRow(world, order.orderNo)).state).toBe('WAITING_FOR_DEPOSIT')
    world.clock.advance(WEBHOOK_BACKOFF_MS[1])
    expect((await deliverWebhooks(world)).delivered).toBe(1)
    expect(world.deliveries).toEqual([500, 500, 200])
    expect((await orderRow(world, order.orderNo)).state).toBe('DONE')
    const [row] = await world.db
      .select()
      .from(sandboxWebhookOutbox)
      .orderBy(sandboxWebhookOutbox.id)
      .then((r) => r.slice(-1))
    expect(row).toMatchObject({ attempts: 3, lastStatus: 200 })
  })
})
