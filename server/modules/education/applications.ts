import { ERROR_CODES } from '@contract/errors'
import type { EducationApplicationDto, EducationApplicationListDto } from '@contract/education-applications'
import type { RefundAccountJson } from '../../db/schema/index'
import type { EducationTypeCode } from '@domain/codes/education-types'
import {
  applicationShownState,
  isConfirmed,
  mayCancel,
  type ApplicationStoredState,
} from '@domain/education/application-state'
import { educationStatus } from '@domain/education/status'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { educationApplications, educationEvents } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { mayMember, requireMay } from '../membership/permissions'
import { cancelPayment } from '../payments/index'
import type { PaymentProvider } from '../../providers/payment/types'
import {
  applicationById,
  applicationsOf,
  freePlace,
  openOrdersOf,
  refundedOrders,
  type ApplicationWithEvent,
} from './application-repository'
import { cancellingOrders } from './application-payable'
import { checkInCode } from './check-in-code'
import { eventById, membershipTypeOf } from './repository'

/**
 * Applying for, listing and cancelling education events (docs/requirements/my-page.md#my-11). Every refusal about
 * the member asks the standing function first (docs/requirements/standing-and-dues.md#sd-9); then the event's
 * membership types, its window and its places, in one transaction with the place counted.
 */

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string })
  return cause?.code === '23505'
}
const alreadyApplied = () =>
  httpError(409, ERROR_CODES.EDUCATION_ALREADY_APPLIED, 'You have already applied for this session.')

export function applicationDto(
  { application: a, event: e }: ApplicationWithEvent,
  key: Uint8Array,
  now: Date,
  refunded = false,
): EducationApplicationDto {
  // A refund that was pending (a virtual account's transfer) and is now complete reads as cancelled.
  const stored: ApplicationStoredState = a.state === 'cancellation_requested' && refunded ? 'cancelled' : a.state
  const facts = { state: stored, attendedAt: a.attendedAt, eventStartsAt: e.startsAt, eventEndsAt: e.endsAt }
  const state = applicationShownState(facts, now)
  return {
    id: a.id,
    eventId: e.id,
    typeCode: e.typeCode as EducationTypeCode,
    titleKo: e.titleKo,
    titleEn: e.titleEn,
    venueKo: e.venueKo,
    venueEn: e.venueEn,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    amountWon: a.amountWon,
    storedState: stored,
    state,
    orderNo: a.orderNo,
    method: (a.method as EducationApplicationDto['method']) ?? null,
    paidAt: a.paidAt?.toISOString() ?? null,
    attendedAt: a.attendedAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    mayCancel: mayCancel(facts, now),
    checkInCode: isConfirmed(stored) && now.getTime() < e.endsAt.getTime() ? checkInCode(key, a.id) : null,
  }
}

/** GET /api/mypage/edu: the member's applications, newest first. */
export async function myApplications(
  db: AppDb,
  key: Uint8Array,
  memberId: number,
  now: Date,
): Promise<EducationApplicationListDto> {
  const rows = await applicationsOf(db, memberId)
  const pending = rows.filter((r) => r.application.state === 'cancellation_requested' && r.application.orderId)
  const refunded = await refundedOrders(
    db,
    pending.map((r) => r.application.orderId!),
  )
  return {
    items: rows.map((r) =>
      applicationDto(r, key, now, r.application.orderId !== null && refunded.has(r.application.orderId)),
    ),
  }
}

