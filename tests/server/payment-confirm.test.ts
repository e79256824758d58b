import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auth,
  confirm,
  confirmBody,
  eventsOf,
  openPaymentWorld,
  orderRow,
  payInWindow,
  type PaymentWorld,
} from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
})
afterAll(() => world.close())

describe('paying by card through the sandbox window', () => {
  it('creates an order priced by the server, pays it in the window and confirms it with a receipt', async () => {
    const { order, query } = await payInWindow(world, 'card')
    expect(order.amount).toBe(20_000)
    expect(query.amount).toBe('20000')
    const res = await confirm(world, confirmBody(query))
    expect(res.statusCode).toBe(200)
    const paid = res.json()
    expect(paid).toMatchObject({ state: 'DONE', label: 'paid', method: 'card', refundableAmount: 20_000 })
    expect(paid.receiptNo).toMatch(/^SBX-/)
    const read = await world.app.inject({ url: `/api/payments/orders/${order.orderNo}`, headers: auth(world) })
    expect(read.json().receiptNo).toBe(paid.receiptNo)
    const list = await world.app.inject({ url: '/api/payments/orders?year=2026', headers: auth(world) })
    expect(list.json().items[0].orderNo).toBe(order.orderNo)
    const none = await world.app.inject({ url: '/api/payments/orders?year=2020', headers: auth(world) })
    expect(none.json().items).toEqual([])
  })

  it('refuses a tampered amount with "please check payment amount" and charges nothing', async () => {
    const { order, query } = await payInWindow(world, 'card')
    const res = await confirm(world, { ...confirmBody(query), amount: 100 })
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH')
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(0)
    expect((await orderRow(world, order.orderNo)).state).toBe('READY')
  })

  it('charges once and settles once when 20 confirms of one order arrive at the same time', async () => {
    const { order, query } = await payInWindow(world, 'card')
    const calls = world.sandbox.confirmCalls
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(world, confirmBody(query))))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1)
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true)
    expect(world.sandbox.confirmCalls - calls).toBe(1)
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(1)
    const row = await orderRow(world, order.orderNo)
    expect(row.state).toBe('DONE')
    expect(world.tickets.paid.get(row.id)).toBe(1)
    expect((await eventsOf(world, order.orderNo)).filter((e) => e.kind === 'paid')).toHaveLength(1)
    // Once settled, the loser's retry answers the paid order.
    expect((await confirm(world, confirmBody(query))).json().state).toBe('DONE')
  })

  it('sends a refused card back to the fail URL with the insufficient funds code', async () => {
    const { redirect, query } = await payInWindow(world, 'card', {
      method: 'card',
      cardNumber: '4330000000000019',
      expiry: '12/30',
    })
    expect(redirect.pathname).toBe('/payments/fail')
    expect(query.code).toBe('INSUFFICIENT_FUNDS')
  })

  it('aborts the order when the card is refused at confirm, and its rows are payable again', async () => {
    const { order, query } = await payInWindow(world, 'card', {
      method: 'card',
      cardNumber: '4330000000000027',
      expiry: '12/30',
    })
    const res = await confirm(world, confirmBody(query))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED' })
    const row = await orderRow(world, order.orderNo)
    expect(row.state).toBe('ABORTED')
    expect(world.tickets.abandoned).toContain(row.id)
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(0)
  })

  it("answers the window's cancel with PAY_PROCESS_CANCELED at the fail URL", async () => {
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: auth(world),
      payload: { purpose: 'ticket', refs: [5], method: 'card' },
    })
    const token = created.json().checkoutUrl.split('/').pop()
    const session = await world.app.inject({ url: `/api/sandbox/pay/sessions/${token}` })
    expect(session.json()).toMatchObject({ amount: 10_000, mode: 'payment', state: 'open', methods: ['card'] })
    const closed = await world.app.inject({ method: 'POST', url: `/api/sandbox/pay/sessions/${token}/cancel` })
    expect(new URL(closed.json().redirectUrl, 'http://x').searchParams.get('code')).toBe('PAY_PROCESS_CANCELED')
    const again = await world.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'vbank', bank: 'x' },
    })
    expect(again.statusCode).toBe(409)
  })
})
