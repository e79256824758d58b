import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, cashBalances, cashEntries } from '../../../server/db/schema/index'
import { releaseCoupon, selectCoupon, useCoupon } from '../../../server/modules/wallet/index'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'
import { makeCoupon, spendRace } from './wallet-support'

/** Cash and coupons (docs/requirements/my-page.md#my-13, #my-14) over the test demo's accounts. */
const now = new Date(NOON)

describe('cash', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('lets exactly 10 of 50 concurrent spends through a balance that covers 10, never below zero', async () => {
    const memberId = await fx.idOf('fellow01')
    expect(await spendRace(fx.db, memberId, now)).toBe(10)
    const [balance] = await fx.db.select().from(cashBalances).where(eq(cashBalances.memberId, memberId))
    expect(balance!.balance).toBe(0)
    const [sum] = await fx.db
      .select({ total: sql<number>`sum(${cashEntries.amount})::int`, lowest: sql<number>`min(balance_after)` })
      .from(cashEntries)
      .where(eq(cashEntries.memberId, memberId))
    expect(sum).toEqual({ total: 0, lowest: 0 })
  })

  it('shows the member the balance and the ledger newest first, a page at a time', async () => {
    const page = (await fx.as('fellow01', 'GET', '/api/mypage/cash?pageSize=5')).json()
    expect(page).toMatchObject({ balance: 0, total: 11, page: 1, pageSize: 5 })
    expect(page.items).toHaveLength(5)
    expect(page.items[0]).toMatchObject({ amount: -1_000, causeKind: 'ticket_order', balanceAfter: 0 })
    const last = (await fx.as('fellow01', 'GET', '/api/mypage/cash?pageSize=5&page=3')).json()
    expect(last.items).toEqual([expect.objectContaining({ amount: 10_000, causeKind: 'event_reward', note: 'race' })])
    expect((await fx.as('fellow02', 'GET', '/api/mypage/cash')).json()).toMatchObject({ balance: 0, items: [] })
  })

  it('lets staff credit and debit with a reason, refuses a debit above the balance, and audits', async () => {
    const memberId = await fx.idOf('fellow02')
    const url = `/api/staff/cash/${memberId}`
    expect((await fx.as('member01', 'POST', url, { amount: 5_000, reason: 'x' })).statusCode).toBe(403)
    const credited = await fx.as('staff01', 'POST', url, { amount: 5_000, reason: 'Event prize' })
    expect(credited.statusCode, credited.body).toBe(200)
    expect(credited.json()).toMatchObject({ balance: 5_000, items: [{ amount: 5_000, note: 'Event prize' }] })
    const over = await fx.as('staff01', 'POST', url, { amount: -6_000, reason: 'Correction' })
    expect([over.statusCode, over.json().code, over.json().message]).toEqual([
      422,
      'CASH_INSUFFICIENT',
      'Not enough cash.',
    ])
    const debited = await fx.as('staff01', 'POST', url, { amount: -2_000, reason: 'Correction' })
    expect(debited.json()).toMatchObject({ balance: 3_000 })
    expect((await fx.as('staff01', 'POST', url, { amount: 0, reason: 'x' })).statusCode).toBe(400)
    const audits = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'cash_adjust'))
    expect(audits.map((a) => (a.detail as { amount: number }).amount)).toEqual([5_000, -2_000])
  })
})

