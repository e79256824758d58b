import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duesPeriods, members, standingChanges } from '../../../server/db/schema/index'
import { chargeDuesCards } from '../../../server/modules/membership/dues-card'
import { auth, confirm, confirmBody, openPaymentWorld, type PaymentWorld } from '../payment-support'

/**
 * Dues paid through the payment door (docs/requirements/payments.md#pay-1): the registered payables price the
 * member's own rows, the sandbox window charges, confirm settles them and lifts a suspension; the billing run charges
 * a registered dues card. member01 of the demo, with one old period made unpaid here.
 */
describe('dues through the payment door', () => {
  let world: PaymentWorld
  let oldId: number
  beforeAll(async () => {
    world = await openPaymentWorld()
    // 2023-1 unpaid: at 2026-07-01 (the world's clock) that is 3 years of arrears, so member01 stands suspended.
    const [old] = await world.db
      .update(duesPeriods)
      .set({ state: 'unpaid', paidAt: null, method: null })
      .where(and(eq(duesPeriods.memberId, world.memberId), eq(duesPeriods.period, '2023-1')))
      .returning()
    oldId = old!.id
    await world.db.update(members).set({ standing: 'suspended' }).where(eq(members.id, world.memberId))
  })
  afterAll(() => world.close())

  const createOrder = (refs: number[], purpose = 'dues') =>
    world.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: auth(world),
      payload: { purpose, refs, method: 'card' },
    })

  it('prices the order from the period, lets a new order replace one left in the window, and settles it', async () => {
    const left = await createOrder([oldId])
    expect(left.statusCode, left.body).toBe(200)
    const created = await createOrder([oldId])
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().order).toMatchObject({ purpose: 'dues', amount: 150_000, title: 'Dues 2023-1' })
    expect(created.json().order.lines).toEqual([{ refKind: 'dues_period', name: '2023-1', amount: 150_000 }])
    const leftOrder = await world.app.inject({
      url: `/api/payments/orders/${left.json().order.orderNo}`,
      headers: auth(world),
    })
    expect(leftOrder.json().state).toBe('ABORTED')
    const token = created.json().checkoutUrl.split('/').pop()
    const approved = await world.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' },
    })
    const query = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const confirmed = await confirm(world, confirmBody(query))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const [period] = await world.db.select().from(duesPeriods).where(eq(duesPeriods.id, oldId))
    expect(period).toMatchObject({ state: 'paid', method: 'card', orderNo: created.json().order.orderNo })
    const [member] = await world.db.select().from(members).where(eq(members.id, world.memberId))
    expect(member!.standing).toBe('active')
    const [change] = await world.db
      .select()
      .from(standingChanges)
      .where(eq(standingChanges.memberId, world.memberId))
      .orderBy(desc(standingChanges.id))
    expect(change).toMatchObject({ from: 'suspended', to: 'active', cause: 'arrears_paid' })
    expect((await createOrder([oldId])).json().code).toBe('PAYMENT_NOT_PAYABLE')
  })

  it('registers the dues card only after agreeing, then the billing run charges it for what is owed', async () => {
    const refused = await world.app.inject({
      method: 'POST',
      url: '/api/mypage/opi-dues/card',
      headers: auth(world),
      payload: { agreed: false },
    })
    expect(refused.statusCode).toBe(400)
    const none = await world.app.inject({ url: '/api/mypage/opi-dues/card', headers: auth(world) })
    expect(none.json()).toEqual({ state: 'no_info', cardLabel: null, approvedAt: null, lastCharge: null })
    const started = await world.app.inject({
      method: 'POST',
      url: '/api/mypage/opi-dues/card',
      headers: auth(world),
      payload: { agreed: true },
    })
    expect(started.statusCode, started.body).toBe(200)
    const session = started.json().checkoutUrl.split('/').pop()
    const approved = await world.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${session}/approve`,
      payload: { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' },
    })
    const query = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const registered = await world.app.inject({
      method: 'POST',
      url: '/api/payments/billing-cards/confirm',
      headers: auth(world),
      payload: { authKey: query.authKey, customerKey: query.customerKey },
    })
    expect(registered.json().state).toBe('registered')
    // Another period owed, as the billing run leaves it; the card pays it.
    const [owed] = await world.db
      .update(duesPeriods)
      .set({ state: 'unpaid', paidAt: null, method: null })
      .where(and(eq(duesPeriods.memberId, world.memberId), eq(duesPeriods.period, '2024-1')))
      .returning()
    const report = await chargeDuesCards(world.db, world.sandbox, world.clock())
    expect(report).toEqual({ charged: 1, failed: 0 })
    const [paid] = await world.db.select().from(duesPeriods).where(eq(duesPeriods.id, owed!.id))
    expect(paid).toMatchObject({ state: 'paid', method: 'billing' })
    const card = (await world.app.inject({ url: '/api/mypage/opi-dues/card', headers: auth(world) })).json()
    expect(card).toMatchObject({
      state: 'registered',
      cardLabel: '**** 0001',
      lastCharge: { amount: 150_000, ok: true },
    })
    expect(await chargeDuesCards(world.db, world.sandbox, world.clock())).toEqual({ charged: 0, failed: 0 })
  })
})
