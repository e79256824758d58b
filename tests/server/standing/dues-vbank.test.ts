import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duesPeriods } from '../../../server/db/schema/index'
import { reconcilePayments } from '../../../server/modules/payments/reconcile'
import { VBANK_DUE_MS } from '../../../server/providers/payment/sandbox'
import {
  auth,
  confirm,
  confirmBody,
  deliverWebhooks,
  openPaymentWorld,
  relogin,
  type PaymentWorld,
} from '../payment-support'

/**
 * Dues paid by virtual account (docs/requirements/payments.md#pay-4, #pay-6): while the deposit is awaited the
 * period says "waiting for deposit" with its order, the deposit's webhook makes it paid, and an account never paid
 * gives the period back to the unpaid list.
 */
describe('dues by virtual account', () => {
  let world: PaymentWorld
  beforeAll(async () => {
    world = await openPaymentWorld()
  })
  afterAll(() => world.close())

  async function owe(period: string): Promise<number> {
    const [row] = await world.db
      .update(duesPeriods)
      .set({ state: 'unpaid', paidAt: null, method: null, orderId: null, orderNo: null })
      .where(and(eq(duesPeriods.memberId, world.memberId), eq(duesPeriods.period, period)))
      .returning()
    return row!.id
  }

  async function issueVbank(periodId: number) {
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: auth(world),
      payload: { purpose: 'dues', refs: [periodId], method: 'vbank' },
    })
    expect(created.statusCode, created.body).toBe(200)
    const token = created.json().checkoutUrl.split('/').pop()
    const approved = await world.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'vbank', bank: 'Shinhan' },
    })
    const query = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const confirmed = await confirm(world, confirmBody(query))
    expect(confirmed.json()).toMatchObject({ state: 'WAITING_FOR_DEPOSIT' })
    return { orderNo: created.json().order.orderNo as string, account: confirmed.json().virtualAccount.accountNumber }
  }

  const unpaidList = async () =>
    (await world.app.inject({ url: '/api/mypage/opi-dues/unpaid', headers: auth(world) })).json()

  it('shows the period waiting for deposit with its order, then paid once the deposit arrives', async () => {
    const id = await owe('2024-2')
    const { orderNo, account } = await issueVbank(id)
    const waiting = (await unpaidList()).periods.find((p: { id: number }) => p.id === id)
    expect(waiting).toMatchObject({ state: 'waiting_for_deposit', orderNo, method: 'vbank' })
    const deposited = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay/deposits',
      payload: { accountNumber: account, amount: 150_000, depositor: '김회원' },
    })
    expect(deposited.statusCode).toBe(200)
    expect((await deliverWebhooks(world)).delivered).toBe(1)
    const [row] = await world.db.select().from(duesPeriods).where(eq(duesPeriods.id, id))
    expect(row).toMatchObject({ state: 'paid', orderNo, method: 'vbank' })
    expect((await unpaidList()).periods.map((p: { id: number }) => p.id)).not.toContain(id)
  })

  it('gives the period back to the unpaid list when the account expires unpaid, payable by a new order', async () => {
    const id = await owe('2025-1')
    await issueVbank(id)
    world.clock.advance(VBANK_DUE_MS + 60_000)
    const report = await reconcilePayments(world.db, world.sandbox, world.clock())
    expect(report.expired).toBe(1)
    const [row] = await world.db.select().from(duesPeriods).where(eq(duesPeriods.id, id))
    expect(row).toMatchObject({ state: 'unpaid', orderNo: null, inOrderSince: null })
    await relogin(world)
    await issueVbank(id)
  })
  it('lets a member who cancelled the checkout window pay the same period again, by another method', async () => {
    await relogin(world)
    const id = await owe('2025-2')
    const first = await world.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: auth(world),
      payload: { purpose: 'dues', refs: [id], method: 'card' },
    })
    const token = first.json().checkoutUrl.split('/').pop()
    const cancelled = await world.app.inject({ method: 'POST', url: `/api/sandbox/pay/sessions/${token}/cancel` })
    expect(cancelled.json().redirectUrl).toContain('PAY_PROCESS_CANCELED')
    const { orderNo } = await issueVbank(id)
    expect(orderNo).not.toBe(first.json().order.orderNo)
    const left = await world.app.inject({
      url: `/api/payments/orders/${first.json().order.orderNo}`,
      headers: auth(world),
    })
    expect(left.json()).toMatchObject({ state: 'ABORTED', label: 'non_payment' })
  })
})
