import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrders, type PaymentOrderRow } from '../../db/schema/index'
import type { ProviderVirtualAccount } from '../../providers/payment/types'
import { linesOf, paidOrderOf } from './order-dto'
import { recordEvent } from './order-events'
import { payableFor } from './registry'

/** What the provider says happened to an order's payment; the one input of {@link settleOrder}. */
export type Settlement =
  | { state: 'DONE'; paymentKey: string; method?: string; approvedAt: Date; receiptNo: string }
  | { state: 'WAITING_FOR_DEPOSIT'; paymentKey: string; virtualAccount: ProviderVirtualAccount }
  | { state: 'ABORTED' | 'EXPIRED'; failure?: { code: string; message: string } }

const UNPAID = ['READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT']

/** Locks the order's row for the rest of the transaction: confirm, webhook and job settle one at a time. */
export async function lockOrder(tx: AppDb, orderId: number): Promise<PaymentOrderRow> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update')
  if (!order) throw new Error(`payment order ${orderId} vanished`)
  return order
}

/**
 * Moves an order to what the provider reported, in one transaction that locks the order's row
 * (docs/decisions/0053-payment-door.md#concurrency): whoever comes second (a confirm racing a deposit
 * webhook, the reconciliation job) finds the state already reached and changes nothing, so the Payable's onPaid
 * runs exactly once. Never moves a paid order back.
 */
export async function settleOrder(
  db: AppDb,
  orderId: number,
  settlement: Settlement,
  cause: string,
  now: Date,
): Promise<{ order: PaymentOrderRow; changed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const from = order.state
    if (settlement.state === 'DONE') {
      if (!UNPAID.includes(from)) return { order, changed: false }
      const [updated] = await tx
        .update(paymentOrders)
        .set({
          state: 'DONE',
          paymentKey: settlement.paymentKey,
          method: order.method === 'vbank' || !settlement.method ? order.method : settlement.method,
          approvedAt: settlement.approvedAt,
          receiptNo: settlement.receiptNo,
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, orderId))
        .returning()
      const paid = updated as PaymentOrderRow
      await recordEvent(
        tx,
        { orderId, kind: 'paid', fromState: from, toState: 'DONE', amount: paid.amount, cause },
        now,
      )
      await payableFor(paid.purpose).onPaid(tx, paidOrderOf(paid, await linesOf(tx, orderId)), now)
      return { order: paid, changed: true }
    }
    if (settlement.state === 'WAITING_FOR_DEPOSIT') {
      if (from !== 'READY' && from !== 'IN_PROGRESS') return { order, changed: false }
      const va = settlement.virtualAccount
      const [updated] = await tx
        .update(paymentOrders)
        .set({
          state: 'WAITING_FOR_DEPOSIT',
          paymentKey: settlement.paymentKey,
          method: 'vbank',
          virtualAccount: {
            bank: va.bank,
            accountNumber: va.accountNumber,
            holder: va.holder,
            dueAt: va.dueAt.toISOString(),
          },
          expiresAt: va.dueAt,
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, orderId))
        .returning()
      await recordEvent(
        tx,
        { orderId, kind: 'vbank_issued', fromState: from, toState: 'WAITING_FOR_DEPOSIT', amount: order.amount, cause },
        now,
      )
      const waiting = updated as PaymentOrderRow
      await payableFor(waiting.purpose).onAwaitingDeposit?.(
        tx,
        { id: waiting.id, orderNo: waiting.orderNo, lines: await linesOf(tx, orderId) },
        now,
      )
      return { order: waiting, changed: true }
    }
    if (!UNPAID.includes(from)) return { order, changed: false }
    const updated = await endUnpaid(tx, order, settlement.state, cause, now, settlement.failure)
    return { order: updated, changed: true }
  })
}

/** Ends an unpaid order (ABORTED, EXPIRED, CANCELED) in the caller's transaction; the rows become payable again. */
export async function endUnpaid(
  tx: AppDb,
  order: PaymentOrderRow,
  state: 'ABORTED' | 'EXPIRED' | 'CANCELED',
  cause: string,
  now: Date,
  failure?: { code: string; message: string },
): Promise<PaymentOrderRow> {
  const [updated] = await tx
    .update(paymentOrders)
    .set({ state, failure: failure ?? null, updatedAt: now })
    .where(eq(paymentOrders.id, order.id))
    .returning()
  await recordEvent(
    tx,
    { orderId: order.id, kind: state.toLowerCase(), fromState: order.state, toState: state, cause, detail: failure },
    now,
  )
  await payableFor(order.purpose).onAbandoned?.(tx, { id: order.id, lines: await linesOf(tx, order.id) }, now)
  return updated as PaymentOrderRow
}

/** Ends an unpaid order unless it got paid meanwhile (its own transaction). */
export async function abandonOrder(
  db: AppDb,
  orderId: number,
  state: 'ABORTED' | 'EXPIRED',
  cause: string,
  now: Date,
): Promise<boolean> {
  const { changed } = await settleOrder(db, orderId, { state }, cause, now)
  return changed
}

/**
 * Ends an order only while it is still READY (nobody confirming it, no virtual account issued), in its own
 * transaction under the order's lock; answers whether it did. What a module uses to give up an order its buyer left
 * or let run out (docs/requirements/ticketing.md#tkt-6): a confirm after this finds the order closed and charges
 * nothing.
 */
export async function abandonReadyOrder(
  db: AppDb,
  orderId: number,
  state: 'ABORTED' | 'EXPIRED',
  cause: string,
  now: Date,
  failure?: { code: string; message: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (order.state !== 'READY') return false
    await endUnpaid(tx, order, state, cause, now, failure)
    return true
  })
}
