import { ERROR_CODES } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { auditLog } from '../../server/db/schema/index'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from './helpers'

/** The address every visitor arrives from behind the TLS proxy the deployment expects. */
const PROXY = '127.0.0.1'

describe('client addresses with and without TRUST_PROXY', () => {
  let testDb: TestDatabase
  const apps: App[] = []
  const appWith = async (trustProxy?: string) => {
    const app = await createTestApp(testDb.database, {
      env: testEnv(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
      rateLimitMax: 2,
      purgeJob: false,
    })
    await app.ready()
    apps.push(app)
    return app
  }
  const tours = (app: App, remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/tours',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  /** The address the audit recorded for a failed login of `loginId`. */
  const auditedAddress = async (app: App, loginId: string, remoteAddress: string, forwardedFor?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: loginId, pwd: 'Wrong-password-1' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    expect(res.statusCode).toBe(401)
    const [row] = await testDb.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.loginId, loginId), eq(auditLog.action, 'login_failed')))
    return row?.ip
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await testDb.cleanup()
  })

  it('without TRUST_PROXY, a forged X-Forwarded-For neither escapes the limit nor reaches the audit', async () => {
    const app = await appWith()
    const codes = []
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
      codes.push((await tours(app, '192.0.2.10', forged)).statusCode)
    expect(codes).toEqual([200, 200, 429, 429])
    expect(await auditedAddress(app, 'nobodydirect', '192.0.2.11', '198.51.100.9')).toBe('192.0.2.11')
  })

  it('with TRUST_PROXY=1 behind a proxy, two visitors have separate budgets and their own audit address', async () => {
    const app = await appWith('1')
    expect((await tours(app, PROXY, '203.0.113.5')).statusCode).toBe(200)
    expect((await tours(app, PROXY, '203.0.113.5')).statusCode).toBe(200)
    const refused = await tours(app, PROXY, '203.0.113.5')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    // Another visitor through the same proxy is not affected by the first one's calls.
    expect((await tours(app, PROXY, '203.0.113.6')).statusCode).toBe(200)
    // The visitor's own entries before the proxy's are not believed: one hop is trusted, no more.
    expect((await tours(app, PROXY, '10.1.1.1, 203.0.113.5')).statusCode).toBe(429)
    expect(await auditedAddress(app, 'nobodybehind', PROXY, '203.0.113.7')).toBe('203.0.113.7')
  })

  it('with TRUST_PROXY as a list, only the listed proxies are believed', async () => {
    const app = await appWith('10.0.0.0/8, 127.0.0.1')
    expect(await auditedAddress(app, 'nobodylisted', '10.4.4.4', '203.0.113.8')).toBe('203.0.113.8')
    // A client that is not a listed proxy cannot pass for anyone else.
    expect(await auditedAddress(app, 'nobodyunlisted', '192.0.2.20', '203.0.113.9')).toBe('192.0.2.20')
  })
})