/** POST /api/education/{eventId}/apply. */
export async function applyForEvent(
  db: AppDb,
  key: Uint8Array,
  memberId: number,
  eventId: number,
  now: Date,
): Promise<EducationApplicationDto> {
  const event = await eventById(db, eventId)
  if (!event) throw httpError(404, ERROR_CODES.NOT_FOUND, `Education event ${eventId} not found`)
  const permission = await mayMember(db, memberId, 'apply_education', now)
  // Staff may waive the dues for one event (education_events.dues_required); every other refusal stands.
  const waived = !permission.allowed && permission.reason === 'unpaid_dues' && !event.duesRequired
  if (!waived) await requireMay(db, memberId, 'apply_education', now)
  const type = await membershipTypeOf(db, memberId)
  if (type === null || !(event.eligibleTypes as readonly string[]).includes(type))
    throw httpError(403, ERROR_CODES.EDUCATION_NOT_ELIGIBLE, 'This session is not open to your membership type.')
  if (educationStatus(event, now) !== 'applying')
    throw httpError(422, ERROR_CODES.EDUCATION_APPLICATION_CLOSED, 'Applications for this session are not open now.')
  try {
    const id = await db.transaction(async (tx) => {
      const [live] = await tx
        .select({ id: educationApplications.id })
        .from(educationApplications)
        .where(
          and(
            eq(educationApplications.eventId, eventId),
            eq(educationApplications.memberId, memberId),
            sql`${educationApplications.state} not in ('cancelled', 'cancellation_requested')`,
          ),
        )
      if (live) throw alreadyApplied()
      // The place is taken by one conditional update: two members cannot both get the last one.
      const [place] = await tx
        .update(educationEvents)
        .set({ applicants: sql`${educationEvents.applicants} + 1` })
        .where(and(eq(educationEvents.id, eventId), lt(educationEvents.applicants, educationEvents.capacity)))
        .returning({ id: educationEvents.id })
      if (!place) throw httpError(409, ERROR_CODES.EDUCATION_FULL, 'This session is full.')
      const [row] = await tx
        .insert(educationApplications)
        .values({
          eventId,
          memberId,
          state: event.costWon > 0 ? 'awaiting_payment' : 'applied',
          amountWon: event.costWon,
          createdAt: now,
        })
        .returning({ id: educationApplications.id })
      return row!.id
    })
    return applicationDto((await applicationById(db, id))!, key, now)
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyApplied()
    throw error
  }
}

/** Cancels the member's own order through the door, which asks educationPayable whether the member may. */
async function cancelOrder(
  db: AppDb,
  provider: PaymentProvider,
  memberId: number,
  orderNo: string,
  refundAccount: RefundAccountJson | undefined,
  now: Date,
) {
  cancellingOrders.add(orderNo)
  try {
    return await cancelPayment(db, provider, {
      orderNo,
      reason: 'Education application cancelled',
      refundAccount,
      actor: { kind: 'member', memberId },
      now,
    })
  } finally {
    cancellingOrders.delete(orderNo)
  }
}

/**
 * POST /api/education/applications/{id}/cancel, before the event starts. An unpaid one is simply cancelled (an order
 * still open for it is closed first); a paid one is refunded through the door, and reads "cancellation requested"
 * while a virtual account's refund is pending. The place goes back to the event.
 */
export async function cancelApplication(
  db: AppDb,
  provider: () => PaymentProvider,
  key: Uint8Array,
  input: { memberId: number; id: number; refundAccount?: RefundAccountJson | undefined; now: Date },
): Promise<EducationApplicationDto> {
  const { memberId, id, now } = input
  const found = await applicationById(db, id)
  if (!found || found.application.memberId !== memberId)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Education application ${id} not found`)
  const facts = {
    state: found.application.state,
    attendedAt: found.application.attendedAt,
    eventStartsAt: found.event.startsAt,
  }
  if (!mayCancel(facts, now))
    throw httpError(422, ERROR_CODES.EDUCATION_NOT_CANCELABLE, 'This application can no longer be cancelled.')
  if (found.application.state === 'paid' && found.application.orderNo) {
    const order = await cancelOrder(db, provider(), memberId, found.application.orderNo, input.refundAccount, now)
    if (order.cancels.at(-1)?.label === 'refund_expected')
      await db
        .update(educationApplications)
        .set({ state: 'cancellation_requested', cancelledAt: now })
        .where(and(eq(educationApplications.id, id), eq(educationApplications.state, 'cancelled')))
  } else {
    for (const open of await openOrdersOf(db, id)) {
      if (open.state === 'IN_PROGRESS')
        throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
      await cancelOrder(db, provider(), memberId, open.orderNo, undefined, now)
    }
    await db.transaction(async (tx) => {
      // An order opened for it since the look above (another tab) holds the row: pricing locks it too, so after this
      // lock either that order is visible here or it will find the application cancelled and refuse to charge.
      await tx
        .select({ id: educationApplications.id })
        .from(educationApplications)
        .where(eq(educationApplications.id, id))
        .for('update')
      if ((await openOrdersOf(tx, id)).length > 0)
        throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
      const [cancelled] = await tx
        .update(educationApplications)
        .set({ state: 'cancelled', cancelledAt: now, inOrderSince: null })
        .where(
          and(
            eq(educationApplications.id, id),
            inArray(educationApplications.state, ['applied', 'awaiting_payment', 'waiting_for_deposit']),
          ),
        )
        .returning({ eventId: educationApplications.eventId })
      if (!cancelled)
        throw httpError(422, ERROR_CODES.EDUCATION_NOT_CANCELABLE, 'This application can no longer be cancelled.')
      await freePlace(tx, cancelled.eventId)
    })
  }
  return applicationDto((await applicationById(db, id))!, key, now)
}
