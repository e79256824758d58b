import { ERROR_CODES } from '@contract/errors'
import type { PaymentOrderDto } from '@contract/payments'
import { seoulMonthSpan } from '@domain/time'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrders } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { AuthContext } from '../auth/authenticate'
import { findOrder, orderDto, orderDtos } from './order-dto'

/** GET /api/payments/orders/{orderNo}: its owner or staff; anyone else learns nothing (404). */
export async function readOrder(db: AppDb, caller: AuthContext, orderNo: string): Promise<PaymentOrderDto> {
  const order = await findOrder(db, orderNo)
  if (!order || (order.memberId !== caller.memberId && !caller.roles.includes('staff')))
    throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such order')
  return orderDto(db, order)
}

/** A member's own orders, newest first, of one Seoul year when asked (PAY-10). */
export async function listOrders(db: AppDb, memberId: number, year?: number): Promise<PaymentOrderDto[]> {
  const span =
    year === undefined ? null : { start: seoulMonthSpan(`${year}-01`).start, end: seoulMonthSpan(`${year}-12`).end }
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.memberId, memberId),
        span ? gte(paymentOrders.createdAt, span.start) : undefined,
        span ? lt(paymentOrders.createdAt, span.end) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(500)
  return orderDtos(db, rows)
}
