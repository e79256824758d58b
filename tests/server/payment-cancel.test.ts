import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs } from './auth-helpers'
import {
  auth,
  confirm,
  confirmBody,
  deliverWebhooks,
  newKey,
  openPaymentWorld,
  orderRow,
  payInWindow,
  type PaymentWorld,
} from './payment-support'

let world: PaymentWorld
let staff: string
beforeAll(async () => {
  world = await openPaymentWorld()
  staff = (await loginAs(world.app, 'staff01')).accessToken
})
afterAll(() => world.close())

const cancel = (orderNo: string, body: Record<string, unknown>, headers = auth(world)) =>
  world.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${orderNo}/cancel`,
    headers: { ...headers, 'idempotency-key': newKey() },
    payload: body,
  })

async function paidByCard() {
  const { order, query } = await payInWindow(world, 'card')
  expect((await confirm(world, confirmBody(query))).json().state).toBe('DONE')
  return order.orderNo
}

describe('cancel and refund', () => {
  it('refunds part, then the rest, and refuses anything above what is left without changing it', async () => {
    const orderNo = await paidByCard()
    const part = await cancel(orderNo, { amount: 5_000, reason: 'one seat less' })
    expect(part.json()).toMatchObject({
      state: 'PARTIAL_CANCELED',
      label: 'paid',
      canceledAmount: 5_000,
      refundableAmount: 15_000,
    })
    expect(part.json().cancels[0]).toMatchObject({ amount: 5_000, label: 'cancellation_complete' })
    const above = await cancel(orderNo, { amount: 15_001, reason: 'too much' })
    expect(above.statusCode).toBe(422)
    expect(above.json().code).toBe('REFUND_EXCEEDS_REFUNDABLE')
    expect((await orderRow(world, orderNo)).canceledAmount).toBe(5_000)
    const rest = await cancel(orderNo, { reason: 'the rest' })
    expect(rest.json()).toMatchObject({
      state: 'CANCELED',
      label: 'cancelled',
      canceledAmount: 20_000,
      refundableAmount: 0,
    })
    expect(world.tickets.canceled.filter((c) => c.orderNo === orderNo)).toEqual([
      { orderNo, amount: 5_000, full: false },
      { orderNo, amount: 15_000, full: true },
    ])
    expect((await cancel(orderNo, { amount: 1, reason: 'again' })).statusCode).toBe(422)
  })

  it('refuses two cancels at once beyond the refundable amount: one passes, nothing exceeds', async () => {
    const orderNo = await paidByCard()
    const answers = await Promise.all([
      cancel(orderNo, { amount: 15_000, reason: 'a' }),
      cancel(orderNo, { amount: 15_000, reason: 'b' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    expect((await orderRow(world, orderNo)).canceledAmount).toBe(15_000)
  })

  it('needs a refund account for a paid virtual account, then expects the refund until the bank sends it', async () => {
    const { order, query } = await payInWindow(world, 'vbank')
    const waiting = await confirm(world, confirmBody(query))
    const account = waiting.json().virtualAccount.accountNumber
    await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay/deposits',
      payload: { accountNumber: account, amount: 20_000, depositor: 'x' },
    })
    await deliverWebhooks(world)
    const without = await cancel(order.orderNo, { reason: 'no account' })
    expect(without.statusCode).toBe(422)
    expect(without.json().code).toBe('REFUND_ACCOUNT_REQUIRED')
    expect((await orderRow(world, order.orderNo)).state).toBe('DONE')
    const refundAccount = { bank: 'Kookmin', accountNumber: '12345678901', holder: '김회원' }
    const withAccount = await cancel(order.orderNo, { reason: 'refund', refundAccount })
    expect(withAccount.json().cancels[0].label).toBe('refund_expected')
    expect(await world.sandbox.sendPendingRefunds()).toBe(1)
    await deliverWebhooks(world)
    const read = await world.app.inject({ url: `/api/payments/orders/${order.orderNo}`, headers: auth(world) })
    expect(read.json().cancels[0].label).toBe('refund_complete')
  })

  it('simply closes a virtual account still waiting for its deposit', async () => {
    const { order, query } = await payInWindow(world, 'vbank')
    const account = (await confirm(world, confirmBody(query))).json().virtualAccount.accountNumber
    const res = await cancel(order.orderNo, { reason: 'changed my mind' })
    expect(res.json()).toMatchObject({ state: 'CANCELED', cancels: [{ label: 'cancelled', amount: 20_000 }] })
    expect(world.tickets.abandoned).toContain((await orderRow(world, order.orderNo)).id)
    const late = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay/deposits',
      payload: { accountNumber: account, amount: 20_000, depositor: 'x' },
    })
    expect(late.statusCode).toBe(422)
  })

  it('lets staff cancel what the member may not', async () => {
    const orderNo = await paidByCard()
    world.tickets.memberCancels = false
    const refused = await cancel(orderNo, { reason: 'mine' })
    expect(refused.json().code).toBe('PAYMENT_NOT_CANCELABLE')
    const byStaff = await world.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${orderNo}/cancel`,
      headers: { ...bearer(staff), 'idempotency-key': newKey() },
      payload: { reason: 'office' },
    })
    world.tickets.memberCancels = true
    expect(byStaff.json().state).toBe('CANCELED')
    const staffRead = await world.app.inject({ url: `/api/payments/orders/${orderNo}`, headers: bearer(staff) })
    expect(staffRead.statusCode).toBe(200)
    const other = await loginAs(world.app, 'member02')
    expect(
      (await world.app.inject({ url: `/api/payments/orders/${orderNo}`, headers: bearer(other.accessToken) }))
        .statusCode,
    ).toBe(404)
  })
})
