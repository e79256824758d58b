import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { SANDBOX_PHONE, SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('phone verification through the sandbox provider', () => {
  let testDb: TestDatabase
  let app: App
  const clock = testClock()
  const logged: unknown[][] = []
  const phone = new SandboxPhoneProvider(clock, { info: (...args: unknown[]) => logged.push(args) } as never)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { now: clock, phoneProvider: phone, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  const send = (number: string) => app.inject({ method: 'GET', url: `/api/cert/phone?phone=${number}` })
  const confirm = (certId: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/cert/phone', payload: { certId, code } })
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('issues a 6-digit code, never logs it, and confirms it once', async () => {
    const res = await send('01012345678')
    expect(res.statusCode).toBe(200)
    const { certId, expiresAt } = res.json()
    expect(new Date(expiresAt).getTime() - clock().getTime()).toBe(10 * 60_000)
    const code = phone.lastCode('01012345678')!
    expect(code).toMatch(/^\d{6}$/)
    // Operators and log services read the log: the code and its certification stay out (docs/decisions/0042).
    expect(logged).toHaveLength(1)
    expect(JSON.stringify(logged)).not.toContain(code)
    expect(JSON.stringify(logged)).not.toContain(certId)
    expect(res.body).not.toContain(code)

    const ok = await confirm(certId, code)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ certId, phone: '01012345678', verified: true })
    const again = await confirm(certId, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe(ERROR_CODES.CERT_CODE_EXPIRED)
  })

  it('allows only a few wrong codes', async () => {
    const { certId } = (await send('01022223333')).json()
    const code = phone.lastCode('01022223333')!
    for (let i = 1; i < SANDBOX_PHONE.maxAttempts; i++) {
      const res = await confirm(certId, wrongCode(code))
      expect(res.json().code).toBe(ERROR_CODES.CERT_CODE_WRONG)
    }
    expect((await confirm(certId, wrongCode(code))).json().code).toBe(ERROR_CODES.CERT_CODE_EXPIRED)
    // Even the right code is refused now.
    expect((await confirm(certId, code)).json().code).toBe(ERROR_CODES.CERT_CODE_EXPIRED)
  })

  it('expires a code after 10 minutes', async () => {
    const { certId } = (await send('01033334444')).json()
    const code = phone.lastCode('01033334444')!
    clock.advance(10 * 60_000 + 1)
    const res = await confirm(certId, code)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(ERROR_CODES.CERT_CODE_EXPIRED)
  })

  it('limits codes per phone, with Retry-After', async () => {
    const number = '01055556666'
    expect((await send(number)).statusCode).toBe(200)
    const soon = await send(number)
    expect(soon.statusCode).toBe(429)
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0)
    for (let i = 1; i < SANDBOX_PHONE.perHour; i++) {
      clock.advance(SANDBOX_PHONE.resendAfterMs)
      expect((await send(number)).statusCode).toBe(200)
    }
    clock.advance(SANDBOX_PHONE.resendAfterMs)
    expect((await send(number)).statusCode).toBe(429)
    clock.advance(60 * 60_000)
    expect((await send(number)).statusCode).toBe(200)
  })

  it('fails delivery to the sandbox number that never receives, and refuses numbers that are not mobiles', async () => {
    const res = await send(SANDBOX_PHONE.undeliverable)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(ERROR_CODES.CERT_DELIVERY_FAILED)
    const bad = await send('0212345678')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, fields: { phone: 'invalid_format' } })
  })
})
