import { ERROR_CODES } from '@contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog, members } from '../../server/db/schema/index'
import { THROTTLE } from '../../server/modules/auth/throttle-rules'
import { FIND_ID_FREE, RESET_REQUESTS_FREE } from '../../server/modules/member/recovery'
import { SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('password guards: bursts, a logged-in session, password recovery', () => {
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

  it('lets a burst of concurrent guesses from one address try only the free failures', async () => {
    const guess = (i: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: 'president01', pwd: `Wrong#pass${i}` },
        remoteAddress,
      })
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i, '10.9.0.1')))).map(
      (res) => res.statusCode,
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE.pair.free)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - THROTTLE.pair.free)
  })

  it('lets a concurrent burst from 20 addresses try one password each, and a second burst almost none', async () => {
    const burst = async () =>
      (
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            app.inject({
              method: 'POST',
              url: '/api/login',
              payload: { id: 'member02', pwd: `Wrong#pass${i}` },
              remoteAddress: `10.9.1.${i + 1}`,
            }),
          ),
        )
      ).map((res) => res.statusCode)
    expect(await burst()).toEqual(Array(20).fill(401))
    // The claims queue on the account's row: the first addresses to fail came before the alarm and may fail
    // once more; every later one had its first failure cost the long delay.
    const second = await burst()
    expect(second.filter((s) => s === 401)).toHaveLength(THROTTLE.account.alarmAddresses - 1)
    expect(second.filter((s) => s === 429)).toHaveLength(20 - (THROTTLE.account.alarmAddresses - 1))
  })

  it('throttles the current password of a logged-in session (password change, withdrawal) like the login', async () => {
    const session = await loginAs(app, 'instructor01', DEMO_PASSWORD, {}, '10.8.0.1')
    const change = () =>
      app.inject({
        method: 'PATCH',
        url: '/api/member/account',
        headers: bearer(session.accessToken),
        payload: { currentPwd: 'Guess#1234x', newPwd: 'Hazard#Drop5', newPwdConfirm: 'Hazard#Drop5' },
        remoteAddress: '10.8.0.1',
      })
    for (let i = 0; i < THROTTLE.pair.free; i++) expect((await change()).statusCode).toBe(400)
    const locked = await change()
    expect(locked.statusCode).toBe(429)
    expect(locked.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // The withdrawal asks for the same password, so it waits too, even with the right one.
    const withdraw = await app.inject({
      method: 'DELETE',
      url: '/api/member/delete',
      headers: bearer(session.accessToken),
      payload: { pwd: DEMO_PASSWORD },
      remoteAddress: '10.8.0.1',
    })
    expect(withdraw.statusCode).toBe(429)
    const [row] = await db.select().from(members).where(eq(members.loginId, 'instructor01'))
    expect(row!.status).toBe('active')
  })

  it('answers a password-reset request alike whether the account exists or not, even if no code is sent', async () => {
    const [row] = await db.select().from(members).where(eq(members.loginId, 'member02'))
    const ask = (id: string, name: string) =>
      app.inject({ method: 'POST', url: '/api/member/findPw', payload: { id, name, mobile: row!.mobile } })

    const first = await ask('member02', row!.name)
    expect(first.statusCode).toBe(200)
    const code = phone.lastCode(row!.mobile!)
    // Asked again at once: the provider refuses to resend within 30 s. The answer must not show it.
    const again = await ask('member02', row!.name)
    const stranger = await ask('nobody0001', '없는사람')
    for (const res of [again, stranger]) {
      expect(res.statusCode).toBe(200)
      expect(Object.keys(res.json()).sort()).toEqual(['expiresAt', 'resetId'])
    }
    expect(phone.lastCode(row!.mobile!)).toBe(code)

    // The reset step answers a matched request, an undelivered one and a stranger's alike: a password with
    // the ID in it is refused the same way, and a wrong code is "wrong, 4 attempts left" for each.
    const reset = (resetId: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/member/findPw/reset',
        payload: { resetId, code: '000000', newPwd: 'Chip#Shot42', newPwdConfirm: 'Chip#Shot42', ...body },
      })
    const ids = [first, again, stranger].map((res) => res.json().resetId as string)
    const withId = await Promise.all(
      ids.map((id, i) =>
        reset(id, {
          newPwd: i < 2 ? 'Xmember02!' : 'Xnobody0001!',
          newPwdConfirm: i < 2 ? 'Xmember02!' : 'Xnobody0001!',
        }),
      ),
    )
    expect(withId.map((res) => [res.statusCode, res.json().fields])).toEqual(
      Array(3).fill([400, { newPwd: 'password_contains_id' }]),
    )
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await Promise.all(ids.map((id) => reset(id, { code: wrongCode })))
    expect(new Set(wrong.map((res) => JSON.stringify([res.statusCode, res.json()])))).toEqual(
      new Set([
        JSON.stringify([400, { code: ERROR_CODES.CERT_CODE_WRONG, message: 'The code is wrong; 4 attempt(s) left' }]),
      ]),
    )

    const undelivered = await db.select().from(auditLog).where(eq(auditLog.action, 'password_reset_undelivered'))
    expect(undelivered).toHaveLength(1)

    // The request limit counts per ID before the lookup: a real and an unknown ID hit it at the same count.
    // Two requests so far for member02, one for the unknown ID.
    for (let i = 2; i < RESET_REQUESTS_FREE; i++) expect((await ask('member02', row!.name)).statusCode).toBe(200)
    for (let i = 1; i < RESET_REQUESTS_FREE; i++) expect((await ask('nobody0001', '없는사람')).statusCode).toBe(200)
    const [realLimited, unknownLimited] = [await ask('member02', row!.name), await ask('nobody0001', '없는사람')]
    expect(realLimited.statusCode).toBe(429)
    expect(unknownLimited.statusCode).toBe(429)
  })

  it('limits find-ID lookups per address, which each tell whether a name and contact have an account', async () => {
    const look = () =>
      app.inject({
        method: 'POST',
        url: '/api/member/findId',
        payload: { name: '아무개', email: 'someone@example.com' },
        remoteAddress: '10.7.0.1',
      })
    for (let i = 0; i < FIND_ID_FREE; i++) expect((await look()).statusCode).toBe(200)
    const limited = await look()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // Another address is not held up.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/member/findId',
          payload: { name: '아무개', email: 'someone@example.com' },
          remoteAddress: '10.7.0.2',
        })
      ).statusCode,
    ).toBe(200)
  })

  it('a password reset lets the addresses that failed on the account start over', async () => {
    const [row] = await db.select().from(members).where(eq(members.loginId, 'staff02'))
    const tryLogin = (pwd: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { id: 'staff02', pwd }, remoteAddress: '10.5.0.1' })
    for (let i = 0; i < THROTTLE.pair.free; i++) expect((await tryLogin('Wrong#pass1')).statusCode).toBe(401)
    expect((await tryLogin(DEMO_PASSWORD)).statusCode).toBe(429)
    const asked = await app.inject({
      method: 'POST',
      url: '/api/member/findPw',
      payload: { id: 'staff02', name: row!.name, mobile: row!.mobile },
    })
    const reset = await app.inject({
      method: 'POST',
      url: '/api/member/findPw/reset',
      payload: {
        resetId: asked.json().resetId,
        code: phone.lastCode(row!.mobile!),
        newPwd: 'Chip#Shot42',
        newPwdConfirm: 'Chip#Shot42',
      },
    })
    expect(reset.statusCode).toBe(200)
    expect((await tryLogin('Chip#Shot42')).statusCode).toBe(200)
  })

  it('treats a right password on an account that cannot log in like a wrong one, keeping its count', async () => {
    await db.update(members).set({ status: 'pending' }).where(eq(members.loginId, 'member01'))
    const tryLogin = (pwd: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { id: 'member01', pwd }, remoteAddress: '10.6.0.1' })
    for (let i = 1; i < THROTTLE.pair.free; i++) expect((await tryLogin('Wrong#pass1')).statusCode).toBe(401)
    expect((await tryLogin(DEMO_PASSWORD)).statusCode).toBe(401)
    // The right password did not clear the count: the next try waits like after any fifth failure.
    expect((await tryLogin(DEMO_PASSWORD)).statusCode).toBe(429)
  })
})
