import { eq } from 'drizzle-orm'
import type { Response as LightResponse } from 'light-my-request'
import type { App } from '../../../server/app'
import type { AppDb } from '../../../server/db/database'
import { members } from '../../../server/db/schema/index'
import type { MailProvider } from '../../../server/providers/mail/types'
import { bearer, loginAs, testClock, type TestClock } from '../auth-helpers'
import { createFixtureDatabase, DEMO_TODAY, type FixtureDatabase } from '../../fixtures/test-db'
import { createTestApp } from '../helpers'

/**
 * A seeded demo PGlite (DEMO_TODAY) and an app at noon Seoul with the mail job off, so each test sends the outbox
 * with deliverDueMails at a clock it moves; `mail` replaces the sandbox provider (a failing one).
 */
export interface SupportFixture {
  testDb: FixtureDatabase
  db: AppDb
  app: App
  clock: TestClock
  idOf(loginId: string): Promise<number>
  as(
    loginId: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightResponse>
  close(): Promise<void>
}

export async function supportFixture(options: { mail?: MailProvider } = {}): Promise<SupportFixture> {
  const testDb = await createFixtureDatabase('test')
  const clock = testClock(`${DEMO_TODAY}T03:00:00Z`)
  const app = await createTestApp(testDb.database, {
    now: clock,
    rateLimitMax: 100_000,
    purgeJob: false,
    membershipJobs: false,
    paymentJobs: false,
    mailJobs: false,
    ...(options.mail ? { mailProvider: options.mail } : {}),
  })
  await app.ready()
  const tokens = new Map<string, string>()
  const tokenOf = async (loginId: string) => {
    if (!tokens.has(loginId)) tokens.set(loginId, (await loginAs(app, loginId)).accessToken)
    return tokens.get(loginId)!
  }
  return {
    testDb,
    db: testDb.db,
    app,
    clock,
    async idOf(loginId) {
      const [row] = await testDb.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId))
      if (!row) throw new Error(`no ${loginId}`)
      return row.id
    },
    async as(loginId, method, url, payload, headers = {}) {
      const auth = loginId === null ? {} : bearer(await tokenOf(loginId))
      return app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload ? { payload } : {}) })
    },
    async close() {
      await app.close()
      await testDb.cleanup()
    },
  }
}

export const QUESTION = {
  category: 'dues',
  title: '회비 영수증 재발급',
  content: '작년 하반기 회비 영수증을 다시 받을 수 있을까요? 세금 신고에 필요합니다.',
} as const
