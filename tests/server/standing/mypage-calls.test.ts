import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../../server/db/schema/index'
import { type StandingFixture, standingFixture } from './fixture'

describe("the member's dues calls (SD-11) answer the caller's own ledger", () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const json = async (login: string, url: string) => {
    const res = await fx.as(login, 'GET', url)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('asks a visitor to log in on every call', async () => {
    for (const url of ['/api/mypage/opi-dues/year', '/api/mypage/unpaid', '/api/mypage/permissions']) {
      const res = await fx.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(401)
    }
  })

  it('shows member02 the one unpaid period and closes posting with the unpaid message code', async () => {
    expect(await json('member02', '/api/mypage/unpaid')).toMatchObject({
      periods: [{ period: '2026-1', amount: 120_000, state: 'unpaid' }],
      duesTotal: 120_000,
      entranceFee: 0,
      total: 120_000,
    })
    expect(await json('member02', '/api/mypage/opi-dues/unpaid')).toEqual(await json('member02', '/api/mypage/unpaid'))
    const permissions = await json('member02', '/api/mypage/permissions')
    expect(permissions.standing).toBe('active')
    expect(permissions.actions.post).toEqual({ allowed: false, reason: 'unpaid_dues', code: 'STANDING_UNPAID' })
    expect(permissions.actions.buy_member_ticket).toEqual({ allowed: true })
    expect((await json('member02', '/api/member')).duesPaid).toBe(false)
  })

  it('shows member01 paid up: history by year, no unpaid, everything allowed', async () => {
    const years = (await json('member01', '/api/mypage/opi-dues/year')).years
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(2015)
    const history = await json('member01', '/api/mypage/opi-dues?year=2025')
    expect(history).toMatchObject({ year: 2025, paidTotal: 300_000 })
    expect(history.periods.map((p: { period: string }) => p.period)).toEqual(['2025-1', '2025-2'])
    expect((await json('member01', '/api/mypage/opi-dues?year=1999')).periods).toEqual([])
    expect((await json('member01', '/api/mypage/unpaid')).total).toBe(0)
    const permissions = await json('member01', '/api/mypage/permissions')
    expect(Object.values(permissions.actions).every((p) => (p as { allowed: boolean }).allowed)).toBe(true)
    expect((await json('member01', '/api/member')).duesPaid).toBe(true)
  })

  it('tells the suspended member03 his arrears and the dates', async () => {
    expect(await json('member03', '/api/mypage/unpaid/info')).toEqual({
      standing: 'suspended',
      unpaidYears: 3,
      oldestUnpaidOn: '2023-01-01',
      suspensionOn: '2026-01-01',
      expulsionOn: '2028-01-01',
      reinstatement: null,
    })
    expect((await json('member03', '/api/mypage/permissions')).actions.apply_tournament).toMatchObject({
      allowed: false,
      reason: 'suspended',
      code: 'FORBIDDEN',
    })
    const punishment = await json('member03', '/api/mypage/opi-dues/punishment')
    expect(punishment.items).toEqual([expect.objectContaining({ kind: 'discipline', title: '경고' })])
    expect(punishment.standingChanges).toEqual([
      { from: 'active', to: 'suspended', cause: 'arrears_suspension', on: '2026-01-01', note: null },
    ])
  })

  it('gives the payment guide: amounts by class, billing months, when dues end', async () => {
    expect(await json('member01', '/api/mypage/opi-dues/amount')).toMatchObject({
      memberClass: 'TP',
      monthlyDues: 25_000,
      halfYearDues: 150_000,
      billingMonths: [1, 7],
      exempt: false,
    })
    expect(await json('member05', '/api/mypage/opi-dues/amount')).toMatchObject({
      memberClass: 'PR',
      duesEndOn: '2016-04-10',
      exempt: true,
    })
    expect(await json('webmember01', '/api/mypage/opi-dues/amount')).toMatchObject({ memberClass: null, exempt: true })
  })

  it('shows the entrance fee and the rewards', async () => {
    expect(await json('member01', '/api/mypage/opi-join-fee')).toMatchObject({
      amount: 2_000_000,
      selectedOn: '2014-03-02',
      dueOn: '2014-03-17',
      state: 'paid',
    })
    expect(await json('webmember01', '/api/mypage/opi-join-fee')).toMatchObject({ id: null, amount: 0, state: null })
    expect((await json('member01', '/api/mypage/reward')).items).toEqual([
      expect.objectContaining({ kind: 'reward', title: '올해의 선수상' }),
    ])
  })

  it('shows the association record read-only: PATCH /member refuses its fields and changes nothing', async () => {
    const record = await json('member01', '/api/mypage/association-record')
    expect(record).toMatchObject({
      memberNo: '20150001',
      memberClass: 'TP',
      firstEnrolledOn: '2015-03-02',
      standing: 'active',
    })
    for (const field of [
      { standing: 'expelled' },
      { heightCm: 150 },
      { firstEnrolledOn: '2000-01-01' },
      { memberNo: '1' },
    ]) {
      const res = await fx.as('member01', 'PATCH', '/api/member', field)
      expect(res.statusCode, JSON.stringify(field)).toBe(400)
    }
    const [row] = await fx.db.select().from(members).where(eq(members.loginId, 'member01'))
    expect(row).toMatchObject({
      standing: 'active',
      heightCm: 178,
      firstEnrolledOn: '2015-03-02',
      memberNo: '20150001',
    })
    expect(await json('member01', '/api/mypage/association-record')).toEqual(record)
  })
})
