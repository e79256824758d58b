import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, members } from '../../server/db/schema/index'
import {
  BILLING_SUSPEND_AFTER,
  billingCardOf,
  chargeBillingCard,
  startCardRegistration,
} from '../../server/modules/payments/billing'
import { recordOfflineTransfer } from '../../server/modules/payments/offline-transfer'
import { auth, openPaymentWorld, type PaymentWorld } from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
})
afterAll(() => world.close())

/** Opens the billing window, enters the card and posts the authKey back, as the card page does. */
async function registerCard(memberId: number, token: string, cardNumber: string, expiry = '12/30') {
  const { checkoutUrl } = await startCardRegistration(world.db, world.sandbox, { memberId, now: world.clock() })
  const session = checkoutUrl.split('/').pop() as string
  expect((await world.app.inject({ url: `/api/sandbox/pay/sessions/${session}` })).json().mode).toBe('billing')
  const approved = await world.app.inject({
    method: 'POST',
    url: `/api/sandbox/pay/sessions/${session}/approve`,
    payload: { method: 'card', cardNumber, expiry },
  })
  const query = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
  return world.app.inject({
    method: 'POST',
    url: '/api/payments/billing-cards/confirm',
    headers: { authorization: `Bearer ${token}` },
    payload: { authKey: query.authKey, customerKey: query.customerKey },
  })
}

describe('the dues card', () => {
  it('is "none" before, registered after the window, and charges a DONE order', async () => {
    expect((await billingCardOf(world.db, world.memberId, world.clock())).state).toBe('none')
    const registered = await registerCard(world.memberId, world.token, '4330000000000001')
    expect(registered.json()).toMatchObject({ state: 'registered', cardLabel: '**** 0001', cardExpiry: '2030-12' })
    const charge = await chargeBillingCard(world.db, world.sandbox, {
      memberId: world.memberId,
      purpose: 'ticket',
      refs: [11],
      now: world.clock(),
    })
    expect(charge.ok).toBe(true)
    expect(charge.order).toMatchObject({ state: 'DONE', method: 'billing', amount: 10_000 })
    expect(await world.sandbox.chargeCountOf(charge.order?.orderNo as string)).toBe(1)
    expect((await billingCardOf(world.db, world.memberId, world.clock())).lastChargeOk).toBe(true)
  })

  it('records each refused charge and suspends the card after the third in a row', async () => {
    expect((await registerCard(world.memberId, world.token, '4330000000000035')).json().state).toBe('registered')
    for (let i = 1; i <= BILLING_SUSPEND_AFTER; i++) {
      const charge = await chargeBillingCard(world.db, world.sandbox, {
        memberId: world.memberId,
        purpose: 'ticket',
        refs: [20 + i],
        now: world.clock(),
      })
      expect(charge).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', order: { state: 'ABORTED' } })
    }
    const card = await billingCardOf(world.db, world.memberId, world.clock())
    expect(card).toMatchObject({ state: 'charge_suspended', lastChargeOk: false })
    const after = await chargeBillingCard(world.db, world.sandbox, {
      memberId: world.memberId,
      purpose: 'ticket',
      refs: [30],
      now: world.clock(),
    })
    expect(after).toMatchObject({ ok: false, code: 'BILLING_CARD_UNUSABLE', order: null })
  })

  it('reports a card whose billing key cannot be issued as registration_failed with the reason', async () => {
    const [other] = await world.db.select().from(members).where(eq(members.loginId, 'member02'))
    const login = await world.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'member02', pwd: (await import('../../server/db/demo/accounts')).DEMO_PASSWORD },
    })
    const res = await registerCard((other as { id: number }).id, login.json().accessToken, '4330000000000027')
    expect(res.json()).toMatchObject({ state: 'registration_failed' })
    expect(res.json().failureReason).toContain('REJECT_CARD_COMPANY')
  })
})

describe('an offline bank transfer recorded by staff', () => {
  it('is a DONE order of method transfer, audited, and refused at another amount', async () => {
    const [staff] = await world.db.select().from(members).where(eq(members.loginId, 'staff01'))
    const base = {
      memberId: world.memberId,
      purpose: 'ticket' as const,
      refs: [40, 41],
      depositedOn: '2026-06-30',
      depositor: '김회원',
      staffId: (staff as { id: number }).id,
      now: world.clock(),
    }
    await expect(recordOfflineTransfer(world.db, { ...base, amount: 10_000 })).rejects.toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
    })
    const order = await recordOfflineTransfer(world.db, { ...base, amount: 20_000 })
    expect(order).toMatchObject({ state: 'DONE', method: 'transfer', label: 'paid' })
    expect(order.receiptNo).toMatch(/^OFF-/)
    const audits = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.offline_transfer')))
    expect(audits).toHaveLength(1)
    expect(audits[0]?.detail).toMatchObject({ orderNo: order.orderNo, amount: 20_000 })
    const list = await world.app.inject({ url: '/api/payments/orders', headers: auth(world) })
    expect(list.json().items.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo)
  })
})
