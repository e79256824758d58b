import { ERROR_CODES } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { auditLog, members, refreshTokens } from '../../server/db/schema/index'
import { REFRESH_GRACE_MS } from '../../server/modules/auth/refresh'
import { ACCESS_TOKEN_TTL_S, sha256 } from '../../server/modules/auth/tokens'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('login, logout and token refresh', () => {
  let testDb: TestDatabase
  let app: App
  const clock = testClock()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { now: clock, rateLimitMax: 100_000 })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  const profile = (token: string) => app.inject({ method: 'GET', url: '/api/member', headers: bearer(token) })
  const refresh = (pair: { accessToken: string; refreshToken: string }) =>
    app.inject({ method: 'POST', url: '/api/accessToken', payload: pair })

  it('lets every demo account log in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const result = await loginAs(app, account.loginId, DEMO_PASSWORD)
      expect(result).toMatchObject({ id: account.loginId, name: account.name, expiresIn: ACCESS_TOKEN_TTL_S })
      expect(result.accessToken.split('.')).toHaveLength(3)
      expect(result.refreshToken.length).toBeGreaterThanOrEqual(40)
    }
    const [hash] = await testDb.database.db
      .select({ h: members.passwordHash })
      .from(members)
      .where(eq(members.loginId, 'member01'))
    expect(hash?.h).toMatch(/^\$argon2id\$/)
  })

  it('logs in, reads the profile, logs out; the tokens stop working at once', async () => {
    const pair = await loginAs(app, 'webmember01')
    const me = await profile(pair.accessToken)
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: 'webmember01', memberClass: null, roles: ['web_member'] })

    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(pair.accessToken) })
    expect(out.statusCode).toBe(200)
    const after = await profile(pair.accessToken)
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe(ERROR_CODES.SESSION_ENDED)
    expect((await refresh(pair)).statusCode).toBe(401)
  })

  it('refuses a wrong password with 401 LOGIN_FAILED, the same as an unknown ID', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'member01', pwd: 'Wrong-pass1' },
      remoteAddress: '10.0.0.9',
    })
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'nobody01', pwd: 'Wrong-pass1' },
      remoteAddress: '10.0.0.9',
    })
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().code).toBe(ERROR_CODES.LOGIN_FAILED)
    expect(wrong.body).not.toContain('Wrong-pass1')
  })

  it('answers an expired access token with 401 -1001 and other token problems with other codes', async () => {
    const pair = await loginAs(app, 'member01')
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000)
    const expired = await profile(pair.accessToken)
    expect(expired.statusCode).toBe(401)
    expect(expired.json().code).toBe(-1001)

    const forged = await profile(`${pair.accessToken.slice(0, -4)}AAAA`)
    expect(forged.statusCode).toBe(401)
    expect(forged.json().code).toBe(ERROR_CODES.TOKEN_INVALID)
    const garbage = await profile('not-a-token')
    expect(garbage.json().code).toBe(ERROR_CODES.TOKEN_INVALID)
    const none = await app.inject({ method: 'GET', url: '/api/member' })
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe(ERROR_CODES.LOGIN_REQUIRED)

    // The refresh repairs it.
    const next = await refresh(pair)
    expect(next.statusCode).toBe(200)
    expect((await profile(next.json().accessToken)).statusCode).toBe(200)
  })

  it('rotates: a refresh token works once; after the grace window its reuse revokes the whole login', async () => {
    const first = await loginAs(app, 'member02')
    const second = (await refresh(first)).json()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const third = (await refresh(second)).json()
    expect(third.refreshToken).not.toBe(second.refreshToken)
    expect((await profile(third.accessToken)).statusCode).toBe(200)

    clock.advance(REFRESH_GRACE_MS + 1000)
    const reused = await refresh(first)
    expect(reused.statusCode).toBe(401)
    expect(reused.json().code).toBe(ERROR_CODES.REFRESH_REUSED)
    // Every token of that login is dead now, the newest included.
    const dead = await profile(third.accessToken)
    expect(dead.statusCode).toBe(401)
    expect(dead.json().code).toBe(ERROR_CODES.REFRESH_REUSED)
    expect((await refresh(third)).statusCode).toBe(401)
    const audit = await testDb.database.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse'))
    expect(audit.length).toBeGreaterThanOrEqual(1)
  })

  it('answers two refreshes with the same token inside the grace window with the same new pair', async () => {
    const pair = await loginAs(app, 'instructor01')
    const [a, b] = await Promise.all([refresh(pair), refresh(pair)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json()).toEqual(b.json())
    clock.advance(REFRESH_GRACE_MS - 1000)
    const late = await refresh(pair)
    expect(late.statusCode).toBe(200)
    expect(late.json()).toEqual(a.json())
    expect((await profile(a.json().accessToken)).statusCode).toBe(200)
  })

  it('100 requests with an expired token, then concurrent refreshes: all get the new pair and succeed', async () => {
    const pair = await loginAs(app, 'president01')
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 5000)
    const expired = await Promise.all(Array.from({ length: 100 }, () => profile(pair.accessToken)))
    expect(new Set(expired.map((r) => `${r.statusCode} ${r.json().code}`))).toEqual(new Set(['401 -1001']))

    const refreshed = await Promise.all(Array.from({ length: 20 }, () => refresh(pair)))
    expect(new Set(refreshed.map((r) => r.statusCode))).toEqual(new Set([200]))
    const pairs = new Set(refreshed.map((r) => r.body))
    expect(pairs.size).toBe(1)
    const fresh = refreshed[0]!.json()
    const repeated = await Promise.all(Array.from({ length: 100 }, () => profile(fresh.accessToken)))
    expect(new Set(repeated.map((r) => r.statusCode))).toEqual(new Set([200]))
    // One rotation happened: the old token is used, one successor exists.
    const [old] = await testDb.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(pair.refreshToken)))
    expect(old?.usedAt).not.toBeNull()
  })

  it('refuses a refresh token that expired, and one that belongs to another login', async () => {
    const mine = await loginAs(app, 'staff01')
    const theirs = await loginAs(app, 'scorer01')
    const mixed = await refresh({ accessToken: mine.accessToken, refreshToken: theirs.refreshToken })
    expect(mixed.statusCode).toBe(401)
    expect(mixed.json().code).toBe(ERROR_CODES.REFRESH_INVALID)

    clock.advance(25 * 3_600_000)
    const stale = await refresh(mine)
    expect(stale.statusCode).toBe(401)
    expect(stale.json().code).toBe(ERROR_CODES.REFRESH_INVALID)
  })

  it('keeps an automatic login for 30 days', async () => {
    const pair = await loginAs(app, 'staff01', DEMO_PASSWORD, { autoLogin: true })
    clock.advance(20 * 24 * 3_600_000)
    expect((await refresh(pair)).statusCode).toBe(200)
  })

  it('single active login: a new login ends the earlier session, whose next call gets the distinct code', async () => {
    const phone = await loginAs(app, 'member01')
    const desktop = await loginAs(app, 'member01')
    const earlier = await profile(phone.accessToken)
    expect(earlier.statusCode).toBe(401)
    expect(earlier.json().code).toBe(ERROR_CODES.SESSION_REPLACED)
    expect(ERROR_CODES.SESSION_REPLACED).not.toBe(ERROR_CODES.TOKEN_EXPIRED)
    const earlierRefresh = await refresh(phone)
    expect(earlierRefresh.json().code).toBe(ERROR_CODES.SESSION_REPLACED)
    // Also once the earlier token has expired: the member is told why, not asked to refresh.
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000)
    expect((await profile(phone.accessToken)).json().code).toBe(ERROR_CODES.SESSION_REPLACED)
    expect((await refresh(desktop)).statusCode).toBe(200)
  })

  it('writes audit rows for logins, failures and logouts, never the password', async () => {
    const rows = await testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.loginId, 'member01')))
    const actions = new Set(rows.map((r) => r.action))
    expect(actions).toEqual(expect.objectContaining({}))
    expect([...actions]).toEqual(expect.arrayContaining(['login', 'login_failed']))
    const login = rows.find((r) => r.action === 'login')!
    expect(login.ip).toBe('127.0.0.1')
    expect(login.userAgent).toBe('lightMyRequest')
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD)
    const logouts = await testDb.database.db.select().from(auditLog).where(eq(auditLog.action, 'logout'))
    expect(logouts.map((r) => r.loginId)).toContain('webmember01')
  })
})
