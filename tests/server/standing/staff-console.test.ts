import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, duesPeriods } from '../../../server/db/schema/index'
import { type StandingFixture, standingFixture, standingOfRow } from './fixture'

describe("the staff's standing console (SD-13)", () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const auditsOf = async (action: string) => fx.db.select().from(auditLog).where(eq(auditLog.action, action))

  it('refuses every console call to a member', async () => {
    const id = await fx.idOf('member03')
    for (const [method, url, payload] of [
      ['GET', '/api/staff/members?q=member'],
      ['GET', `/api/staff/members/${id}/ledger`],
      ['POST', `/api/staff/members/${id}/sanctions`, { kind: 'reward', title: 'x', startsOn: '2026-06-01' }],
      ['GET', '/api/staff/reinstatements'],
    ] as const) {
      const res = await fx.as('member01', method, url, payload)
      expect(res.statusCode, url).toBe(403)
    }
  })

  it('finds members by name, membership number or login ID', async () => {
    const find = async (q: string) =>
      (await fx.as('staff01', 'GET', `/api/staff/members?q=${encodeURIComponent(q)}`)).json().items
    expect((await find('member03')).map((m: { name: string }) => m.name)).toEqual(['문정지'])
    expect(await find('20080005')).toEqual([
      {
        memberId: await fx.idOf('member03'),
        name: '문정지',
        memberNo: '20080005',
        loginId: 'member03',
        memberClass: 'TP',
        standing: 'suspended',
      },
    ])
    expect((await find('배제')).map((m: { loginId: string }) => m.loginId)).toEqual(['member04'])
    expect(await find('%')).toEqual([])
  })

  it('shows the ledger and audits that staff looked', async () => {
    const id = await fx.idOf('member03')
    const ledger = (await fx.as('staff01', 'GET', `/api/staff/members/${id}/ledger`)).json()
    expect(ledger).toMatchObject({ memberId: id, standing: 'suspended', entranceFee: { state: 'paid' } })
    expect(ledger.periods.filter((p: { state: string }) => p.state === 'unpaid')).toHaveLength(7)
    expect((await auditsOf('staff_ledger_view')).map((a) => a.detail)).toContainEqual({ member: id })
  })

  it('records an offline transfer only for the exact amount; paying the arrears lifts the suspension', async () => {
    const id = await fx.idOf('member03')
    const unpaid = await fx.db
      .select()
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, id), eq(duesPeriods.state, 'unpaid')))
    const body = {
      periodIds: unpaid.map((p) => p.id),
      amount: 7 * 150_000 - 1,
      depositedOn: '2026-06-09',
      depositor: '문정지',
    }
    const wrong = await fx.as('staff01', 'POST', `/api/staff/members/${id}/transfers`, body)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ amount: 'invalid_value' })
    expect(await standingOfRow(fx.db, id)).toBe('suspended')
    const others = await fx.as('staff01', 'POST', `/api/staff/members/${await fx.idOf('member02')}/transfers`, {
      ...body,
      amount: 7 * 150_000,
    })
    expect(others.json().code).toBe('PAYMENT_NOT_PAYABLE')
    const ok = await fx.as('staff01', 'POST', `/api/staff/members/${id}/transfers`, { ...body, amount: 7 * 150_000 })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().standing).toBe('active')
    expect(ok.json().periods.every((p: { state: string; method: string }) => p.state === 'paid')).toBe(true)
    expect(ok.json().standingChanges[0]).toMatchObject({ from: 'suspended', to: 'active', cause: 'arrears_paid' })
    // Through the payment door: one DONE transfer order with its receipt, audited by the door and here.
    expect(ok.json().orders).toEqual([
      expect.objectContaining({ purpose: 'dues', method: 'transfer', state: 'DONE', amount: 7 * 150_000 }),
    ])
    const paidNow = ok.json().periods.filter((p: { id: number }) => body.periodIds.includes(p.id))
    expect(paidNow.map((p: { orderNo: string }) => p.orderNo)).toEqual(Array(7).fill(ok.json().orders[0].orderNo))
    expect((await auditsOf('payment.offline_transfer')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ payer: id, amount: 7 * 150_000, depositor: '문정지' }),
    ])
    expect((await auditsOf('staff_transfer')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ member: id, note: null }),
    ])
  })

  it('records a restricting discipline, which closes posting with the discipline message code', async () => {
    const id = await fx.idOf('member01')
    const bad = await fx.as('staff01', 'POST', `/api/staff/members/${id}/sanctions`, {
      kind: 'reward',
      title: 'x',
      startsOn: '2026-06-01',
      restricts: true,
    })
    expect(bad.statusCode).toBe(400)
    const res = await fx.as('staff01', 'POST', `/api/staff/members/${id}/sanctions`, {
      kind: 'discipline',
      title: '출전 정지',
      detail: '경기 중 규정 위반',
      startsOn: '2026-06-10',
      endsOn: '2026-07-10',
      restricts: true,
    })
    expect(res.statusCode, res.body).toBe(201)
    const permissions = (await fx.as('member01', 'GET', '/api/mypage/permissions')).json()
    expect(permissions.actions.post).toEqual({ allowed: false, reason: 'discipline', code: 'STANDING_DISCIPLINE' })
    expect(permissions.actions.buy_member_ticket).toEqual({ allowed: true })
    expect((await auditsOf('staff_sanction')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ member: id, kind: 'discipline' }),
    ])
  })
})
