import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, duesPeriods, members, standingChanges } from '../../../server/db/schema/index'
import { runArrears } from '../../../server/modules/membership/arrears-job'
import { type StandingFixture, standingFixture, standingOfRow } from './fixture'

describe('reinstatement (SD-7): window, consents from other accounts, 10 needed, staff decide', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const consent = (login: string, memberNo = '20050006') =>
    fx.as(login, 'POST', `/api/reinstatements/${memberNo}/consent`)

  it("shows the expelled member04 his window and his application's 4 consents", async () => {
    const res = await fx.as('member04', 'GET', '/api/mypage/reinstatement')
    expect(res.json()).toMatchObject({
      standing: 'expelled',
      expelledOn: '2020-01-01',
      window: { reliefEndsOn: '2025-01-01', applyFrom: '2025-01-01', applyUntil: '2028-12-31', consentsNeeded: 10 },
      mayApply: false,
      application: { state: 'collecting', consents: 4, consentsNeeded: 10 },
    })
    const again = await fx.as('member04', 'POST', '/api/mypage/reinstatement', { statement: 'again' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('REINSTATEMENT_CLOSED')
    const active = await fx.as('member01', 'POST', '/api/mypage/reinstatement', { statement: 'me too' })
    expect(active.json().code).toBe('REINSTATEMENT_CLOSED')
  })

  it('takes consents only from other active association members, once each', async () => {
    expect((await consent('member04')).json().code).toBe('CONSENT_REFUSED')
    expect((await consent('member03')).json().code).toBe('CONSENT_REFUSED')
    expect((await consent('webmember01')).statusCode).toBe(403)
    expect((await consent('member01')).statusCode).toBe(409)
    expect((await consent('member02', '99999999')).statusCode).toBe(404)
    const res = await consent('member02')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ memberNo: '20050006', state: 'collecting', consents: 5, consentsNeeded: 10 })
  })

  it('refuses staff approval before 10 consents; the tenth submits; approval reinstates, audited', async () => {
    const staffRes = await fx.as('staff01', 'GET', '/api/staff/reinstatements')
    const application = staffRes.json().items.find((i: { memberNo: string }) => i.memberNo === '20050006')
    expect(application).toMatchObject({ state: 'collecting', consents: 5, name: '배제명' })
    const decide = (approve: boolean, reason: string) =>
      fx.as('staff01', 'POST', `/api/staff/reinstatements/${application.id}/decision`, { approve, reason })
    expect(
      (
        await fx.as('member01', 'POST', `/api/staff/reinstatements/${application.id}/decision`, {
          approve: true,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403)
    expect((await decide(true, 'too early')).statusCode).toBe(409)

    // Five more active members, each consenting from his own account.
    const [template] = await fx.db.select().from(members).where(eq(members.loginId, 'member01'))
    for (let i = 1; i <= 5; i++)
      await fx.db.insert(members).values({
        loginId: `consent0${i}`,
        passwordHash: template!.passwordHash,
        name: `동의${i}`,
        memberNo: `2019010${i}`,
        memberClass: 'PR',
      })
    for (let i = 1; i <= 4; i++) expect((await consent(`consent0${i}`)).json().state).toBe('collecting')
    expect((await consent('consent05')).json()).toMatchObject({ state: 'submitted', consents: 10 })

    const approved = await decide(true, '동의 10명, 서류 확인')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ state: 'approved', decisionReason: '동의 10명, 서류 확인', consents: 10 })
    const member04 = await fx.idOf('member04')
    expect(await standingOfRow(fx.db, member04)).toBe('reinstated')
    const [change] = await fx.db
      .select()
      .from(standingChanges)
      .where(eq(standingChanges.memberId, member04))
      .orderBy(desc(standingChanges.id))
    expect(change).toMatchObject({
      from: 'expelled',
      to: 'reinstated',
      cause: 'reinstatement_approved',
      actorId: await fx.idOf('staff01'),
    })
    const audits = await fx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reinstatement_approve'), eq(auditLog.memberId, await fx.idOf('staff01'))))
    expect(audits).toHaveLength(1)
    // The arrears that expelled him were written off: the arrears job leaves the reinstated member alone.
    const owed = await fx.db
      .select()
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, member04), eq(duesPeriods.state, 'unpaid')))
    expect(owed).toEqual([])
    expect((await runArrears(fx.db, fx.clock())).changes).toEqual([])
    expect((await decide(false, 'changed my mind')).statusCode).toBe(409)
  })

  it('accepts an application only inside the window and lets staff reject it with a reason', async () => {
    const member03 = await fx.idOf('member03')
    await fx.db
      .update(members)
      .set({ standing: 'expelled', standingSince: '2024-01-01' })
      .where(eq(members.id, member03))
    const apply = () => fx.as('member03', 'POST', '/api/mypage/reinstatement', { statement: '다시 활동하고 싶습니다.' })
    expect((await apply()).statusCode).toBe(409)
    // The relief period of 5 years ends on 1 January 2029, 00:00 Seoul.
    fx.clock.set('2028-12-31T14:59:59Z')
    fx.forgetTokens()
    expect((await apply()).statusCode).toBe(409)
    fx.clock.set('2028-12-31T15:00:00Z')
    fx.forgetTokens()
    const created = await apply()
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ state: 'collecting', consents: 0 })
    const rejected = await fx.as('staff02', 'POST', `/api/staff/reinstatements/${created.json().id}/decision`, {
      approve: false,
      reason: '미납 회비 정산 계획이 없습니다.',
    })
    expect(rejected.json()).toMatchObject({ state: 'rejected', decisionReason: '미납 회비 정산 계획이 없습니다.' })
    expect(await standingOfRow(fx.db, member03)).toBe('expelled')
    const audits = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'reinstatement_reject'))
    expect(audits.map((a) => a.detail)).toEqual([expect.objectContaining({ member: member03 })])
  })
})