describe('coupons', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const register = (who: string, code: string) => fx.as(who, 'POST', '/api/mypage/coupons', { code })
  const box = async (who: string) => (await fx.as(who, 'GET', '/api/mypage/coupons')).json().items

  it('registers a good code typed loosely; refuses empty, unknown, expired, repeated, exhausted ones', async () => {
    await makeCoupon(fx.db, 'WELCOME2026', now, { maxRegistrations: 2 })
    await makeCoupon(fx.db, 'OLDCODE', now, { validFrom: new Date('2025-01-01'), validUntil: new Date('2026-01-01') })
    const empty = await register('member01', '  ')
    expect([empty.statusCode, empty.json().code, empty.json().message]).toEqual([
      400,
      'COUPON_CODE_REQUIRED',
      'Coupon code required.',
    ])
    const good = await register('member01', 'welcome-2026')
    expect(good.statusCode, good.body).toBe(201)
    expect(good.json()).toMatchObject({ code: 'WELCOME2026', state: 'before_use', discountValue: 5_000 })
    for (const [who, code] of [
      ['member01', 'NOSUCHCODE'],
      ['member01', 'OLDCODE'],
      ['member01', 'WELCOME2026'],
    ] as const) {
      const failed = await register(who, code)
      expect([failed.statusCode, failed.json().message], code).toEqual([422, 'Coupon registration failed.'])
    }
    expect((await register('fellow01', 'WELCOME2026')).statusCode).toBe(201)
    expect((await register('fellow02', 'WELCOME2026')).json().code).toBe('COUPON_REGISTRATION_FAILED')
  })

  it('shows before use, cannot be used, use expired, selected and used', async () => {
    await makeCoupon(fx.db, 'LATER', now, { validFrom: new Date(now.getTime() + 86_400_000) })
    await makeCoupon(fx.db, 'SOON', now, { validUntil: new Date(now.getTime() + 60_000) })
    await makeCoupon(fx.db, 'PICK', now)
    await makeCoupon(fx.db, 'SPENT', now)
    for (const code of ['LATER', 'SOON', 'PICK', 'SPENT'])
      expect((await register('fellow03', code)).statusCode).toBe(201)
    const memberId = await fx.idOf('fellow03')
    await fx.db.transaction(async (tx) => {
      await selectCoupon(tx, memberId, 'PICK', 'ticket_order:1', now)
      await selectCoupon(tx, memberId, 'SPENT', 'ticket_order:2', now)
      await useCoupon(tx, memberId, 'SPENT', 'ticket_order:2', now)
    })
    fx.clock.set(new Date(now.getTime() + 120_000))
    const states = Object.fromEntries(
      (await box('fellow03')).map((c: { code: string; state: string }) => [c.code, c.state]),
    )
    expect(states).toEqual({ LATER: 'cannot_be_used', SOON: 'use_expired', PICK: 'selected', SPENT: 'used' })
    fx.clock.set(NOON)
  })

  it('lets one of two orders selecting one coupon at once win, and select, use and release repeat safely', async () => {
    await makeCoupon(fx.db, 'ONLYONE', now)
    expect((await register('fellow04', 'ONLYONE')).statusCode).toBe(201)
    const memberId = await fx.idOf('fellow04')
    const race = await Promise.allSettled(
      ['ticket_order:10', 'ticket_order:11'].map((ref) =>
        fx.db.transaction((tx) => selectCoupon(tx, memberId, 'ONLYONE', ref, now)),
      ),
    )
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const winner = race[0]!.status === 'fulfilled' ? 'ticket_order:10' : 'ticket_order:11'
    const loser = winner === 'ticket_order:10' ? 'ticket_order:11' : 'ticket_order:10'
    // The winner selecting again is a no-op; the loser's release changes nothing.
    const again = await fx.db.transaction((tx) => selectCoupon(tx, memberId, 'ONLYONE', winner, now))
    expect(again.terms).toEqual({ discountKind: 'amount', discountValue: 5_000, maxDiscountWon: null })
    expect(await fx.db.transaction((tx) => releaseCoupon(tx, memberId, 'ONLYONE', loser))).toBe(false)
    expect(await fx.db.transaction((tx) => releaseCoupon(tx, memberId, 'ONLYONE', winner))).toBe(true)
    expect(await fx.db.transaction((tx) => releaseCoupon(tx, memberId, 'ONLYONE', winner))).toBe(false)
    expect((await box('fellow04'))[0].state).toBe('before_use')
    await fx.db.transaction((tx) => selectCoupon(tx, memberId, 'ONLYONE', loser, now))
    await fx.db.transaction((tx) => useCoupon(tx, memberId, 'ONLYONE', loser, now))
    await fx.db.transaction((tx) => useCoupon(tx, memberId, 'ONLYONE', loser, now))
    await expect(fx.db.transaction((tx) => selectCoupon(tx, memberId, 'ONLYONE', winner, now))).rejects.toMatchObject({
      code: 'COUPON_UNUSABLE',
    })
    expect((await box('fellow04'))[0].state).toBe('used')
  })

  it('lets staff make a batch of codes members can register, and a chosen campaign code', async () => {
    const body = {
      nameKo: '가을 할인',
      nameEn: 'Autumn discount',
      discountKind: 'percent',
      discountValue: 10,
      maxDiscountWon: 20_000,
      validFrom: '2026-06-01T00:00:00Z',
      validUntil: '2026-12-31T15:00:00Z',
      count: 3,
    }
    expect((await fx.as('member01', 'POST', '/api/staff/coupons', body)).statusCode).toBe(403)
    const made = await fx.as('staff01', 'POST', '/api/staff/coupons', body)
    expect(made.statusCode, made.body).toBe(201)
    const codes = made.json().codes as string[]
    expect(new Set(codes).size).toBe(3)
    expect((await register('member05', codes[0]!)).json()).toMatchObject({
      state: 'before_use',
      maxDiscountWon: 20_000,
    })
    expect((await register('president01', codes[0]!)).statusCode).toBe(422)
    const campaign = await fx.as('staff01', 'POST', '/api/staff/coupons', {
      ...body,
      count: 1,
      code: 'fw-autumn',
      registrationsPerCode: 100,
    })
    expect(campaign.json().codes).toEqual(['FWAUTUMN'])
    expect(
      (await fx.as('staff01', 'POST', '/api/staff/coupons', { ...body, count: 1, code: 'FWAUTUMN' })).statusCode,
    ).toBe(409)
    const percentOver = await fx.as('staff01', 'POST', '/api/staff/coupons', { ...body, discountValue: 150 })
    expect(percentOver.statusCode).toBe(400)
  })
})
