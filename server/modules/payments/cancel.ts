import { randomUUID } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { PaymentOrderDto } from '@contract/payments'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels, paymentOrders, type RefundAccountJson } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { findOrder, linesOf, orderDto, paidOrderOf } from './order-dto'
import { recordEvent } from './order-events'
import { payableFor } from './registry'
import { endUnpaid, lockOrder } from './settle'

export interface CancelInput {
  orderNo: string
  /** Omitted: what is left. */
  amount?: number | undefined
  reason: string
  refundAccount?: RefundAccountJson | undefined
  /**
   * `viaModule`: the module's own route already decided the member may cancel (an entry fee goes only through POST
   * /game/cancel, docs/decisions/0082-application-lifecycle.md), so the door's memberMayCancel is not asked.
   */
  actor: { kind: 'member'; memberId: number; viaModule?: true } | { kind: 'staff'; staffId: number }
  now: Date
}

const exceeds = () => httpError(422, ERROR_CODES.REFUND_EXCEEDS_REFUNDABLE, 'The amount exceeds what can be refunded')

/**
 * Cancels or refunds an order (docs/requirements/payments.md#pay-7). A waiting virtual account is simply closed;
 * a paid order is refunded up to what is left: the amount is first reserved with a conditional update (so two
 * cancels at once never pass the limit together), then the provider is asked, then the result settles in one
 * transaction; a refusal by the provider gives the reservation back.
 */
export async function cancelPayment(
  db: AppDb,
  provider: PaymentProvider,
  input: CancelInput,
): Promise<PaymentOrderDto> {
  const order = await findOrder(db, input.orderNo)
  const cause = input.actor.kind === 'member' ? `member:${input.actor.memberId}` : `staff:${input.actor.staffId}`
  if (!order || (input.actor.kind === 'member' && order.memberId !== input.actor.memberId))
    throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such order')
  const payable = payableFor(order.purpose)
  const lines = await linesOf(db, order.id)
  const asked = input.actor.kind === 'member' && !input.actor.viaModule
  if (asked && !payable.memberMayCancel?.(paidOrderOf(order, lines)))
    throw httpError(422, ERROR_CODES.PAYMENT_NOT_CANCELABLE, 'This payment cannot be cancelled by the member')
  if (order.state === 'WAITING_FOR_DEPOSIT' || order.state === 'READY')
    return closeUnpaid(db, provider, order.id, input, cause)
  if (order.state !== 'DONE' && order.state !== 'PARTIAL_CANCELED')
    throw httpError(422, ERROR_CODES.PAYMENT_NOT_CANCELABLE, `A ${order.state} order cannot be cancelled`)
  const amount = input.amount ?? order.amount - order.canceledAmount
  if (amount <= 0 || amount > order.amount - order.canceledAmount) throw exceeds()
  if (order.method === 'vbank' && !input.refundAccount)
    throw httpError(422, ERROR_CODES.REFUND_ACCOUNT_REQUIRED, 'A paid virtual account needs a refund account')
  // A transfer staff recorded (provider offline, PAY-10) carries a key the provider never issued: refunded by hand.
  if (!order.paymentKey || order.provider === 'offline')
    throw httpError(422, ERROR_CODES.PAYMENT_NOT_CANCELABLE, 'Paid outside the provider')
  const reserve = (by: number) =>
    db
      .update(paymentOrders)
      .set({ canceledAmount: sql`${paymentOrders.canceledAmount} + ${by}` })
      .where(
        and(
          eq(paymentOrders.id, order.id),
          inArray(paymentOrders.state, ['DONE', 'PARTIAL_CANCELED']),
          sql`${paymentOrders.canceledAmount} + ${by} <= ${paymentOrders.amount}`,
        ),
      )
      .returning({ id: paymentOrders.id })
  const [reserved] = await reserve(amount)
  if (!reserved) throw exceeds()
  const key = `cancel_${order.id}_${randomUUID()}`
  let result: Awaited<ReturnType<PaymentProvider['cancel']>>
  try {
    result = await provider.cancel({
      paymentKey: order.paymentKey,
      amount,
      reason: input.reason,
      refundAccount: input.refundAccount,
      idempotencyKey: key,
    })
  } catch (error) {
    await reserve(-amount)
    throw error
  }
  if (!result.ok) {
    await reserve(-amount)
    await recordEvent(
      db,
      { orderId: order.id, kind: 'cancel_refused', amount, cause, detail: { code: result.code } },
      input.now,
    )
    if (result.code === 'NOT_CANCELABLE_AMOUNT') throw exceeds()
    throw httpError(422, ERROR_CODES.PAYMENT_FAILED, `${result.code}: ${result.message}`)
  }
  const refund = result.payment.cancels.find((c) => c.key === key)?.refund ?? 'none'
  const settled = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id)
    const full = locked.canceledAmount === locked.amount
    const state = full ? 'CANCELED' : 'PARTIAL_CANCELED'
    const [updated] = await tx
      .update(paymentOrders)
      .set({ state, refundAccount: input.refundAccount ?? locked.refundAccount, updatedAt: input.now })
      .where(eq(paymentOrders.id, order.id))
      .returning()
    const label =
      refund === 'pending' ? 'refund_expected' : refund === 'done' ? 'refund_complete' : 'cancellation_complete'
    await tx.insert(paymentCancels).values({
      orderId: order.id,
      amount,
      reason: input.reason,
      label,
      providerKey: key,
      refundAccount: input.refundAccount ?? null,
      cause,
      at: input.now,
    })
    await recordEvent(
      tx,
      { orderId: order.id, kind: 'canceled', fromState: locked.state, toState: state, amount, cause },
      input.now,
    )
    const paid = updated ?? locked
    await payable.onCanceled(tx, paidOrderOf(paid, lines), amount, full, input.now)
    return paid
  })
  return orderDto(db, settled)
}

/** A virtual account still waiting (or an order never paid) is closed: nothing to refund, the rows payable again. */
async function closeUnpaid(db: AppDb, provider: PaymentProvider, orderId: number, input: CancelInput, cause: string) {
  const order = await db.transaction((tx) => lockOrder(tx, orderId))
  const key = `cancel_${order.id}_${randomUUID()}`
  if (order.state === 'WAITING_FOR_DEPOSIT' && order.paymentKey) {
    const result = await provider.cancel({
      paymentKey: order.paymentKey,
      amount: order.amount,
      reason: input.reason,
      idempotencyKey: key,
    })
    // The deposit came first: the order is paid now (its webhook settles it); cancelling it is a refund.
    if (!result.ok) throw httpError(422, ERROR_CODES.PAYMENT_NOT_CANCELABLE, `${result.code}: ${result.message}`)
  }
  const settled = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId)
    if (locked.state !== 'WAITING_FOR_DEPOSIT' && locked.state !== 'READY')
      throw httpError(422, ERROR_CODES.PAYMENT_NOT_CANCELABLE, `The order is ${locked.state} now`)
    const updated = await endUnpaid(tx, locked, 'CANCELED', cause, input.now)
    await tx.insert(paymentCancels).values({
      orderId,
      amount: locked.amount,
      reason: input.reason,
      label: 'cancelled',
      providerKey: key,
      cause,
      at: input.now,
    })
    return updated
  })
  return orderDto(db, settled)
}
