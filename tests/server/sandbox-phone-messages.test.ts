import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { SANDBOX_PHONE, SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import type { PhoneProvider } from '../../server/providers/phone/types'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from './helpers'

/** A stand-in for a real provider: anything that is not the sandbox. */
const realProvider: PhoneProvider = {
  requestCode: async () => ({ ok: true, requestId: 'real-request-1', expiresAt: new Date('2026-05-01T03:10:00Z') }),
  confirmCode: async () => ({ ok: false, reason: 'unknown' }),
  sendNotice: async () => ({ ok: true }),
}

describe('GET /api/sandbox/phone/messages', () => {
  let testDb: TestDatabase
  let sandboxApp: App
  let realApp: App
  let phonesOffApp: App
  const clock = testClock()
  const sandbox = new SandboxPhoneProvider(clock)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    sandboxApp = await createTestApp(testDb.database, {
      now: clock,
      phoneProvider: sandbox,
      purgeJob: false,
      rateLimitMax: 100_000,
    })
    realApp = await createTestApp(testDb.database, {
      now: clock,
      phoneProvider: realProvider,
      purgeJob: false,
      rateLimitMax: 100_000,
    })
    // A demo database whose operator turned phone verification off.
    phonesOffApp = await createTestApp(testDb.database, {
      env: testEnv({ PHONE_PROVIDER: 'none' }),
      now: clock,
      purgeJob: false,
      rateLimitMax: 100_000,
    })
    await Promise.all([sandboxApp.ready(), realApp.ready(), phonesOffApp.ready()])
  })
  afterAll(async () => {
    await sandboxApp.close()
    await realApp.close()
    await phonesOffApp.close()
    await testDb.cleanup()
  })

  const inbox = (app: App, phone: string) =>
    app.inject({ method: 'GET', url: `/api/sandbox/phone/messages?phone=${phone}` })
  const send = (app: App, phone: string) => app.inject({ method: 'GET', url: `/api/cert/phone?phone=${phone}` })

  it('answers the codes sent to the number in the last 10 minutes, newest first, with the sandbox', async () => {
    const first = await send(sandboxApp, '01055556666')
    expect(first.json()).toMatchObject({ sandbox: true })
    const firstCode = sandbox.lastCode('01055556666')
    clock.advance(SANDBOX_PHONE.resendAfterMs)
    await send(sandboxApp, '01055556666')
    const secondCode = sandbox.lastCode('01055556666')
    await send(sandboxApp, '01077778888')

    const res = await inbox(sandboxApp, '01055556666')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body.phone).toBe('01055556666')
    expect(body.messages.map((m: { code: string }) => m.code)).toEqual([secondCode, firstCode])
    expect(body.messages[0].sentAt).toBe(clock().toISOString())

    // Past 10 minutes the first code has left the inbox, then the second.
    clock.advance(10 * 60_000 - SANDBOX_PHONE.resendAfterMs + 1)
    expect((await inbox(sandboxApp, '01055556666')).json().messages.map((m: { code: string }) => m.code)).toEqual([
      secondCode,
    ])
    clock.advance(SANDBOX_PHONE.resendAfterMs)
    expect((await inbox(sandboxApp, '01055556666')).json().messages).toEqual([])
  })

  it('lists the notices sent to a number beside its codes, newest first, for 10 minutes', async () => {
    expect(await sandbox.sendNotice('01055550000', 'first notice')).toEqual({ ok: true })
    clock.advance(1000)
    await sandbox.sendNotice('01055550000', 'second notice')
    await sandbox.sendNotice('01055551111', 'for another number')
    const body = (await inbox(sandboxApp, '01055550000')).json()
    expect(body.notices).toEqual([
      { text: 'second notice', sentAt: clock().toISOString() },
      { text: 'first notice', sentAt: new Date(clock().getTime() - 1000).toISOString() },
    ])
    expect(body.messages).toEqual([])
    clock.advance(10 * 60_000 + 1)
    expect((await inbox(sandboxApp, '01055550000')).json().notices).toEqual([])
    expect(await sandbox.sendNotice(SANDBOX_PHONE.undeliverable, 'lost')).toEqual({
      ok: false,
      reason: 'delivery_failed',
    })
  })

  it('refuses a number that is not a mobile', async () => {
    const res = await inbox(sandboxApp, '12345')
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ phone: 'invalid_format' })
  })

  it('does not exist with another provider, whose code answer has no sandbox flag', async () => {
    const res = await inbox(realApp, '01055556666')
    expect(res.statusCode).toBe(404)
    const sent = await send(realApp, '01099990000')
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ certId: 'real-request-1', expiresAt: '2026-05-01T03:10:00.000Z' })
  })

  it('does not exist with PHONE_PROVIDER=none, where no code is sent at all', async () => {
    expect((await inbox(phonesOffApp, '01055556666')).statusCode).toBe(404)
    const sent = await send(phonesOffApp, '01099991111')
    expect(sent.statusCode).toBe(503)
    expect(sent.json().code).toBe('PHONE_VERIFICATION_OFF')
  })

  it('does not exist without the demo: the sandbox itself is refused there', async () => {
    const options = { now: clock, phoneProvider: new SandboxPhoneProvider(clock), purgeJob: false }
    await expect(createTestApp(testDb.database, { ...options, env: testEnv({ DEMO: 'none' }) })).rejects.toThrow(
      /the sandbox phone provider runs only with the demo, which is off \(DEMO=none\)/,
    )
  })

  it('is documented under the sandbox tag', async () => {
    const doc = (await sandboxApp.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    expect(doc.paths['/api/sandbox/phone/messages'].get.tags).toEqual(['sandbox'])
    const realDoc = (await realApp.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    expect(realDoc.paths['/api/sandbox/phone/messages']).toBeUndefined()
  })
})
