import { ERROR_CODES } from '@contract/errors'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { members, passwordResets, phoneCerts } from '../../server/db/schema/index'
import { hashPassword } from '../../server/modules/auth/password'
import { SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, testEnv } from './helpers'

// A server whose database is not a demo one and which has no real SMS provider answers every call that verifies
// a phone with 503 PHONE_VERIFICATION_OFF instead of pretending to send (docs/decisions/0042); its start-up line
// says so (tests/server/demo-start.test.ts). The sandbox is refused there, whoever asks for it.
const PASSWORD = 'Birdie#Eagle7'
const MOBILE = '01071234567'

describe('phone verification on a server without the demo and without an SMS provider', () => {
  let fixture: FixtureDatabase
  let app: App
  const clock = testClock()

  beforeAll(async () => {
    fixture = await createFixtureDatabase('none')
    await fixture.db.insert(members).values({
      loginId: 'realpro7',
      passwordHash: await hashPassword(PASSWORD),
      name: '실회원',
      email: 'realpro7@example.com',
      mobile: MOBILE,
    })
    app = await createTestApp(fixture.database, { now: clock, purgeJob: false, rateLimitMax: 100_000 })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await fixture?.cleanup()
  })

  const rows = async () => ({
    certs: (await fixture.db.select({ n: count() }).from(phoneCerts))[0]!.n,
    resets: (await fixture.db.select({ n: count() }).from(passwordResets))[0]!.n,
    members: (await fixture.db.select({ n: count() }).from(members))[0]!.n,
  })

  it('answers 503 PHONE_VERIFICATION_OFF to sending, confirming, sign-up, recovery and phone change', async () => {
    const before = await rows()
    const { accessToken } = await loginAs(app, 'realpro7', PASSWORD)
    const calls = [
      { method: 'GET', url: `/api/cert/phone?phone=${MOBILE}` },
      { method: 'POST', url: '/api/cert/phone', payload: { certId: 'any', code: '123456' } },
      { method: 'POST', url: '/api/member/signup', payload: { id: 'newgolfer1', phoneCertId: 'any' } },
      { method: 'POST', url: '/api/member/findPw', payload: { id: 'realpro7', name: '실회원', mobile: MOBILE } },
      { method: 'POST', url: '/api/member/findPw', payload: { id: 'nobody99', name: '없음', mobile: MOBILE } },
      {
        method: 'POST',
        url: '/api/member/findPw/reset',
        payload: { resetId: 'any', code: '123456', newPwd: 'Albatross#88', newPwdConfirm: 'Albatross#88' },
      },
      { method: 'PATCH', url: '/api/member/phone', payload: { phoneCertId: 'any' }, headers: bearer(accessToken) },
    ] as const
    for (const call of calls) {
      const res = await app.inject(call)
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(503)
      expect(res.json()).toEqual({
        code: ERROR_CODES.PHONE_VERIFICATION_OFF,
        message: 'Phone verification is off on this server: no SMS provider is configured',
      })
    }
    expect(await rows()).toEqual(before)
  })

  it('keeps the calls that need no phone verification, and has no sandbox inbox', async () => {
    const found = await app.inject({
      method: 'POST',
      url: '/api/member/findId',
      payload: { name: '실회원', mobile: MOBILE },
    })
    expect(found.statusCode).toBe(200)
    expect(found.json().ids).toHaveLength(1)
    const inbox = await app.inject({ method: 'GET', url: `/api/sandbox/phone/messages?phone=${MOBILE}` })
    expect(inbox.statusCode).toBe(404)
  })

  it('refuses to start with the sandbox, asked for by PHONE_PROVIDER or given in code', async () => {
    await expect(
      createTestApp(fixture.database, { env: testEnv({ PHONE_PROVIDER: 'sandbox' }), purgeJob: false }),
    ).rejects.toThrow(/sandbox phone provider runs only with the demo, which is off \(the database holds 1 member/)
    await expect(
      createTestApp(fixture.database, { phoneProvider: new SandboxPhoneProvider(clock), purgeJob: false }),
    ).rejects.toThrow(/set PHONE_PROVIDER=none or configure a real provider/)
  })
})
