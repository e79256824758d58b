import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database'
import { duesPeriods, members } from '../../server/db/schema/index'
import { runBilling } from '../../server/modules/membership/billing'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL: the billing run's idempotence under real concurrency (a pool of connections racing
// on the unique key of member and period; docs/requirements/standing-and-dues.md#sd-3).
describe.skipIf(!baseUrl)('the billing run on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database

  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'billing')
    database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
    await database.migrate()
    await database.db.insert(members).values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `회원${i}`,
        memberNo: `2020${String(i).padStart(4, '0')}`,
        memberClass: i % 2 ? 'TP' : 'PR',
        firstEnrolledOn: '2020-01-01',
        selectedOn: '2019-12-01',
        birthDate: '19900101',
      })),
    )
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })

  it('bills each period once when eight runs race, and a later run bills nothing', async () => {
    const now = new Date('2026-07-01T03:00:00Z')
    const reports = await Promise.all(Array.from({ length: 8 }, () => runBilling(database.db, now)))
    // 2020-1 to 2026-2: 14 periods for each of the 20 members, one entrance fee each.
    expect(reports.reduce((sum, r) => sum + r.periods, 0)).toBe(20 * 14)
    expect(reports.reduce((sum, r) => sum + r.entranceFees, 0)).toBe(20)
    const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(duesPeriods)
    expect(n).toBe(280)
    expect((await runBilling(database.db, now)).periods).toBe(0)
    const [first] = await database.db.select({ id: members.id }).from(members).where(eq(members.memberNo, '20200001'))
    const july = await database.db
      .select()
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, first!.id), eq(duesPeriods.period, '2026-2')))
    expect(july).toEqual([expect.objectContaining({ amount: 150_000, state: 'unpaid' })])
  })
})
