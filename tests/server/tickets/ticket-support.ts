import { eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../../server/db/database'
import { members, ticketProducts, tournaments } from '../../../server/db/schema/index'
import type { PaymentProvider } from '../../../server/providers/payment/types'
import { startPurchase, type PurchaseBody } from '../../../server/modules/ticketing/purchase'

/**
 * What the ticket suites share (docs/requirements/ticketing.md#tkt-6): a product made by the test, a purchase body,
 * and the two races, run on PGlite (tests/server/tickets) and on PostgreSQL (tests/services/tickets-postgres).
 */
export async function makeProduct(db: AppDb, at: Date, over: Partial<typeof ticketProducts.$inferInsert> = {}) {
  const [game] = await db.select({ id: tournaments.id }).from(tournaments).orderBy(sql`${tournaments.startDate} desc`)
  const [row] = await db
    .insert(ticketProducts)
    .values({
      tournamentId: game!.id,
      kind: 'one_day',
      nameKo: '1일권',
      nameEn: 'One-day ticket',
      courseKo: '테스트 코스',
      courseEn: 'Test course',
      day: '2026-06-20',
      priceWon: 30_000,
      capacity: 100,
      saleOpensAt: new Date(at.getTime() - 86_400_000),
      saleClosesAt: new Date(at.getTime() + 30 * 86_400_000),
      createdAt: at,
      ...over,
    })
    .returning()
  return row!
}

export function purchaseBody(productId: number, over: Partial<PurchaseBody> = {}): PurchaseBody {
  return {
    productId,
    quantity: 1,
    method: 'card',
    couponCode: null,
    cashWon: 0,
    consents: { personalData: true, thirdParty: true, covidPledge: true, resaleSanctions: true },
    contact: { mobile: '010-1234-5678', email: 'fan@example.com', address: null, birthDate: null },
    expectedPayableWon: 30_000,
    queueToken: null,
    ...over,
  }
}

const admit = async () => undefined

/** `count` new web members (no login needed: the race calls the service). */
export async function makeBuyers(db: AppDb, count: number, tag: string): Promise<number[]> {
  const rows = await db
    .insert(members)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${tag}${i}` })))
    .returning({ id: members.id })
  return rows.map((r) => r.id)
}

const outcome = (answers: PromiseSettledResult<unknown>[]) => ({
  ok: answers.filter((a) => a.status === 'fulfilled').length,
  codes: answers.flatMap((a) =>
    a.status === 'rejected' ? [(a.reason as { code?: string }).code ?? `THROWN ${String(a.reason)}`] : [],
  ),
})

/** 200 buyers at once for the last 10 seats of a product: how many held one, and what the others were told. */
export async function lastTenRace(db: AppDb, provider: PaymentProvider, at: Date) {
  const product = await makeProduct(db, at, { capacity: 50, sold: 40 })
  const buyers = await makeBuyers(db, 200, 'race')
  const answers = await Promise.allSettled(
    buyers.map((memberId) => startPurchase(db, provider, { memberId, body: purchaseBody(product.id), now: at, admit })),
  )
  const [row] = await db.select().from(ticketProducts).where(eq(ticketProducts.id, product.id))
  return { ...outcome(answers), product: row! }
}

/** One member firing 10 purchases of one ticket at once against a limit of 4. */
export async function limitRace(db: AppDb, provider: PaymentProvider, at: Date) {
  const product = await makeProduct(db, at, { perMemberLimit: 4 })
  const [memberId] = await makeBuyers(db, 1, 'limit')
  const answers = await Promise.allSettled(
    Array.from({ length: 10 }, () =>
      startPurchase(db, provider, { memberId: memberId!, body: purchaseBody(product.id), now: at, admit }),
    ),
  )
  const [row] = await db.select().from(ticketProducts).where(eq(ticketProducts.id, product.id))
  return { ...outcome(answers), product: row! }
}
