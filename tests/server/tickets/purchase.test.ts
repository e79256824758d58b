import { quoteTickets } from '@domain/tickets/pricing'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cashBalances, sandboxPayments, ticketProducts, ticketPurchases } from '../../../server/db/schema/index'
import { seedDemoTickets } from '../../../server/db/demo/tickets'
import { releaseExpiredHolds } from '../../../server/modules/ticketing/holds'
import { readTicketCode, resolveTicketKeys } from '../../../server/modules/ticketing/ticket-code'
import { makeCoupon } from '../eduwallet/wallet-support'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'
import type { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox'
import { deliverDueWebhooks } from '../../../server/providers/payment/sandbox-outbox'
import type { PaymentProvider } from '../../../server/providers/payment/types'
import { lastTenRace, limitRace, makeProduct, purchaseBody } from './ticket-support'

/**
 * Buying tickets over HTTP on the test demo at noon Seoul 2026-06-10 (docs/requirements/ticketing.md#tkt-3..7): the
 * quote, a hold paid through the sandbox into QR tickets, coupon and cash exactly as the pricing rule says, the
 * refusals that change nothing, the hold's end (expiry, a failed window), the cancellation's refunds and the races.
 */
const MINUTE = 60_000
const later = (ms: number) => new Date(Date.parse(NOON) + ms)

describe('ticket purchases', () => {
  let fx: StandingFixture
  let memberId: number
  beforeAll(async () => {
    fx = await standingFixture()
    memberId = await fx.idOf('member01')
  }, 300_000)
  afterAll(() => fx.close())

  const balance = async () =>
    (await fx.db.select().from(cashBalances).where(eq(cashBalances.memberId, memberId)))[0]?.balance ?? 0
  const productNow = async (id: number) =>
    (await fx.db.select().from(ticketProducts).where(eq(ticketProducts.id, id)))[0]!
  const buy = (who: string, body: object) => fx.as(who, 'POST', '/api/game/player/goods', body)
  const cancel = async (who: string, id: number, key: string) =>
    fx.app.inject({
      method: 'POST',
      url: `/api/mypage/tickets/${id}/cancel`,
      headers: { authorization: `Bearer ${await fx.tokenOf(who)}`, 'idempotency-key': key },
      payload: {},
    })
  async function payByCard(checkoutUrl: string, who = 'member01') {
    const token = checkoutUrl.split('/').pop()
    const approved = await fx.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' },
    })
    const q = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const confirm = async () =>
      fx.app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        headers: { authorization: `Bearer ${await fx.tokenOf(who)}`, 'idempotency-key': `confirm-${q.orderId}` },
        payload: { orderNo: q.orderId, paymentKey: q.paymentKey, amount: Number(q.amount) },
      })
    return { q, confirm }
  }

  it('lists a tournament’s tickets with what is left, and answers 404 for an unknown one', async () => {
    const product = await makeProduct(fx.db, new Date(NOON), { capacity: 300, sold: 120, held: 5 })
    const list = await fx.app.inject({ url: `/api/game/player/goods?gameId=${product.tournamentId}` })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().waitingRoom).toBe(false)
    expect(list.json().products.find((p: { id: number }) => p.id === product.id)).toMatchObject({
      leftCount: 175,
      onSale: true,
      priceWon: 30_000,
    })
    expect((await fx.app.inject({ url: `/api/game/player/goods/${product.id}` })).json().leftCount).toBe(175)
    expect((await fx.app.inject({ url: '/api/game/player/goods/999999' })).statusCode).toBe(404)
  })

  it('seeds the demo’s sales once: the next tournament has a ticket nearly gone and one sold out', async () => {
    const products = await fx.db.select().from(ticketProducts)
    const soldOut = products.find((p) => p.sold === p.capacity)
    expect(soldOut).toBeDefined()
    const list = await fx.app.inject({ url: `/api/game/player/goods?gameId=${soldOut!.tournamentId}` })
    const shown = list.json().products as Array<{ kind: string; leftCount: number; onSale: boolean }>
    expect(shown.map((p) => p.leftCount)).toEqual(expect.arrayContaining([0, 4]))
    expect(new Set(shown.map((p) => p.kind))).toEqual(new Set(['one_day', 'all_days', 'member', 'junior']))
    expect(shown.every((p) => p.onSale)).toBe(true)
    expect(await seedDemoTickets(fx.db, '2026-06-10')).toBe(0)
    const cash = await fx.as('webmember01', 'GET', '/api/mypage/cash')
    expect(cash.json().balance).toBe(10_000)
  })

  it('buys two tickets with a coupon and cash, pays the rest by card, and refunds all three on cancel', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    await makeCoupon(fx.db, 'TKTFIVE', new Date(NOON))
    expect((await fx.as('member01', 'POST', '/api/mypage/coupons', { code: 'TKTFIVE' })).statusCode).toBe(201)
    const before = await balance()
    const selection = { productId: product.id, quantity: 2, couponCode: 'TKTFIVE', cashWon: 7_000 }
    const quote = await fx.as('member01', 'POST', '/api/game/player/goods/quote', selection)
    expect(quote.statusCode, quote.body).toBe(200)
    const rule = quoteTickets({
      unitPriceWon: 30_000,
      quantity: 2,
      coupon: { discountKind: 'amount', discountValue: 5_000, maxDiscountWon: null },
      cashWon: 7_000,
    })
    expect(quote.json()).toEqual({ ...rule, cashBalanceWon: before })
    expect(rule.payableWon).toBe(48_000)

    const started = await buy('member01', purchaseBody(product.id, { ...selection, expectedPayableWon: 48_000 }))
    expect(started.statusCode, started.body).toBe(201)
    const { purchase, checkoutUrl } = started.json()
    expect(purchase).toMatchObject({
      state: 'held',
      subtotalWon: 60_000,
      couponCode: 'TKTFIVE',
      couponDiscountWon: 5_000,
      cashWon: 7_000,
      payableWon: 48_000,
      tickets: [],
    })
    expect(Date.parse(purchase.holdExpiresAt)).toBe(Date.parse(NOON) + 10 * MINUTE)
    expect(await balance()).toBe(before - 7_000)
    expect((await productNow(product.id)).held).toBe(2)

    const { confirm } = await payByCard(checkoutUrl)
    const confirmed = await confirm()
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ state: 'DONE', amount: 48_000 })
    const paid = (await fx.as('member01', 'GET', `/api/mypage/tickets/${purchase.id}`)).json()
    expect(paid).toMatchObject({ state: 'purchased', method: 'card', orderNo: confirmed.json().orderNo })
    expect(paid.tickets).toHaveLength(2)
    const keys = await resolveTicketKeys(fx.app.config)
    for (const t of paid.tickets) {
      expect(t.serial).toMatch(/^FT-26-\d{4}-[12]$/)
      expect(readTicketCode(keys.publicKey, t.code)).toMatchObject({
        tournamentId: product.tournamentId,
        day: '2026-06-20',
      })
    }
    expect(await productNow(product.id)).toMatchObject({ sold: 2, held: 0 })
    expect(paid.cancellableUntil).toBe('2026-06-19T15:00:00.000Z')
    // Someone else's purchase is not found.
    expect((await fx.as('member05', 'GET', `/api/mypage/tickets/${purchase.id}`)).statusCode).toBe(404)

    const cancelled = await cancel('member01', purchase.id, `tkt-cancel-${purchase.id}-a`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refundWon: 48_000, cancellableUntil: null })
    expect(cancelled.json().tickets.map((t: { state: string; code: string | null }) => [t.state, t.code])).toEqual([
      ['cancelled', null],
      ['cancelled', null],
    ])
    const order = await fx.as('member01', 'GET', `/api/payments/orders/${paid.orderNo}`)
    expect(order.json()).toMatchObject({ state: 'CANCELED', canceledAmount: 48_000 })
    expect(await balance()).toBe(before)
    const box = (await fx.as('member01', 'GET', '/api/mypage/coupons')).json().items
    expect(box.find((c: { code: string }) => c.code === 'TKTFIVE').state).toBe('before_use')
    expect(await productNow(product.id)).toMatchObject({ sold: 0, held: 0 })

    const again = await cancel('member01', purchase.id, `tkt-cancel-${purchase.id}-b`)
    expect([again.statusCode, again.json().code]).toEqual([422, 'TICKET_NOT_CANCELLABLE'])
    expect(await balance()).toBe(before)
    expect((await fx.as('member01', 'GET', `/api/payments/orders/${paid.orderNo}`)).json().canceledAmount).toBe(48_000)
  })

  it('refuses a total other than the server’s and holds nothing, spends nothing', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const before = await balance()
    const tampered = await buy(
      'member01',
      purchaseBody(product.id, { quantity: 2, cashWon: 1_000, expectedPayableWon: 100 }),
    )
    expect([tampered.statusCode, tampered.json().message]).toEqual([422, 'Please check payment amount.'])
    expect(tampered.json().code).toBe('PAYMENT_AMOUNT_MISMATCH')
    expect(await productNow(product.id)).toMatchObject({ sold: 0, held: 0 })
    expect(await balance()).toBe(before)
    expect(await fx.db.select().from(ticketPurchases).where(eq(ticketPurchases.productId, product.id))).toEqual([])
  })

  it('refuses missing consents or address, a closed sale, a web member’s member ticket, sold out', async () => {
    const at = new Date(NOON)
    const product = await makeProduct(fx.db, at, { shipped: true, requiresBirthDate: true })
    const consents = { personalData: true, thirdParty: true, covidPledge: false, resaleSanctions: true }
    const noConsent = await buy('member01', purchaseBody(product.id, { consents }))
    expect([noConsent.statusCode, noConsent.json().code]).toEqual([422, 'TICKET_CONSENT_REQUIRED'])
    const noAddress = await buy('member01', purchaseBody(product.id))
    expect([noAddress.statusCode, noAddress.json().fields]).toEqual([
      400,
      { 'contact.address': 'required', 'contact.birthDate': 'required' },
    ])
    const closed = await makeProduct(fx.db, at, { saleOpensAt: later(MINUTE), saleClosesAt: later(60 * MINUTE) })
    expect((await buy('member01', purchaseBody(closed.id))).json().code).toBe('TICKET_SALE_CLOSED')
    const members = await makeProduct(fx.db, at, { kind: 'member', membersOnly: true, priceWon: 20_000 })
    const web = await buy('webmember01', purchaseBody(members.id, { expectedPayableWon: 20_000 }))
    expect([web.statusCode, web.json().code]).toEqual([403, 'TICKET_MEMBERS_ONLY'])
    const full = await makeProduct(fx.db, at, { capacity: 3, sold: 3 })
    const soldOut = await buy('member01', purchaseBody(full.id))
    expect([soldOut.statusCode, soldOut.json().code, soldOut.json().message]).toEqual([
      409,
      'TICKETS_SOLD_OUT',
      'All tickets sold.',
    ])
    const badCoupon = await buy('member01', purchaseBody(product.id, { couponCode: 'NOSUCH' }))
    expect(badCoupon.json().code).not.toBe('INVALID_COUPON') // the address comes first
    const plain = await makeProduct(fx.db, at)
    const invalid = await buy('member01', purchaseBody(plain.id, { couponCode: 'NOSUCH' }))
    expect([invalid.statusCode, invalid.json().code]).toEqual([422, 'INVALID_COUPON'])
    const quote = await fx.as('member01', 'POST', '/api/game/player/goods/quote', {
      productId: plain.id,
      quantity: 1,
      cashWon: 29_000,
    })
    expect([quote.statusCode, quote.json().code]).toEqual([422, 'CASH_INSUFFICIENT'])
    expect(await productNow(plain.id)).toMatchObject({ held: 0, sold: 0 })
  })

  it('releases an expired hold with its cash, and a late confirm charges nothing', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const before = await balance()
    const started = await buy('member01', purchaseBody(product.id, { cashWon: 2_000, expectedPayableWon: 28_000 }))
    expect(started.statusCode, started.body).toBe(201)
    const { purchase, checkoutUrl } = started.json()
    const { q, confirm } = await payByCard(checkoutUrl)
    expect(await releaseExpiredHolds(fx.db, later(9 * MINUTE))).toMatchObject({ released: 0 })
    fx.clock.set(later(10 * MINUTE))
    fx.forgetTokens()
    expect(await releaseExpiredHolds(fx.db, fx.clock())).toMatchObject({ released: 1 })
    const released = (await fx.as('member01', 'GET', `/api/mypage/tickets/${purchase.id}`)).json()
    expect(released).toMatchObject({ state: 'released', holdExpiresAt: null, tickets: [] })
    expect(await productNow(product.id)).toMatchObject({ held: 0, sold: 0 })
    expect(await balance()).toBe(before)
    const late = await confirm()
    expect([late.statusCode, late.json().code]).toEqual([422, 'PAYMENT_NOT_PAYABLE'])
    const [payment] = await fx.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, q.paymentKey!))
    expect(payment?.chargeCount ?? 0).toBe(0)
    fx.clock.set(NOON)
    fx.forgetTokens()
  })

  it('gives the seats back at once when the window reports a failed payment', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const { purchase, checkoutUrl } = (await buy('member01', purchaseBody(product.id))).json()
    const token = checkoutUrl.split('/').pop()
    const failed = await fx.app.inject({ method: 'POST', url: `/api/sandbox/pay/sessions/${token}/fail` })
    expect(failed.json().redirectUrl).toContain('code=')
    const reported = await fx.as('member01', 'POST', `/api/mypage/tickets/${purchase.id}/release`)
    expect(reported.statusCode, reported.body).toBe(200)
    expect(reported.json().state).toBe('released')
    const [row] = await fx.db.select().from(ticketPurchases).where(eq(ticketPurchases.id, purchase.id))
    expect(row!.releaseCause).toBe('payment_failed')
    expect(await productNow(product.id)).toMatchObject({ held: 0, sold: 0 })
  })

  it('refuses a second payment order for a held purchase: one order a purchase, the first one kept', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const { purchase } = (await buy('member01', purchaseBody(product.id, { method: 'vbank' }))).json()
    const second = await fx.as('member01', 'POST', '/api/payments/orders', {
      purpose: 'ticket',
      refs: [purchase.id],
      method: 'card',
    })
    expect(second.statusCode, second.body).toBe(409)
    expect(second.json().code).toBe('PAYMENT_NOT_PAYABLE')
    const [row] = await fx.db.select().from(ticketPurchases).where(eq(ticketPurchases.id, purchase.id))
    expect(row).toMatchObject({ state: 'held', orderNo: purchase.orderNo })
    expect(await productNow(product.id)).toMatchObject({ held: 1, sold: 0 })
    // Left in the window: the later tests count the holds the job releases.
    await fx.as('member01', 'POST', `/api/mypage/tickets/${purchase.id}/release`)
  })

  it('holds once for one Idempotency-Key: a retry after a lost answer gets the same purchase back', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const send = async () =>
      fx.app.inject({
        method: 'POST',
        url: '/api/game/player/goods',
        headers: { authorization: `Bearer ${await fx.tokenOf('member01')}`, 'idempotency-key': 'pay-attempt-0001' },
        payload: purchaseBody(product.id),
      })
    const first = await send()
    const again = await send()
    expect(first.statusCode, first.body).toBe(201)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().purchase.id).toBe(first.json().purchase.id)
    expect(await productNow(product.id)).toMatchObject({ held: 1, sold: 0 })
    await fx.as('member01', 'POST', `/api/mypage/tickets/${first.json().purchase.id}/release`)
  })

  it('completes a purchase paid wholly by coupon and cash at once, and cancels it without the provider', async () => {
    const product = await makeProduct(fx.db, new Date(NOON), { priceWon: 8_000 })
    await makeCoupon(fx.db, 'TKTSIX', new Date(NOON), { discountValue: 6_000 })
    await fx.as('member01', 'POST', '/api/mypage/coupons', { code: 'TKTSIX' })
    const before = await balance()
    const started = await buy(
      'member01',
      purchaseBody(product.id, { couponCode: 'TKTSIX', cashWon: 5_000, expectedPayableWon: 0 }),
    )
    expect(started.statusCode, started.body).toBe(201)
    expect(started.json().checkoutUrl).toBeNull()
    const { purchase } = started.json()
    expect(purchase).toMatchObject({ state: 'purchased', method: 'none', cashWon: 2_000, payableWon: 0 })
    expect(purchase.tickets).toHaveLength(1)
    expect(await balance()).toBe(before - 2_000)
    const cancelled = await cancel('member01', purchase.id, `tkt-cancel-${purchase.id}-free`)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refundWon: 0 })
    expect(await balance()).toBe(before)
    const box = (await fx.as('member01', 'GET', '/api/mypage/coupons')).json().items
    expect(box.find((c: { code: string }) => c.code === 'TKTSIX').state).toBe('before_use')
  })

  it('refuses a cancel from the ticket’s eve onwards (Seoul midnight)', async () => {
    const product = await makeProduct(fx.db, new Date(NOON), { day: '2026-06-11' })
    const { purchase, checkoutUrl } = (await buy('member05', purchaseBody(product.id))).json()
    const { confirm } = await payByCard(checkoutUrl, 'member05')
    expect((await confirm()).statusCode).toBe(200)
    fx.clock.set('2026-06-10T15:00:00Z')
    fx.forgetTokens()
    const refused = await cancel('member05', purchase.id, `tkt-cancel-${purchase.id}-late`)
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'TICKET_NOT_CANCELLABLE'])
    const list = (await fx.as('member05', 'GET', '/api/mypage/tickets')).json().items
    expect(list[0]).toMatchObject({ id: purchase.id, state: 'purchased', cancellableUntil: null })
    fx.clock.set(NOON)
    fx.forgetTokens()
  })

  const deliver = () =>
    deliverDueWebhooks(fx.db, {
      secret: (fx.app.payments as SandboxPaymentProvider).webhookSecret,
      target: () => '/api/payments/webhooks/sandbox',
      now: fx.clock(),
      deliver: async ({ url, headers, body }) =>
        (await fx.app.inject({ method: 'POST', url, headers, payload: body })).statusCode,
    })

  it('keeps a virtual account’s seats until the deposit, then cancellation requested until the refund', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const started = await buy('fellow02', purchaseBody(product.id, { method: 'vbank' }))
    const { purchase, checkoutUrl } = started.json()
    const token = checkoutUrl.split('/').pop()
    const approved = await fx.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'vbank', bank: 'Shinhan' },
    })
    const q = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const waiting = await fx.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { authorization: `Bearer ${await fx.tokenOf('fellow02')}`, 'idempotency-key': `vbank-${q.orderId}` },
      payload: { orderNo: q.orderId, paymentKey: q.paymentKey, amount: Number(q.amount) },
    })
    expect(waiting.json().state).toBe('WAITING_FOR_DEPOSIT')
    expect(await releaseExpiredHolds(fx.db, later(20 * MINUTE))).toMatchObject({ released: 0 })
    const held = (await fx.as('fellow02', 'GET', `/api/mypage/tickets/${purchase.id}`)).json()
    expect(held).toMatchObject({ state: 'held', method: 'vbank', holdExpiresAt: waiting.json().virtualAccount.dueAt })
    await fx.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay/deposits',
      payload: { accountNumber: waiting.json().virtualAccount.accountNumber, amount: 30_000, depositor: 'fan' },
    })
    await deliver()
    expect((await fx.as('fellow02', 'GET', `/api/mypage/tickets/${purchase.id}`)).json().state).toBe('purchased')

    const without = await cancel('fellow02', purchase.id, `vbank-cancel-${purchase.id}-a`)
    expect([without.statusCode, without.json().code]).toEqual([422, 'REFUND_ACCOUNT_REQUIRED'])
    expect((await fx.as('fellow02', 'GET', `/api/mypage/tickets/${purchase.id}`)).json().state).toBe('purchased')
    const refundAccount = { bank: 'Kookmin', accountNumber: '12345678901', holder: '김회원' }
    const requested = await fx.app.inject({
      method: 'POST',
      url: `/api/mypage/tickets/${purchase.id}/cancel`,
      headers: {
        authorization: `Bearer ${await fx.tokenOf('fellow02')}`,
        'idempotency-key': `vbank-cancel-${purchase.id}-b`,
      },
      payload: { refundAccount },
    })
    expect(requested.statusCode, requested.body).toBe(200)
    expect(requested.json()).toMatchObject({ state: 'cancellation_requested', refundWon: 30_000 })
    expect(await productNow(product.id)).toMatchObject({ sold: 0, held: 0 })
    expect(await (fx.app.payments as SandboxPaymentProvider).sendPendingRefunds()).toBe(1)
    await deliver()
    expect((await fx.as('fellow02', 'GET', `/api/mypage/tickets/${purchase.id}`)).json().state).toBe('cancelled')
    expect(await releaseExpiredHolds(fx.db, new Date(NOON))).toMatchObject({ refunded: 1 })
  })

  it('refunds once when two cancels arrive at once', async () => {
    const product = await makeProduct(fx.db, new Date(NOON))
    const { purchase, checkoutUrl } = (await buy('fellow03', purchaseBody(product.id))).json()
    const { confirm } = await payByCard(checkoutUrl, 'fellow03')
    const paid = await confirm()
    expect(paid.statusCode, paid.body).toBe(200)
    const answers = await Promise.all([
      cancel('fellow03', purchase.id, `twin-cancel-${purchase.id}-a`),
      cancel('fellow03', purchase.id, `twin-cancel-${purchase.id}-b`),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    const order = await fx.as('fellow03', 'GET', `/api/payments/orders/${paid.json().orderNo}`)
    expect(order.json()).toMatchObject({ state: 'CANCELED', canceledAmount: 30_000 })
    expect(order.json().cancels).toHaveLength(1)
    expect(await productNow(product.id)).toMatchObject({ sold: 0, held: 0 })
  })

  // The same races run on PostgreSQL in tests/services/tickets-postgres.test.ts, where transactions really overlap.
  it('lets exactly 10 of 200 buyers hold the last 10 tickets; the others hear "All tickets sold."', async () => {
    const race = await lastTenRace(fx.db, fx.app.payments as PaymentProvider, new Date(NOON))
    expect(race.ok).toBe(10)
    expect(race.codes).toEqual(Array(190).fill('TICKETS_SOLD_OUT'))
    expect(race.product).toMatchObject({ capacity: 50, sold: 40, held: 10 })
  }, 60_000)

  it('counts held tickets against the per-member limit: 10 purchases of one at once, limit 4, exactly 4', async () => {
    const race = await limitRace(fx.db, fx.app.payments as PaymentProvider, new Date(NOON))
    expect(race.ok).toBe(4)
    expect(race.codes).toEqual(Array(6).fill('TICKET_LIMIT_EXCEEDED'))
    expect(race.product.held).toBe(4)
  }, 60_000)
})
