import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { authSessions, refreshTokens } from '../../server/db/schema/index'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'
import {
  sessionState,
  expectDatabaseRefusesSecondOpenSession,
  expectRefreshesRacingLoginsLeaveOne,
  expectTenLoginsLeaveOne,
} from './single-login-race'

// The same races on PostgreSQL, with a pool of connections: tests/services/auth-postgres.test.ts.
describe('one active login per member, enforced by the database (PGlite)', () => {
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

  it('10 parallel logins of one member leave exactly one valid access token and one valid refresh token', async () => {
    await expectTenLoginsLeaveOne(app, testDb.database.db, 'member01')
  })

  it('refreshes racing logins leave one valid login and no usable refresh token of an ended one', async () => {
    await expectRefreshesRacingLoginsLeaveOne(app, testDb.database.db, 'member02', clock)
  })

  it('the database refuses a second open session for a member', async () => {
    await expectDatabaseRefusesSecondOpenSession(testDb.database.db, 'member01', clock())
  })

  it('the migration ends all but the newest open session of a member on a database where logins raced', async () => {
    const db = testDb.database.db
    const migration = await readFile(
      new URL('../../server/db/migrations/0011_one_open_session.sql', import.meta.url),
      'utf8',
    )
    // The database as it was before the migration: no index, and two logins of one member that both stayed open.
    await db.execute(sql`drop index auth_sessions_one_open_idx`)
    const { memberId } = await sessionState(db, 'staff01')
    const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 0, minute))
    await db.insert(authSessions).values([
      { id: 'raced-older', memberId, createdAt: at(0) },
      { id: 'raced-newer', memberId, createdAt: at(1) },
    ])
    await db.insert(refreshTokens).values(
      ['raced-older', 'raced-newer'].map((sessionId) => ({
        tokenHash: `hash-of-${sessionId}`,
        sessionId,
        createdAt: at(1),
        expiresAt: at(60 * 24),
      })),
    )
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))

    const sessions = await db.select().from(authSessions).where(eq(authSessions.memberId, memberId))
    expect(sessions.map((s) => [s.id, s.endedAt === null, s.endReason])).toEqual(
      expect.arrayContaining([
        ['raced-older', false, 'superseded'],
        ['raced-newer', true, null],
      ]),
    )
    expect(await sessionState(db, 'staff01')).toMatchObject({ openSessions: 1, liveTokensOfEndedSessions: 0 })
    await expectDatabaseRefusesSecondOpenSession(db, 'staff01', clock())
  })
})
