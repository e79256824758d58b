import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels, tournamentApplications } from '../../db/schema/index'
import { abandonReadyOrder } from '../payments/index'
import { recordSentRefunds } from './cancel'
import { givePlaceBack, lockFieldRow } from './field-places'
import { openOrdersOf } from './open-orders'

export interface LapsesReport {
  lapsed: number
  promoted: number
  refunded: number
}

/**
 * The dated job `application-lapses` (docs/decisions/0082-application-lifecycle.md, APP-10), idempotent at any
 * instant: a place still unpaid at its `payBy` lapses ("non-payment") unless an order is being paid or a virtual
 * account waits for its deposit (a payment window still READY is closed through the door first, so a late confirm
 * charges nothing), and goes to the first on the waiting list. It also records the refunds of paid virtual accounts
 * the bank has sent.
 */
export async function lapseUnpaidPlaces(db: AppDb, now: Date): Promise<LapsesReport> {
  const report: LapsesReport = { lapsed: 0, promoted: 0, refunded: 0 }
  const due = await db
    .select({ id: tournamentApplications.id, tournamentId: tournamentApplications.tournamentId })
    .from(tournamentApplications)
    .where(and(eq(tournamentApplications.state, 'awaiting_payment'), lte(tournamentApplications.payBy, now)))
    .orderBy(tournamentApplications.tournamentId, tournamentApplications.arrivalNo)
  for (const { id, tournamentId } of due) {
    const open = await openOrdersOf(db, id)
    if (open.some((o) => o.state !== 'READY')) continue
    for (const o of open) await abandonReadyOrder(db, o.id, 'EXPIRED', 'job:application-lapses', now)
    const promoted = await db.transaction(async (tx) => {
      await lockFieldRow(tx, tournamentId)
      const [gone] = await tx
        .update(tournamentApplications)
        .set({ state: 'lapsed', payBy: null, updatedAt: now })
        .where(
          and(
            eq(tournamentApplications.id, id),
            eq(tournamentApplications.state, 'awaiting_payment'),
            isNull(tournamentApplications.inOrderSince),
            lte(tournamentApplications.payBy, now),
          ),
        )
        .returning({ id: tournamentApplications.id })
      if (!gone) return undefined
      return givePlaceBack(tx, tournamentId, now)
    })
    if (promoted === undefined) continue
    report.lapsed++
    if (promoted !== null) report.promoted++
  }
  const refunded = await db
    .select({ orderId: paymentCancels.orderId })
    .from(paymentCancels)
    .innerJoin(tournamentApplications, eq(tournamentApplications.orderId, paymentCancels.orderId))
    .where(eq(tournamentApplications.state, 'cancellation_requested'))
    .groupBy(paymentCancels.orderId)
    .having(sql`bool_and(${paymentCancels.label} <> 'refund_expected')`)
  report.refunded = await recordSentRefunds(
    db,
    refunded.map((r) => r.orderId),
    now,
  )
  return report
}
