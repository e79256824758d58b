import type { PaymentPurpose } from '@contract/payments'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrderLines, paymentOrders } from '../../db/schema/index'
import { endUnpaid, lockOrder } from './settle'

/**
 * A member who closed or cancelled the checkout window and tries again (perhaps with another method) must not find
 * the rows held by the order he left: the gateway charges only at confirm, so an order still READY has taken no
 * money and is ended here (ABORTED, cause `superseded`) in the transaction that writes the new one. An order already
 * claimed by a confirm (IN_PROGRESS) or waiting for a deposit keeps its rows (docs/decisions/0053-payment-door.md).
 */
export async function supersedeReadyOrders(
  tx: AppDb,
  input: { memberId: number; purpose: PaymentPurpose; refs: number[]; now: Date },
): Promise<number> {
  const stale = await tx
    .selectDistinct({ id: paymentOrders.id })
    .from(paymentOrders)
    .innerJoin(paymentOrderLines, eq(paymentOrderLines.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.memberId, input.memberId),
        eq(paymentOrders.purpose, input.purpose),
        eq(paymentOrders.state, 'READY'),
        inArray(paymentOrderLines.refId, input.refs),
      ),
    )
    .orderBy(paymentOrders.id)
  let ended = 0
  for (const { id } of stale) {
    const order = await lockOrder(tx, id)
    if (order.state !== 'READY') continue
    await endUnpaid(tx, order, 'ABORTED', 'superseded', input.now)
    ended++
  }
  return ended
}
