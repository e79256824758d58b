import { LABEL_OF_STATE, type PaymentOrderDto, type PaymentState } from '@contract/payments'
import { asc, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels, paymentOrderLines, paymentOrders, type PaymentOrderRow } from '../../db/schema/index'
import type { PaidOrder, PayableLine } from './payable'

export async function linesOf(db: AppDb, orderId: number): Promise<PayableLine[]> {
  const rows = await db
    .select()
    .from(paymentOrderLines)
    .where(eq(paymentOrderLines.orderId, orderId))
    .orderBy(asc(paymentOrderLines.id))
  return rows.map((r) => ({ refKind: r.refKind, refId: r.refId, name: r.name, amount: r.amount }))
}

export function paidOrderOf(order: PaymentOrderRow, lines: PayableLine[]): PaidOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    memberId: order.memberId,
    amount: order.amount,
    method: order.method,
    lines,
    approvedAt: order.approvedAt ?? order.updatedAt,
  }
}

/** The orders as members and staff read them (paymentOrderSchema), lines and cancels included. */
export async function orderDtos(db: AppDb, orders: PaymentOrderRow[]): Promise<PaymentOrderDto[]> {
  if (orders.length === 0) return []
  const ids = orders.map((o) => o.id)
  const lines = await db
    .select()
    .from(paymentOrderLines)
    .where(inArray(paymentOrderLines.orderId, ids))
    .orderBy(asc(paymentOrderLines.id))
  const cancels = await db
    .select()
    .from(paymentCancels)
    .where(inArray(paymentCancels.orderId, ids))
    .orderBy(asc(paymentCancels.id))
  return orders.map((o) => {
    const state = o.state as PaymentState
    const paid = state === 'DONE' || state === 'PARTIAL_CANCELED'
    return {
      orderNo: o.orderNo,
      purpose: o.purpose as PaymentOrderDto['purpose'],
      title: o.title,
      amount: o.amount,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ refKind: l.refKind, name: l.name, amount: l.amount })),
      state,
      label: LABEL_OF_STATE[state],
      method: o.method as PaymentOrderDto['method'],
      canceledAmount: o.canceledAmount,
      refundableAmount: paid ? o.amount - o.canceledAmount : 0,
      virtualAccount: o.virtualAccount,
      cancels: cancels
        .filter((c) => c.orderId === o.id)
        .map((c) => ({
          amount: c.amount,
          reason: c.reason,
          label: c.label as PaymentOrderDto['cancels'][number]['label'],
          at: c.at.toISOString(),
        })),
      createdAt: o.createdAt.toISOString(),
      approvedAt: o.approvedAt?.toISOString() ?? null,
      receiptNo: o.receiptNo,
    }
  })
}

export async function orderDto(db: AppDb, order: PaymentOrderRow): Promise<PaymentOrderDto> {
  const [dto] = await orderDtos(db, [order])
  return dto as PaymentOrderDto
}

export async function findOrder(db: AppDb, orderNo: string): Promise<PaymentOrderRow | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo))
  return order ?? null
}
