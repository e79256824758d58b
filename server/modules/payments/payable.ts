import type { PaymentPurpose } from '@contract/payments'
import type { AppDb } from '../../db/database'

/**
 * What a module that charges gives the payment door (docs/requirements/payments.md#pay-1): it prices its own rows and
 * settles them, inside the door's transactions. The door owns orders, providers, idempotency and refunds; a module
 * never talks to a provider.
 */
export interface PayableLine {
  /** What the line pays, e.g. `dues_period` 42; the module's own reference. */
  refKind: string
  refId: number
  name: string
  /** Integer won, decided here on the server (PAY-2). */
  amount: number
}

export interface PricedOrder {
  title: string
  lines: PayableLine[]
  /**
   * When the order must close unpaid, if before the door's own ORDER_TTL_MS: a ticket hold's end, so a late confirm
   * charges nothing for seats already given back (docs/requirements/ticketing.md#tkt-6).
   */
  expiresAt?: Date
}

export interface PaidOrder {
  id: number
  orderNo: string
  memberId: number
  amount: number
  method: string | null
  lines: PayableLine[]
  approvedAt: Date
}

export interface Payable {
  purpose: PaymentPurpose
  /**
   * Locks and prices `refs` for `memberId` inside the order's transaction; throws an AppError (translated code) when
   * they are not this member's, already paid, or being paid by another open order.
   */
  price(tx: AppDb, memberId: number, refs: number[], now: Date): Promise<PricedOrder>
  /** Runs once, in the transaction that makes the order DONE (by confirm, deposit webhook or staff transfer). */
  onPaid(tx: AppDb, order: PaidOrder, now: Date): Promise<void>
  /** Runs in the transaction of a cancel or refund of `amount` won; `full` when nothing is left paid. */
  onCanceled(tx: AppDb, order: PaidOrder, amount: number, full: boolean, now: Date): Promise<void>
  /**
   * Runs once, in the transaction that issues the order's virtual account (WAITING_FOR_DEPOSIT), so the module's own
   * rows can say "waiting for deposit" (PAY-4) until the deposit (onPaid) or the order's end (onAbandoned).
   */
  onAwaitingDeposit?(tx: AppDb, order: { id: number; orderNo: string; lines: PayableLine[] }, now: Date): Promise<void>
  /** Runs when an unpaid order ends (ABORTED, EXPIRED): the rows become payable again. */
  onAbandoned?(tx: AppDb, order: { id: number; lines: PayableLine[] }, now: Date): Promise<void>
  /** Whether the member may cancel this paid order themselves (absent: no; dues never). Staff always may. */
  memberMayCancel?(order: PaidOrder): boolean
}

/** The columns a module's paid row takes from its order in onPaid: when, by which order and method it was paid. */
export const paidFromOrder = (order: PaidOrder) => ({
  paidAt: order.approvedAt,
  orderId: order.id,
  orderNo: order.orderNo,
  method: order.method,
  inOrderSince: null,
})
