import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog, members } from '../../server/db/schema/index'
import { THROTTLE } from '../../server/modules/auth/throttle-rules'
import { SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

/**
 * The account's recovery channels (the mobile, where reset codes go, and the e-mail): a stolen access token
 * alone must not move them (issue 16, hole 4; docs/decisions/0041-account-abuse-hardening.md).
 */
describe('changing the mobile or the e-mail', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  const clock = testClock()
  const phone = new SandboxPhoneProvider(clock)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, { now: clock, phoneProvider: phone, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  const mobileOf = async (loginId: string) =>
    (await db.select().from(members).where(eq(members.loginId, loginId)))[0]!.mobile!
  const me = (token: string) => app.inject({ method: 'GET', url: '/api/member', headers: bearer(token) })
  const audit = async (loginId: string, action: string) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.loginId, loginId), eq(auditLog.action, action)))
    ).map((row) => row.detail)
  async function verified(number: string): Promise<string> {
    const { certId } = (await app.inject({ method: 'GET', url: `/api/cert/phone?phone=${number}` })).json()
    await app.inject({ method: 'POST', url: '/api/cert/phone', payload: { certId, code: phone.lastCode(number) } })
    return certId
  }
  const changePhone = (token: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: '/api/member/phone', headers: { ...bearer(token), ...headers }, payload })
  const patchMember = (token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/member', headers: bearer(token), payload })

  it('a stolen access token is not enough to move the mobile: the current password is required', async () => {
    const { accessToken } = await loginAs(app, 'instructor01')
    const old = await mobileOf('instructor01')
    const certId = await verified('01098765432')
    const withoutPassword = await changePhone(accessToken, { phoneCertId: certId })
    expect(withoutPassword.statusCode).toBe(400)
    expect(withoutPassword.json()).toMatchObject({ fields: { currentPwd: FIELD_ERRORS.REQUIRED } })
    const wrong = await changePhone(accessToken, { phoneCertId: certId, currentPwd: 'Guess#1234x' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, fields: { currentPwd: FIELD_ERRORS.MISMATCH } })
    expect(await mobileOf('instructor01')).toBe(old)
    expect(phone.recentNotices(old)).toEqual([])

    // The wrong password did not use up the verification: the member retries with the right one.
    const res = await changePhone(accessToken, { phoneCertId: certId, currentPwd: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().mobile).toBe('01098765432')
    expect(phone.recentNotices(old).map((n) => n.text)).toEqual([
      `[Fairway] 회원님 계정의 휴대폰 번호가 2026-05-01 12:00에 010-****-5432(으)로 변경되었습니다. ` +
        '본인이 변경하지 않았다면 즉시 협회로 연락해 주세요.',
    ])
    expect(phone.recentNotices('01098765432')).toEqual([])
    // This session stays; there was no other to end (a login ends the earlier ones already).
    expect((await me(accessToken)).statusCode).toBe(200)
    expect(await audit('instructor01', 'phone_change')).toEqual([{ endedSessions: 0, notice: 'sent' }])
  })

  it('refuses an unverified number even with the right password; tells the old number in English', async () => {
    const { accessToken } = await loginAs(app, 'president01')
    const old = await mobileOf('president01')
    const unverified = await changePhone(accessToken, { phoneCertId: 'made-up', currentPwd: DEMO_PASSWORD })
    expect(unverified.json().code).toBe(ERROR_CODES.CERT_REQUIRED)
    const certId = await verified('01011112222')
    const res = await changePhone(
      accessToken,
      { phoneCertId: certId, currentPwd: DEMO_PASSWORD },
      { LanguageCode: 'en' },
    )
    expect(res.statusCode).toBe(200)
    expect(phone.recentNotices(old)[0]?.text).toBe(
      '[Fairway] The mobile number of your Fairway account was changed to 010-****-2222 on 2026-05-01 at 12:00 ' +
        '(Korea time). If this was not you, contact the association at once.',
    )
  })

  it('counts wrong passwords of a phone change with the login throttle, so it is no password oracle', async () => {
    const { accessToken } = await loginAs(app, 'member02', DEMO_PASSWORD, {}, '10.3.0.1')
    const certId = await verified('01033334444')
    const guess = () =>
      app.inject({
        method: 'PATCH',
        url: '/api/member/phone',
        headers: bearer(accessToken),
        payload: { phoneCertId: certId, currentPwd: 'Guess#1234x' },
        remoteAddress: '10.3.0.1',
      })
    for (let i = 0; i < THROTTLE.pair.free; i++) expect((await guess()).statusCode).toBe(400)
    const locked = await guess()
    expect(locked.statusCode).toBe(429)
    expect(locked.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  })

  it('the e-mail changes only with the current password, and the mobile on record is told', async () => {
    const { accessToken } = await loginAs(app, 'webmember01')
    const mobile = await mobileOf('webmember01')
    const before = (await me(accessToken)).json().email
    const withoutPassword = await patchMember(accessToken, { email: 'taken.over@example.com' })
    expect(withoutPassword.statusCode).toBe(400)
    expect(withoutPassword.json().fields).toEqual({ currentPwd: FIELD_ERRORS.REQUIRED })
    const wrong = await patchMember(accessToken, { email: 'taken.over@example.com', currentPwd: 'Guess#1234x' })
    expect(wrong.json().fields).toEqual({ currentPwd: FIELD_ERRORS.MISMATCH })
    // Clearing the e-mail is a change too.
    expect((await patchMember(accessToken, { email: null })).json().fields).toEqual({
      currentPwd: FIELD_ERRORS.REQUIRED,
    })
    expect((await me(accessToken)).json().email).toBe(before)

    // The same e-mail again, or other fields, are no change of a recovery channel.
    expect((await patchMember(accessToken, { email: before, workName: 'Fairway GC' })).statusCode).toBe(200)
    expect(phone.recentNotices(mobile)).toEqual([])

    const res = await patchMember(accessToken, { email: 'new.park@example.com', currentPwd: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().email).toBe('new.park@example.com')
    expect(phone.recentNotices(mobile).map((n) => n.text)).toEqual([
      '[Fairway] 회원님 계정의 이메일 주소가 2026-05-01 12:00에 변경되었습니다. 본인이 변경하지 않았다면 즉시 협회로 연락해 주세요.',
    ])
    expect((await me(accessToken)).statusCode).toBe(200)
    expect(await audit('webmember01', 'profile_change')).toEqual([
      { fields: ['email', 'workName'] },
      { fields: ['email'], endedSessions: 0, notice: 'sent' },
    ])
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(DEMO_PASSWORD)
  })
})
