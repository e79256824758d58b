import { ERROR_CODES } from '@contract/errors'
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels, paymentOrders, ticketPurchases } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { abandonReadyOrder } from '../payments/index'
import { releasePurchase } from './settle-purchase'

const ENDED = ['ABORTED', 'EXPIRED', 'CANCELED']

export interface HoldsReport {
  released: number
  refunded: number
}

/**
 * The dated job `ticket-holds` (docs/requirements/ticketing.md#tkt-6), idempotent at any instant: a hold past its
 * end whose order is still READY (or that never got one) is released, its order closed through the door so a late
 * confirm charges nothing; a claimed order or a virtual account keeps its hold until the door settles it. It also
 * records a virtual account's refund the bank has sent as `cancelled`.
 */
export async function releaseExpiredHolds(db: AppDb, now: Date): Promise<HoldsReport> {
  const report: HoldsReport = { released: 0, refunded: 0 }
  const due = await db
    .select({ id: ticketPurchases.id, orderId: ticketPurchases.orderId })
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.state, 'held'), lte(ticketPurchases.holdExpiresAt, now)))
  for (const { id, orderId } of due) {
    if (orderId !== null && (await abandonReadyOrder(db, orderId, 'EXPIRED', 'job:ticket-holds', now))) {
      report.released++
      continue
    }
    const [order] = orderId === null ? [] : await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    if (order && !ENDED.includes(order.state)) continue
    if (await db.transaction((tx) => releasePurchase(tx, id, 'expired', now))) report.released++
  }
  const refunded = await db
    .update(ticketPurchases)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(ticketPurchases.state, 'cancellation_requested'),
        isNotNull(ticketPurchases.cancelledAt),
        inArray(
          ticketPurchases.orderId,
          db
            .select({ orderId: paymentCancels.orderId })
            .from(paymentCancels)
            .groupBy(paymentCancels.orderId)
            .having(sql`bool_and(${paymentCancels.label} = 'refund_complete')`),
        ),
      ),
    )
    .returning({ id: ticketPurchases.id })
  report.refunded = refunded.length
  return report
}

/**
 * POST /api/mypage/tickets/{id}/release: the payment window's fail page reports that the payment failed or was
 * abandoned; the hold ends at once (seats, coupon and cash back) unless a confirm has claimed the order meanwhile.
 */
export async function releaseFailedPurchase(db: AppDb, memberId: number, id: number, now: Date): Promise<void> {
  const [p] = await db
    .select()
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.id, id), eq(ticketPurchases.memberId, memberId)))
  if (!p) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such purchase of yours')
  if (p.state !== 'held') return
  if (p.orderId === null) {
    await db.transaction((tx) => releasePurchase(tx, id, 'payment_failed', now))
    return
  }
  await abandonReadyOrder(db, p.orderId, 'ABORTED', `member:${memberId}`, now, {
    code: 'PAYMENT_WINDOW_FAILED',
    message: 'The buyer came back from the payment window without paying',
  })
}
