import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COUPON_CODES, seedDemoWallet } from '../../../server/db/demo/wallet'
import { standingFixture, type StandingFixture } from '../standing/fixture'

/** The demo shows the coupon box, the cash ledger and a finished course (README "Demo coupon codes"). */
describe('demo coupons, cash and education', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('gives member01 and fellow04 one coupon of each state and a cash history, once', async () => {
    for (const who of ['member01', 'fellow04']) {
      const box = (await fx.as(who, 'GET', '/api/mypage/coupons')).json().items as { state: string }[]
      expect(box.map((c) => c.state).sort(), who).toEqual([
        'before_use',
        'cannot_be_used',
        'selected',
        'use_expired',
        'used',
      ])
      const cash = (await fx.as(who, 'GET', '/api/mypage/cash')).json()
      expect(cash).toMatchObject({ balance: 12_000, total: 3 })
    }
    expect(await seedDemoWallet(fx.db, '2026-06-10')).toBe(0)
  })

  it('keeps the campaign codes free for a tester and shows member01 a completed course', async () => {
    const registered = await fx.as('member02', 'POST', '/api/mypage/coupons', { code: DEMO_COUPON_CODES.amount })
    expect(registered.json()).toMatchObject({ state: 'before_use', discountValue: 5_000 })
    const edu = (await fx.as('member01', 'GET', '/api/mypage/edu')).json().items
    expect(edu).toEqual([expect.objectContaining({ state: 'completed' })])
  })
})
