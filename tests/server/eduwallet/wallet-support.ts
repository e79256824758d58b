import type { AppDb } from '../../../server/db/database'
import { coupons } from '../../../server/db/schema/index'
import { creditCash, spendCash } from '../../../server/modules/wallet/index'

/**
 * The cash race of docs/requirements/my-page.md#my-13, shared by the PGlite and the PostgreSQL suites: a balance that
 * covers 10 spends, 50 spends at once, each in its own transaction. Answers how many succeeded.
 */
export async function spendRace(db: AppDb, memberId: number, at: Date) {
  await db.transaction((tx) => creditCash(tx, memberId, 10_000, { kind: 'event_reward', note: 'race', at }))
  const answers = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      db.transaction((tx) => spendCash(tx, memberId, 1_000, { kind: 'ticket_order', id: i + 1, at })),
    ),
  )
  return answers.filter((a) => a.status === 'fulfilled').length
}

/** A coupon the tests register and select (valid around `at`). */
export async function makeCoupon(db: AppDb, code: string, at: Date, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code,
      batchId: 'test',
      nameKo: '테스트 쿠폰',
      nameEn: 'Test coupon',
      discountKind: 'amount',
      discountValue: 5_000,
      validFrom: new Date(at.getTime() - 86_400_000),
      validUntil: new Date(at.getTime() + 30 * 86_400_000),
      createdAt: at,
      ...over,
    })
    .returning()
  return row!
}
