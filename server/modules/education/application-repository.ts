import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import {
  educationApplications,
  educationEvents,
  paymentCancels,
  paymentOrderLines,
  paymentOrders,
  type EducationApplicationRow,
  type EducationEventRow,
} from '../../db/schema/index'

/** What the payment door's order lines call an application (contract: the order's `lines[].refKind`). */
export const EDUCATION_REF = 'education_application'

export interface ApplicationWithEvent {
  application: EducationApplicationRow
  event: EducationEventRow
}

export function applicationsOf(db: AppDb, memberId: number): Promise<ApplicationWithEvent[]> {
  return db
    .select({ application: educationApplications, event: educationEvents })
    .from(educationApplications)
    .innerJoin(educationEvents, eq(educationEvents.id, educationApplications.eventId))
    .where(eq(educationApplications.memberId, memberId))
    .orderBy(desc(educationApplications.createdAt), desc(educationApplications.id))
}

export async function applicationById(db: AppDb, id: number): Promise<ApplicationWithEvent | undefined> {
  const [row] = await db
    .select({ application: educationApplications, event: educationEvents })
    .from(educationApplications)
    .innerJoin(educationEvents, eq(educationEvents.id, educationApplications.eventId))
    .where(eq(educationApplications.id, id))
  return row
}

/** The orders of an application still open (ready, in the window, being confirmed or waiting for a deposit). */
export function openOrdersOf(db: AppDb, applicationId: number) {
  return db
    .selectDistinct({ orderNo: paymentOrders.orderNo, state: paymentOrders.state })
    .from(paymentOrders)
    .innerJoin(paymentOrderLines, eq(paymentOrderLines.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.purpose, 'education'),
        eq(paymentOrderLines.refKind, EDUCATION_REF),
        eq(paymentOrderLines.refId, applicationId),
        inArray(paymentOrders.state, ['READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT']),
      ),
    )
}

/** Orders whose refund has been completed since it was requested (a virtual account's bank transfer). */
export async function refundedOrders(db: AppDb, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ orderId: paymentCancels.orderId })
    .from(paymentCancels)
    .where(and(inArray(paymentCancels.orderId, orderIds), eq(paymentCancels.label, 'refund_complete')))
  return new Set(rows.map((r) => r.orderId))
}

/** Gives a place back to the event (a cancelled application). */
export async function freePlace(tx: AppDb, eventId: number): Promise<void> {
  await tx
    .update(educationEvents)
    .set({ applicants: sql`greatest(${educationEvents.applicants} - 1, 0)` })
    .where(eq(educationEvents.id, eventId))
}
