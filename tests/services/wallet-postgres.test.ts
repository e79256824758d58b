import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { cashBalances, members } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { selectCoupon } from '../../server/modules/wallet/index'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { makeCoupon, spendRace } from '../server/eduwallet/wallet-support'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL: the cash race and the coupon race on separate PostgreSQL connections, where they
// really overlap (PGlite serialises them on its one). docs/requirements/my-page.md#my-13, #my-14.
describe.skipIf(!baseUrl)('cash and coupons on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database
  let memberId: number
  const now = new Date('2026-06-10T03:00:00Z')
  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'wallet')
    ;({ database } = await prepareDatabase(
      { DATA_DIR: './unused', DATABASE_URL: fresh.url },
      { demo: 'test', log: null },
    ))
    const [row] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, 'fellow01'))
    memberId = row!.id
  }, 300_000)
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })

  it('lets exactly 10 of 50 concurrent spends through and leaves the balance at 0', async () => {
    expect(await spendRace(database.db, memberId, now)).toBe(10)
    const [balance] = await database.db.select().from(cashBalances).where(eq(cashBalances.memberId, memberId))
    expect(balance!.balance).toBe(0)
  })

  it('gives one coupon to one of two orders selecting it at once', async () => {
    const coupon = await makeCoupon(database.db, 'PGRACE', now)
    await database.db.execute(
      `insert into member_coupons (coupon_id, member_id, registered_at) values (${coupon.id}, ${memberId}, now())`,
    )
    const race = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        database.db.transaction((tx) => selectCoupon(tx, memberId, 'PGRACE', `ticket_order:${i}`, now)),
      ),
    )
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
})
