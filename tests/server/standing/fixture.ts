import { eq, sql } from 'drizzle-orm'
import type { Response as LightResponse } from 'light-my-request'
import type { App } from '../../../server/app'
import type { AppDb } from '../../../server/db/database'
import { duesPeriods, members, standingChanges } from '../../../server/db/schema/index'
import { bearer, loginAs, testClock, type TestClock } from '../auth-helpers'
import { createFixtureDatabase, DEMO_TODAY, type FixtureDatabase } from '../../fixtures/test-db'
import { createTestApp } from '../helpers'

/**
 * A seeded PGlite with the demo's members in every standing, built around DEMO_TODAY (2026-06-10), and an app whose
 * clock starts at noon Seoul that day; the dated jobs are run by hand (runBilling, runArrears) so each test says when.
 */
export const NOON = `${DEMO_TODAY}T03:00:00Z`

export interface StandingFixture {
  testDb: FixtureDatabase
  db: AppDb
  app: App
  clock: TestClock
  idOf(loginId: string): Promise<number>
  tokenOf(loginId: string): Promise<string>
  as(loginId: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightResponse>
  /** Logs in again on the next call (after moving the clock past the tokens' life). */
  forgetTokens(): void
  close(): Promise<void>
}

export async function standingFixture(now = NOON): Promise<StandingFixture> {
  const testDb = await createFixtureDatabase('test')
  const clock = testClock(now)
  const app = await createTestApp(testDb.database, {
    now: clock,
    rateLimitMax: 100_000,
    purgeJob: false,
    membershipJobs: false,
  })
  await app.ready()
  const tokens = new Map<string, string>()
  const tokenOf = async (loginId: string) => {
    if (!tokens.has(loginId)) tokens.set(loginId, (await loginAs(app, loginId)).accessToken)
    return tokens.get(loginId)!
  }
  return {
    testDb,
    db: testDb.database.db,
    app,
    clock,
    async idOf(loginId) {
      const [row] = await testDb.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.loginId, loginId))
      if (!row) throw new Error(`no ${loginId}`)
      return row.id
    },
    tokenOf,
    async as(loginId, method, url, payload) {
      return app.inject({ method, url, headers: bearer(await tokenOf(loginId)), ...(payload ? { payload } : {}) })
    },
    forgetTokens: () => tokens.clear(),
    async close() {
      await app.close()
      await testDb.cleanup()
    },
  }
}

export const countRows = async (db: AppDb, memberId: number) => {
  const [periods] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(duesPeriods)
    .where(eq(duesPeriods.memberId, memberId))
  const [changes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standingChanges)
    .where(eq(standingChanges.memberId, memberId))
  return { periods: periods!.n, changes: changes!.n }
}

export const standingOfRow = async (db: AppDb, memberId: number) =>
  (await db.select({ standing: members.standing }).from(members).where(eq(members.id, memberId)))[0]!.standing
