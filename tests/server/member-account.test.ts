import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog, members } from '../../server/db/schema/index'
import { purgeAccounts } from '../../server/modules/member/purge'
import { WITHDRAWN_RETENTION_MS } from '../../server/modules/member/withdrawal'
import { SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

const DAY = 24 * 3_600_000

describe('my account: edits, password, recovery, withdrawal', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  const clock = testClock()
  const phone = new SandboxPhoneProvider(clock)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, {
      now: clock,
      phoneProvider: phone,
      purgeJob: false,
      rateLimitMax: 100_000,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  const me = (token: string) => app.inject({ method: 'GET', url: '/api/member', headers: bearer(token) })
  const actions = async (loginId: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.loginId, loginId))).map((a) => a.action)

  // The mobile and the e-mail, which need the current password: contact-change.test.ts.
  it('edits personal information and marketing consent, and audits both', async () => {
    const { accessToken } = await loginAs(app, 'president01')
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/member',
      headers: bearer(accessToken),
      payload: { zipCode: '04524', workName: 'Fairway GC' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ zipCode: '04524', workName: 'Fairway GC' })
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/member',
      headers: bearer(accessToken),
      payload: { zipCode: 'abc', name: '새이름' },
    })
    expect(bad.json().fields).toEqual({ zipCode: FIELD_ERRORS.INVALID_FORMAT, name: FIELD_ERRORS.UNKNOWN_FIELD })
    expect((await me(accessToken)).json().zipCode).toBe('04524')
    await app.inject({
      method: 'PATCH',
      url: '/api/member/marketingAgree',
      headers: bearer(accessToken),
      payload: { marketingAgree: true },
    })
    expect(await actions('president01')).toEqual(expect.arrayContaining(['profile_change', 'marketing_change']))
  })

  it('changes the password: checks the current one and the rule, keeps this session, refuses the old one', async () => {
    const other = await loginAs(app, 'scorer01')
    const wrong = await app.inject({
      method: 'PATCH',
      url: '/api/member/account',
      headers: bearer(other.accessToken),
      payload: { currentPwd: 'Nope#1234x', newPwd: 'Hazard#Drop5', newPwdConfirm: 'Hazard#Drop5' },
    })
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, fields: { currentPwd: FIELD_ERRORS.MISMATCH } })
    const withId = await app.inject({
      method: 'PATCH',
      url: '/api/member/account',
      headers: bearer(other.accessToken),
      payload: { currentPwd: DEMO_PASSWORD, newPwd: 'Xscorer01!', newPwdConfirm: 'Xscorer01!' },
    })
    expect(withId.json().fields).toEqual({ newPwd: FIELD_ERRORS.PASSWORD_CONTAINS_ID })
    const mismatch = await app.inject({
      method: 'PATCH',
      url: '/api/member/account',
      headers: bearer(other.accessToken),
      payload: { currentPwd: DEMO_PASSWORD, newPwd: 'Hazard#Drop5', newPwdConfirm: 'Hazard#Drop6' },
    })
    expect(mismatch.json().fields).toEqual({ newPwdConfirm: FIELD_ERRORS.MISMATCH })

    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/member/account',
      headers: bearer(other.accessToken),
      payload: { currentPwd: DEMO_PASSWORD, newPwd: 'Hazard#Drop5', newPwdConfirm: 'Hazard#Drop5' },
    })
    expect(ok.statusCode).toBe(200)
    expect((await me(other.accessToken)).statusCode).toBe(200)
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { id: 'scorer01', pwd: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(401)
    expect((await loginAs(app, 'scorer01', 'Hazard#Drop5')).id).toBe('scorer01')
    const audit = await db.select().from(auditLog).where(eq(auditLog.loginId, 'scorer01'))
    expect(audit.map((a) => a.action)).toContain('password_change')
    expect(JSON.stringify(audit)).not.toMatch(/Hazard#Drop5|Fairway2026!/)
  })

  it('finds an ID by name and e-mail or mobile, masked', async () => {
    const [row] = await db.select().from(members).where(eq(members.loginId, 'webmember01'))
    const byMail = await app.inject({
      method: 'POST',
      url: '/api/member/findId',
      payload: { name: row!.name, email: row!.email },
    })
    expect(byMail.json()).toEqual({ ids: ['web******01'] })
    const byMobile = await app.inject({
      method: 'POST',
      url: '/api/member/findId',
      payload: { name: row!.name, mobile: row!.mobile },
    })
    expect(byMobile.json()).toEqual({ ids: ['web******01'] })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/member/findId',
          payload: { name: '없는사람', email: row!.email },
        })
      ).json(),
    ).toEqual({ ids: [] })
    const neither = await app.inject({ method: 'POST', url: '/api/member/findId', payload: { name: row!.name } })
    expect(neither.json().fields).toEqual({ email: FIELD_ERRORS.REQUIRED })
  })

  it('resets a forgotten password with a one-time code sent to the mobile on record', async () => {
    const [row] = await db.select().from(members).where(eq(members.loginId, 'webmember01'))
    const session = await loginAs(app, 'webmember01')
    const asked = await app.inject({
      method: 'POST',
      url: '/api/member/findPw',
      payload: { id: 'webmember01', name: row!.name, email: row!.email },
    })
    expect(asked.statusCode).toBe(200)
    const { resetId } = asked.json()
    const code = phone.lastCode(row!.mobile!)!
    // No account matches: the same answer, and no code goes anywhere.
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/member/findPw',
      payload: { id: 'webmember01', name: '다른사람', email: row!.email },
    })
    expect(Object.keys(nobody.json()).sort()).toEqual(['expiresAt', 'resetId'])
    expect(phone.lastCode(row!.mobile!)).toBe(code)

    const reset = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/member/findPw/reset',
        payload: { resetId, newPwd: 'Chip#Shot42', newPwdConfirm: 'Chip#Shot42', ...body },
      })
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await reset({ code: wrongCode })).json().code).toBe(ERROR_CODES.CERT_CODE_WRONG)
    expect((await reset({ code, newPwd: 'Qwerty#2024', newPwdConfirm: 'Qwerty#2024' })).json().fields).toEqual({
      newPwd: FIELD_ERRORS.PASSWORD_COMMON,
    })
    expect((await reset({ code })).statusCode).toBe(200)
    expect((await reset({ code })).json().code).toBe(ERROR_CODES.CERT_CODE_EXPIRED)
    expect((await loginAs(app, 'webmember01', 'Chip#Shot42')).id).toBe('webmember01')
    // The session from before the reset has ended.
    expect((await me(session.accessToken)).statusCode).toBe(401)
    expect(await actions('webmember01')).toEqual(expect.arrayContaining(['password_reset_request', 'password_reset']))
  })

  it('withdraws a web member: sessions end, login stops, the data goes after the retention period', async () => {
    const session = await loginAs(app, 'webmember01', 'Chip#Shot42')
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/member/delete',
      headers: bearer(session.accessToken),
      payload: { pwd: 'Chip#Shot42' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      purgeAfter: new Date(clock().getTime() + WITHDRAWN_RETENTION_MS).toISOString(),
      associationMembershipKept: false,
    })
    expect((await me(session.accessToken)).json().code).toBe(ERROR_CODES.SESSION_ENDED)
    expect(
      (
        await app.inject({ method: 'POST', url: '/api/login', payload: { id: 'webmember01', pwd: 'Chip#Shot42' } })
      ).json().code,
    ).toBe(ERROR_CODES.LOGIN_FAILED)

    clock.advance(WITHDRAWN_RETENTION_MS - DAY)
    await purgeAccounts(db, clock())
    expect(await db.select().from(members).where(eq(members.loginId, 'webmember01'))).toHaveLength(1)
    clock.advance(2 * DAY)
    expect((await purgeAccounts(db, clock())).withdrawn).toBe(1)
    expect(await db.select().from(members).where(eq(members.loginId, 'webmember01'))).toEqual([])
    // The audit keeps what happened, not who it was.
    const withdrawals = await db.select().from(auditLog).where(eq(auditLog.action, 'withdraw'))
    expect(withdrawals.find((a) => a.loginId === 'webmember01')?.memberId).toBeNull()
  })

  it("keeps an association member's record when the web account is purged", async () => {
    const session = await loginAs(app, 'member02')
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/member/delete',
      headers: bearer(session.accessToken),
      payload: { pwd: DEMO_PASSWORD },
    })
    expect(res.json().associationMembershipKept).toBe(true)
    clock.advance(WITHDRAWN_RETENTION_MS + DAY)
    expect((await purgeAccounts(db, clock())).withdrawn).toBe(1)
    const [kept] = await db.select().from(members).where(eq(members.memberNo, '20180002'))
    expect(kept).toMatchObject({
      loginId: null,
      passwordHash: null,
      email: null,
      memberClass: 'PR',
      name: '이프로',
      status: 'withdrawn',
    })
    // Purged once: the next run finds nothing.
    expect(await purgeAccounts(db, clock())).toEqual({ signupRequests: 0, withdrawn: 0 })
    expect((await app.inject({ method: 'GET', url: '/api/member/check/id/member02' })).json().available).toBe(true)
  })
})
