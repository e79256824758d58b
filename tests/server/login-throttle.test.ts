import { ERROR_CODES } from '@contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog } from '../../server/db/schema/index'
import { delayAfter, THROTTLE } from '../../server/modules/auth/login-throttle'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('login throttle: growing delays per account and per address', () => {
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

  it('computes 1 s, 2 s, 4 s ... from the 5th failure of an account, capped at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8].map((n) => delayAfter(n, THROTTLE.account.free))).toEqual([0, 0, 1000, 2000, 4000, 8000])
    expect(delayAfter(40, THROTTLE.account.free)).toBe(THROTTLE.maxDelayMs)
  })

  it('locks an account after 5 failures with 429 and Retry-After, the wait doubling; the right password works after it', async () => {
    // Each try from another address, so only the account's count matters.
    for (let i = 1; i <= 4; i++) expect((await attempt('member01', 'Wrong#pass1', `10.1.0.${i}`)).statusCode).toBe(401)
    expect((await attempt('member01', 'Wrong#pass1', '10.1.0.5')).statusCode).toBe(401)
    const locked = await attempt('member01', DEMO_PASSWORD, '10.1.0.6')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.RATE_LIMITED })
    expect(locked.headers['retry-after']).toBe('1')

    clock.advance(1000)
    expect((await attempt('member01', 'Wrong#pass1', '10.1.0.7')).statusCode).toBe(401)
    expect((await attempt('member01', DEMO_PASSWORD, '10.1.0.8')).headers['retry-after']).toBe('2')
    clock.advance(2000)
    expect((await attempt('member01', 'Wrong#pass1', '10.1.0.9')).statusCode).toBe(401)
    expect((await attempt('member01', DEMO_PASSWORD, '10.1.0.10')).headers['retry-after']).toBe('4')

    clock.advance(4000)
    expect((await attempt('member01', DEMO_PASSWORD, '10.1.0.11')).statusCode).toBe(200)
    // A success clears the account's count.
    expect((await attempt('member01', 'Wrong#pass1', '10.1.0.12')).statusCode).toBe(401)
    expect((await attempt('member01', DEMO_PASSWORD, '10.1.0.13')).statusCode).toBe(200)
    const throttled = await testDb.database.db.select().from(auditLog).where(eq(auditLog.action, 'login_throttled'))
    expect(throttled.length).toBe(3)
  })

  it('locks an address that fails on many accounts, without locking those accounts elsewhere', async () => {
    const ip = '192.0.2.50'
    for (let i = 0; i < THROTTLE.address.free; i++)
      expect((await attempt(`guess${String(i).padStart(3, '0')}`, 'Wrong#pass1', ip)).statusCode).toBe(401)
    const locked = await attempt('member02', DEMO_PASSWORD, ip)
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect((await attempt('member02', DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200)
  })

  it('forgets failures after a quiet hour', async () => {
    for (let i = 1; i <= 4; i++) await attempt('staff01', 'Wrong#pass1', `10.2.0.${i}`)
    clock.advance(THROTTLE.resetAfterMs + 1000)
    // Counting starts over: this is failure 1, not 5.
    expect((await attempt('staff01', 'Wrong#pass1', '10.2.0.9')).statusCode).toBe(401)
    expect((await attempt('staff01', DEMO_PASSWORD, '10.2.0.10')).statusCode).toBe(200)
  })
})
