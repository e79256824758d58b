import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { auditLog, authSessions, loginThrottle, phoneCerts, refreshTokens } from '../../server/db/schema/index'
import { houseKeep } from '../../server/modules/auth/housekeeping'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

const DAY = 24 * 3_600_000

describe('housekeeping of sessions, codes and audit rows', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  const clock = testClock()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, { now: clock, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('keeps visits 3 months, account changes a year, phone certificates 6 months, dead sessions a month', async () => {
    const session = await loginAs(app, 'member01')
    await app.inject({
      method: 'PATCH',
      url: '/api/member/marketingAgree',
      headers: bearer(session.accessToken),
      payload: { marketingAgree: true },
    })
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.accessToken) })
    await app.inject({ method: 'POST', url: '/api/login', payload: { id: 'member02', pwd: 'Wrong#pass1' } })
    await app.inject({ method: 'GET', url: '/api/cert/phone?phone=01012121212' })
    const rows = async () => ({
      sessions: (await db.select().from(authSessions)).length,
      tokens: (await db.select().from(refreshTokens)).length,
      throttle: (await db.select().from(loginThrottle)).length,
      certs: (await db.select().from(phoneCerts)).length,
      visits: (await db.select().from(auditLog).where(eq(auditLog.action, 'login'))).length,
      changes: (await db.select().from(auditLog).where(eq(auditLog.action, 'marketing_change'))).length,
    })
    // The failure counts for the address, the account and the pair of both (docs/decisions/0041).
    expect(await rows()).toEqual({ sessions: 1, tokens: 1, throttle: 3, certs: 1, visits: 1, changes: 1 })

    clock.advance(31 * DAY)
    await houseKeep(db, clock())
    expect(await rows()).toEqual({ sessions: 0, tokens: 0, throttle: 0, certs: 1, visits: 1, changes: 1 })
    clock.advance(60 * DAY)
    await houseKeep(db, clock())
    expect(await rows()).toMatchObject({ certs: 1, visits: 0, changes: 1 })
    clock.advance(90 * DAY)
    await houseKeep(db, clock())
    expect(await rows()).toMatchObject({ certs: 0, changes: 1 })
    clock.advance(185 * DAY)
    await houseKeep(db, clock())
    expect(await rows()).toMatchObject({ changes: 0 })
  })

  it('removes a session that never ended once all its refresh tokens expired', async () => {
    await loginAs(app, 'staff01')
    clock.advance(32 * DAY)
    const report = await houseKeep(db, clock())
    expect(report).toMatchObject({ refreshTokens: 1, sessions: 1 })
    expect(await db.select().from(authSessions)).toEqual([])
  })
})
