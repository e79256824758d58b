import { ERROR_CODES } from '@contract/errors'
import type { PaymentOrderDto } from '@contract/payments'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrders } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { findOrder, orderDto } from './order-dto'
import { recordEvent } from './order-events'
import { settleOrder } from './settle'

export interface ConfirmInput {
  memberId: number
  orderNo: string
  paymentKey: string
  amount: number
  now: Date
}

/**
 * POST /api/payments/confirm (docs/decisions/0053-payment-door.md#concurrency): the order must be the
 * caller's and the amount its own (else 422 and nothing charged). One request claims the order with a conditional
 * update READY → IN_PROGRESS; only that one calls the provider, with no transaction held across the call; the
 * settle is one short transaction. Others find it claimed (409) or settled (its answer).
 */
export async function confirmPayment(
  db: AppDb,
  provider: PaymentProvider,
  input: ConfirmInput,
): Promise<PaymentOrderDto> {
  const order = await findOrder(db, input.orderNo)
  if (!order || order.memberId !== input.memberId) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such order of yours')
  if (input.amount !== order.amount) {
    await recordEvent(
      db,
      {
        orderId: order.id,
        kind: 'confirm_refused',
        amount: input.amount,
        cause: `member:${input.memberId}`,
        detail: { reason: 'amount' },
      },
      input.now,
    )
    throw httpError(422, ERROR_CODES.PAYMENT_AMOUNT_MISMATCH, 'Please check payment amount.')
  }
  const settledOnce = ['DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED'].includes(order.state)
  if (settledOnce && order.paymentKey === input.paymentKey) return orderDto(db, order)
  if (order.state === 'IN_PROGRESS')
    throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'Another request confirms this order')
  if (order.state !== 'READY' || order.expiresAt <= input.now)
    throw httpError(
      422,
      ERROR_CODES.PAYMENT_NOT_PAYABLE,
      `The order is ${order.state === 'READY' ? 'expired' : order.state}`,
    )
  const [claimed] = await db
    .update(paymentOrders)
    .set({ state: 'IN_PROGRESS', paymentKey: input.paymentKey, claimedAt: input.now, updatedAt: input.now })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'READY')))
    .returning({ id: paymentOrders.id })
  if (!claimed) throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'Another request confirms this order')
  await recordEvent(
    db,
    {
      orderId: order.id,
      kind: 'confirm_started',
      fromState: 'READY',
      toState: 'IN_PROGRESS',
      amount: order.amount,
      cause: `member:${input.memberId}`,
    },
    input.now,
  )
  // A throw here (the provider unreachable) leaves the order IN_PROGRESS: the reconciliation job asks the provider.
  const result = await provider.confirm(input.paymentKey, order.orderNo, order.amount)
  const cause = `member:${input.memberId}`
  if (!result.ok) {
    await settleOrder(
      db,
      order.id,
      { state: 'ABORTED', failure: { code: result.code, message: result.message } },
      cause,
      input.now,
    )
    throw httpError(422, ERROR_CODES.PAYMENT_FAILED, `${result.code}: ${result.message}`)
  }
  const { order: settled } = await settleOrder(
    db,
    order.id,
    result.state === 'DONE'
      ? {
          state: 'DONE',
          paymentKey: input.paymentKey,
          method: result.method,
          approvedAt: result.approvedAt,
          receiptNo: result.receiptNo,
        }
      : { state: 'WAITING_FOR_DEPOSIT', paymentKey: input.paymentKey, virtualAccount: result.virtualAccount },
    cause,
    input.now,
  )
  return orderDto(db, settled)
}
