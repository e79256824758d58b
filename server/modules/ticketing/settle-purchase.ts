import { seoulYear } from '@domain/time'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { ticketProducts, ticketPurchases, tickets, type TicketPurchaseRow } from '../../db/schema/index'
import { creditCash, releaseCoupon, restoreCoupon, useCoupon as markCouponUsed } from '../wallet/index'

/**
 * The three ends of a purchase (docs/requirements/ticketing.md#tkt-6, #tkt-7), each inside the caller's transaction
 * and each a no-op when the purchase is no longer in the state it ends: paid (tickets made), released unpaid (seats,
 * coupon and cash back) and cancelled (tickets void, seats, coupon and cash back).
 */
export const couponRefOf = (purchaseId: number) => `ticket_purchase:${purchaseId}`

export async function lockPurchase(tx: AppDb, id: number): Promise<TicketPurchaseRow | undefined> {
  const [row] = await tx.select().from(ticketPurchases).where(eq(ticketPurchases.id, id)).for('update')
  return row
}

/** `FT-26-0042-1`: the year of sale, the purchase and the ticket's place in it; printed under the QR. */
export const ticketSerial = (purchaseId: number, seq: number, now: Date) =>
  `FT-${String(seoulYear(now) % 100).padStart(2, '0')}-${String(purchaseId).padStart(4, '0')}-${seq}`

export interface PaidBy {
  orderId: number | null
  orderNo: string | null
  method: string
  paidAt: Date
}

/** held → purchased: the held seats become sold, the tickets are made, the coupon is used. */
export async function completePurchase(tx: AppDb, id: number, paid: PaidBy, now: Date): Promise<boolean> {
  const p = await lockPurchase(tx, id)
  if (!p || p.state !== 'held') return false
  await tx
    .update(ticketProducts)
    .set({ held: sql`${ticketProducts.held} - ${p.quantity}`, sold: sql`${ticketProducts.sold} + ${p.quantity}` })
    .where(eq(ticketProducts.id, p.productId))
  await tx
    .update(ticketPurchases)
    .set({
      state: 'purchased',
      paidAt: paid.paidAt,
      method: paid.method,
      orderId: paid.orderId ?? p.orderId,
      orderNo: paid.orderNo ?? p.orderNo,
      holdExpiresAt: null,
    })
    .where(eq(ticketPurchases.id, id))
  await tx.insert(tickets).values(
    Array.from({ length: p.quantity }, (_, i) => ({
      purchaseId: id,
      productId: p.productId,
      memberId: p.memberId,
      seq: i + 1,
      serial: ticketSerial(id, i + 1, now),
      createdAt: now,
    })),
  )
  if (p.couponCode) await markCouponUsed(tx, p.memberId, p.couponCode, couponRefOf(id), now)
  return true
}

/** held → released (`cause`: payment_failed, abandoned, expired, superseded): seats, coupon and cash go back. */
export async function releasePurchase(tx: AppDb, id: number, cause: string, now: Date): Promise<boolean> {
  const p = await lockPurchase(tx, id)
  if (!p || p.state !== 'held') return false
  await tx
    .update(ticketProducts)
    .set({ held: sql`${ticketProducts.held} - ${p.quantity}` })
    .where(eq(ticketProducts.id, p.productId))
  await tx
    .update(ticketPurchases)
    .set({ state: 'released', releaseCause: cause, releasedAt: now, holdExpiresAt: null })
    .where(eq(ticketPurchases.id, id))
  if (p.couponCode) await releaseCoupon(tx, p.memberId, p.couponCode, couponRefOf(id))
  if (p.cashWon > 0)
    await creditCash(tx, p.memberId, p.cashWon, { kind: 'ticket_refund', id, note: p.purchaseNo, at: now })
  return true
}

/**
 * A purchase cancelled with `refundWon` sent back by the provider (0 without one): its tickets void, the seats sold
 * again, the coupon back in the box (if still valid) and the cash credited. `final` false leaves it
 * cancellation_requested while a virtual account's refund is on its way. Runs once (the claim is the state).
 */
export async function cancelPurchase(
  tx: AppDb,
  id: number,
  refundWon: number,
  final: boolean,
  now: Date,
): Promise<boolean> {
  const p = await lockPurchase(tx, id)
  if (!p || (p.state !== 'purchased' && p.state !== 'cancellation_requested') || p.cancelledAt !== null) return false
  await tx
    .update(tickets)
    .set({ state: 'cancelled' })
    .where(and(eq(tickets.purchaseId, id), eq(tickets.state, 'valid')))
  await tx
    .update(ticketProducts)
    .set({ sold: sql`${ticketProducts.sold} - ${p.quantity}` })
    .where(eq(ticketProducts.id, p.productId))
  await tx
    .update(ticketPurchases)
    .set({ state: final ? 'cancelled' : 'cancellation_requested', cancelledAt: now, refundWon })
    .where(eq(ticketPurchases.id, id))
  if (p.couponCode) await restoreCoupon(tx, p.memberId, p.couponCode, couponRefOf(id), now)
  if (p.cashWon > 0)
    await creditCash(tx, p.memberId, p.cashWon, { kind: 'ticket_refund', id, note: p.purchaseNo, at: now })
  return true
}
