import { ERROR_CODES } from '@contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog } from '../../server/db/schema/index'
import { THROTTLE } from '../../server/modules/auth/throttle-rules'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

const WRONG = 'Wrong#pass1'
const ALARM_S = String(THROTTLE.alarmDelayMs / 1000)

describe('login throttle: failures slow the failing address down, never the owner elsewhere', () => {
  let testDb: TestDatabase
  let app: App
  const clock = testClock()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { now: clock, purgeJob: false, rateLimitMax: 100_000 })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  const attempt = (id: string, pwd: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { id, pwd }, remoteAddress })
  const statusOf = async (id: string, pwd: string, remoteAddress: string) =>
    (await attempt(id, pwd, remoteAddress)).statusCode

  it('the attacker at 127.0.0.2 waits 1 s, 2 s, 4 s after 5 failures; the owner at 127.0.0.3 gets in', async () => {
    for (let i = 0; i < THROTTLE.pair.free; i++) expect(await statusOf('member01', WRONG, '127.0.0.2')).toBe(401)
    const locked = await attempt('member01', DEMO_PASSWORD, '127.0.0.2')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.RATE_LIMITED })
    expect(locked.headers['retry-after']).toBe('1')

    // Same instant: the owner's address has not failed on the account, so the right password works.
    expect(await statusOf('member01', DEMO_PASSWORD, '127.0.0.3')).toBe(200)

    // The owner's login does not release the attacker, whose waits keep doubling.
    expect((await attempt('member01', WRONG, '127.0.0.2')).headers['retry-after']).toBe('1')
    clock.advance(1000)
    expect(await statusOf('member01', WRONG, '127.0.0.2')).toBe(401)
    expect((await attempt('member01', WRONG, '127.0.0.2')).headers['retry-after']).toBe('2')
    clock.advance(2000)
    expect(await statusOf('member01', WRONG, '127.0.0.2')).toBe(401)
    expect((await attempt('member01', DEMO_PASSWORD, '127.0.0.2')).headers['retry-after']).toBe('4')
    // A right password after the wait clears that address's count.
    clock.advance(4000)
    expect(await statusOf('member01', DEMO_PASSWORD, '127.0.0.2')).toBe(200)
    expect(await statusOf('member01', WRONG, '127.0.0.2')).toBe(401)
    expect(await statusOf('member01', DEMO_PASSWORD, '127.0.0.2')).toBe(200)
    const throttled = await testDb.database.db.select().from(auditLog).where(eq(auditLog.action, 'login_throttled'))
    expect(throttled.length).toBe(4)
  })

  it('many addresses: once 5 have failed, each new one gets one guess, then waits 15 minutes', async () => {
    // Addresses 1-4 fail once each: no delay yet (a few addresses failing is a member on several devices).
    for (let i = 1; i <= 4; i++) expect(await statusOf('member02', WRONG, `127.0.1.${i}`)).toBe(401)
    expect(await statusOf('member02', WRONG, '127.0.1.1')).toBe(401)
    // The 5th failing address: the account is under attack. Each failing address now waits the long delay.
    for (let i = 5; i <= 8; i++) {
      expect(await statusOf('member02', WRONG, `127.0.1.${i}`)).toBe(401)
      const next = await attempt('member02', WRONG, `127.0.1.${i}`)
      expect([next.statusCode, next.headers['retry-after']]).toEqual([429, ALARM_S])
    }
    // Addresses that failed before the alarm pay it with their next failure.
    expect(await statusOf('member02', WRONG, '127.0.1.2')).toBe(401)
    expect((await attempt('member02', WRONG, '127.0.1.2')).headers['retry-after']).toBe(ALARM_S)

    // The owner, from an address that has not failed, still logs in, as often as he likes.
    expect(await statusOf('member02', DEMO_PASSWORD, '127.0.2.1')).toBe(200)
    expect(await statusOf('member02', DEMO_PASSWORD, '127.0.2.1')).toBe(200)
    expect(await statusOf('member02', DEMO_PASSWORD, '127.0.2.2')).toBe(200)

    // After the long delay, each attacking address gets exactly one more guess.
    clock.advance(THROTTLE.alarmDelayMs)
    expect(await statusOf('member02', WRONG, '127.0.1.5')).toBe(401)
    expect((await attempt('member02', WRONG, '127.0.1.5')).headers['retry-after']).toBe(ALARM_S)
  })

  it('counts an IPv6 subscriber by its /64: a new address in the same /64 does not start over', async () => {
    for (let i = 1; i <= THROTTLE.pair.free; i++)
      expect(await statusOf('instructor01', WRONG, `2001:db8:aa:1::${i}`)).toBe(401)
    expect(await statusOf('instructor01', DEMO_PASSWORD, '2001:db8:aa:1:ffff::9')).toBe(429)
    expect(await statusOf('instructor01', DEMO_PASSWORD, '2001:db8:aa:2::1')).toBe(200)
  })

  it('locks an address that fails on many accounts, without locking those accounts elsewhere', async () => {
    const ip = '192.0.2.50'
    for (let i = 0; i < THROTTLE.address.free; i++)
      expect(await statusOf(`guess${String(i).padStart(3, '0')}`, WRONG, ip)).toBe(401)
    const locked = await attempt('president01', DEMO_PASSWORD, ip)
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(await statusOf('president01', DEMO_PASSWORD, '192.0.2.51')).toBe(200)
  })

  it('forgets failures after a quiet hour', async () => {
    for (let i = 1; i <= 4; i++) await attempt('staff01', WRONG, '10.2.0.1')
    clock.advance(THROTTLE.resetAfterMs + 1000)
    // Counting starts over: this is failure 1, not 5, so the next try is not held up.
    expect(await statusOf('staff01', WRONG, '10.2.0.1')).toBe(401)
    expect(await statusOf('staff01', DEMO_PASSWORD, '10.2.0.1')).toBe(200)
  })
})
