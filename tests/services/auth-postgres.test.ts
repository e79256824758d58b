import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { openDatabase, type Database } from '../../server/db/database'
import { seedDemoAccounts } from '../../server/db/demo/accounts'
import { seedIfNeeded } from '../../server/db/seed'
import { REFRESH_GRACE_MS } from '../../server/modules/auth/refresh'
import { ACCESS_TOKEN_TTL_S } from '../../server/modules/auth/tokens'
import { bearer, loginAs, testClock } from '../server/auth-helpers'
import { createFreshPostgres, createTestApp, type FreshPostgres } from '../server/helpers'
import {
  expectDatabaseRefusesSecondOpenSession,
  expectRefreshesRacingLoginsLeaveOne,
  expectTenLoginsLeaveOne,
} from '../server/single-login-race'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): the account migrations on
// PostgreSQL 15, and token rotation under real concurrency (a pool of connections, row locks).
describe.skipIf(!baseUrl)('accounts and sessions on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database
  let app: App
  const clock = testClock()

  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'auth')
    database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
    await database.migrate()
    await seedIfNeeded(database.db)
    await seedDemoAccounts(database.db)
    app = await createTestApp(database, { now: clock, purgeJob: false, rateLimitMax: 100_000 })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await fresh?.drop()
  })

  const refresh = (pair: object) => app.inject({ method: 'POST', url: '/api/accessToken', payload: pair })

  it('answers concurrent refreshes with one pair, and revokes the login on reuse after the grace window', async () => {
    const pair = await loginAs(app, 'member01')
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000)
    const expired = await app.inject({ method: 'GET', url: '/api/member', headers: bearer(pair.accessToken) })
    expect(expired.json().code).toBe(ERROR_CODES.TOKEN_EXPIRED)

    const answers = await Promise.all(Array.from({ length: 30 }, () => refresh(pair)))
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]))
    expect(new Set(answers.map((r) => r.body)).size).toBe(1)
    const next = answers[0]!.json()
    expect(
      (await app.inject({ method: 'GET', url: '/api/member', headers: bearer(next.accessToken) })).statusCode,
    ).toBe(200)

    clock.advance(REFRESH_GRACE_MS + 1)
    expect((await refresh(pair)).json().code).toBe(ERROR_CODES.REFRESH_REUSED)
    expect(
      (await app.inject({ method: 'GET', url: '/api/member', headers: bearer(next.accessToken) })).json().code,
    ).toBe(ERROR_CODES.REFRESH_REUSED)
  })

  it('keeps one active login per member', async () => {
    const first = await loginAs(app, 'member02')
    await loginAs(app, 'member02')
    const res = await app.inject({ method: 'GET', url: '/api/member', headers: bearer(first.accessToken) })
    expect(res.json().code).toBe(ERROR_CODES.SESSION_REPLACED)
  })

  it('10 parallel logins of one member leave exactly one valid access token and one valid refresh token', async () => {
    for (const id of ['instructor01', 'president01', 'staff01']) await expectTenLoginsLeaveOne(app, database.db, id)
  })

  it('refreshes racing logins leave one valid login and no usable refresh token of an ended one', async () => {
    for (const id of ['webmember01', 'scorer01', 'staff02'])
      await expectRefreshesRacingLoginsLeaveOne(app, database.db, id, clock)
  })

  it('the database refuses a second open session for a member', async () => {
    await expectDatabaseRefusesSecondOpenSession(database.db, 'instructor01', clock())
  })
})
