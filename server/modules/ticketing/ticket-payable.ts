import { ERROR_CODES } from '@contract/errors'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrders, ticketProducts, ticketPurchases } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { refundPending, type Payable, type PayableLine } from '../payments/index'
import { cancelPurchase, completePurchase, releasePurchase } from './settle-purchase'

/**
 * Tickets through the payment door (docs/requirements/ticketing.md#tkt-6, payments.md#pay-1): an order pays exactly
 * one held purchase of its member, at the amount the purchase's own quote left to pay, and closes with the hold.
 */
export const TICKET_REF = 'ticket_purchase'

const refsOf = (lines: PayableLine[]) => lines.filter((l) => l.refKind === TICKET_REF).map((l) => l.refId)
const notPayable = (message: string) => httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, message)

/**
 * The orders being cancelled right now by POST /api/mypage/tickets/{id}/cancel, which applies the refund rule
 * (docs/decisions/0076-ticket-refund-rule.md): the door's own member cancel refuses tickets otherwise, since
 * `memberMayCancel` cannot read the ticket's day.
 */
export const cancellingTicketOrders = new Set<string>()

/** Why an unpaid order ended, as the purchase records it. */
async function releaseCauseOf(tx: AppDb, orderId: number): Promise<string> {
  const [order] = await tx
    .select({ state: paymentOrders.state, failure: paymentOrders.failure })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
  if (order?.state === 'EXPIRED') return 'expired'
  if (order?.state === 'ABORTED' && order.failure) return 'payment_failed'
  return 'abandoned'
}

export const ticketPayable: Payable = {
  purpose: 'ticket',
  async price(tx, memberId, refs, now) {
    const ids = [...new Set(refs)]
    if (ids.length !== 1) throw notPayable('One ticket purchase an order')
    const [row] = await tx
      .select({ purchase: ticketPurchases, nameKo: ticketProducts.nameKo })
      .from(ticketPurchases)
      .innerJoin(ticketProducts, eq(ticketProducts.id, ticketPurchases.productId))
      .where(and(eq(ticketPurchases.id, ids[0]!), eq(ticketPurchases.memberId, memberId)))
      .for('update', { of: ticketPurchases })
    const p = row?.purchase
    if (!p) throw notPayable('Not yours or unknown')
    if (p.state !== 'held' || p.holdExpiresAt === null || p.holdExpiresAt.getTime() <= now.getTime())
      throw notPayable(`Purchase ${p.id} is not held for payment`)
    if (p.payableWon <= 0) throw notPayable(`Purchase ${p.id} has nothing to pay`)
    // One order a purchase, written by the purchase itself: a second one (POST /api/payments/orders with purpose
    // ticket) could be paid beside a virtual account still awaiting its deposit, and one of the two payments would
    // buy nothing (docs/decisions/0077-ticket-holds.md).
    if (p.orderId !== null) throw notPayable(`Purchase ${p.id} is paid through order ${p.orderNo ?? p.orderId}`)
    const name = `${row.nameKo} × ${p.quantity}`
    return {
      title: name,
      lines: [{ refKind: TICKET_REF, refId: p.id, name, amount: p.payableWon }],
      expiresAt: p.holdExpiresAt,
    }
  },
  async onPaid(tx, order, now) {
    for (const id of refsOf(order.lines))
      await completePurchase(
        tx,
        id,
        { orderId: order.id, orderNo: order.orderNo, method: order.method ?? 'card', paidAt: order.approvedAt },
        now,
      )
  },
  async onAwaitingDeposit(tx, order) {
    // The seats stay held until the deposit or the account's due date (the door then ends the order: onAbandoned).
    const [row] = await tx
      .select({ expiresAt: paymentOrders.expiresAt })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))
    await tx
      .update(ticketPurchases)
      .set({ holdExpiresAt: row?.expiresAt ?? null, orderId: order.id, orderNo: order.orderNo, method: 'vbank' })
      .where(and(inArray(ticketPurchases.id, refsOf(order.lines)), eq(ticketPurchases.state, 'held')))
  },
  async onAbandoned(tx, order, now) {
    const cause = await releaseCauseOf(tx, order.id)
    for (const id of refsOf(order.lines)) await releasePurchase(tx, id, cause, now)
  },
  async onCanceled(tx, order, amount, full, now) {
    // A paid virtual account's refund is sent by bank transfer later: the purchase says "cancellation requested".
    const final = !(await refundPending(tx, order.id))
    if (full) for (const id of refsOf(order.lines)) await cancelPurchase(tx, id, amount, final, now)
  },
  memberMayCancel: (order) => cancellingTicketOrders.has(order.orderNo),
}
