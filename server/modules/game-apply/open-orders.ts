import { and, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrderLines, paymentOrders } from '../../db/schema/index'
import { ENTRY_FEE_REF } from './entry-fee-payable'

/** The door's orders still open for an application: a payment window (READY, IN_PROGRESS) or a virtual account. */
export function openOrdersOf(db: AppDb, applicationId: number) {
  return db
    .selectDistinct({ id: paymentOrders.id, orderNo: paymentOrders.orderNo, state: paymentOrders.state })
    .from(paymentOrders)
    .innerJoin(paymentOrderLines, eq(paymentOrderLines.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.purpose, 'entry_fee'),
        eq(paymentOrderLines.refKind, ENTRY_FEE_REF),
        eq(paymentOrderLines.refId, applicationId),
        inArray(paymentOrders.state, ['READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT']),
      ),
    )
}
