import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Response as LightResponse } from 'light-my-request'
import type { App } from '../../../server/app'
import { members, welfareApplications } from '../../../server/db/schema/index'
import { createFixtureDatabase, DEMO_TODAY, type FixtureDatabase } from '../../fixtures/test-db'
import { type FormFile, multipartBody } from '../../fixtures/evidence-files'
import { bearer, loginAs, testClock, type TestClock } from '../auth-helpers'
import { createTestApp, testEnv } from '../helpers'

/** Noon in Seoul on the demo's day (2026-06-10). */
export const NOON = `${DEMO_TODAY}T03:00:00Z`

/** A father's death on the demo's day: every field the form requires. */
export const FATHERS_DEATH: Record<string, string> = {
  type: 'condolence_pay',
  relationship: 'father',
  subjectName: '김부친',
  occasion: 'death',
  occasionDate: '2026-06-01',
  funeralDate: '2026-06-03',
  time: '10:30',
  inKindItem: 'funeral_supplies',
  deliveryAddress: '서울특별시 강남구 테헤란로 521',
  bank: '국민은행',
  accountNumber: '123-456-789012',
  accountHolder: '김투어',
}

export interface WelfareFixture {
  testDb: FixtureDatabase
  app: App
  clock: TestClock
  idOf(loginId: string): Promise<number>
  as(loginId: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightResponse>
  send(
    loginId: string,
    method: 'POST' | 'PATCH',
    url: string,
    fields: object,
    files: FormFile[],
  ): Promise<LightResponse>
  /** What is stored: application rows and files in DATA_DIR/welfare. */
  stored(): Promise<{ applications: number; files: number }>
  close(): Promise<void>
}

/** The small demo on PGlite and an app whose DATA_DIR is the test's own temporary folder. */
export async function welfareFixture(now = NOON): Promise<WelfareFixture> {
  const testDb = await createFixtureDatabase('test')
  const clock = testClock(now)
  const app = await createTestApp(testDb.database, {
    env: testEnv({ DATA_DIR: testDb.dataDir }),
    now: clock,
    rateLimitMax: 100_000,
    purgeJob: false,
    membershipJobs: false,
    paymentJobs: false,
  })
  await app.ready()
  const tokens = new Map<string, string>()
  const tokenOf = async (loginId: string) => {
    if (!tokens.has(loginId)) tokens.set(loginId, (await loginAs(app, loginId)).accessToken)
    return tokens.get(loginId)!
  }
  return {
    testDb,
    app,
    clock,
    async idOf(loginId) {
      const [row] = await testDb.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId))
      return row!.id
    },
    async as(loginId, method, url, payload) {
      const headers = loginId ? bearer(await tokenOf(loginId)) : {}
      return app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    },
    async send(loginId, method, url, fields, files) {
      const body = multipartBody(fields as Record<string, string>, files)
      return app.inject({
        method,
        url,
        headers: { ...bearer(await tokenOf(loginId)), 'content-type': body.contentType },
        payload: body.payload,
      })
    },
    async stored() {
      const [row] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(welfareApplications)
      const files = await readdir(join(testDb.dataDir, 'welfare')).catch(() => [])
      return { applications: row!.n, files: files.length }
    },
    async close() {
      await app.close()
      await testDb.cleanup()
    },
  }
}
