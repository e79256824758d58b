import type { RefundAccountJson } from '../../db/schema/index'
import { ERROR_CODES } from '@contract/errors'
import { and, eq, exists, inArray, isNotNull, isNull, ne } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrderLines, paymentOrders, tournamentApplications } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { cancelPayment } from '../payments/index'
import { ENTRY_FEE_REF } from './entry-fee-payable'
import { leaveField, lockFieldRow } from './field-places'
import { myApplicationRow, notChangeable, requireOpen } from './mine'
import { openOrdersOf } from './open-orders'

/**
 * POST /api/game/cancel and /api/game/cancel/vbank (docs/decisions/0082-application-lifecycle.md, APP-8). A paid
 * place is refunded through the door (a card at once; a paid virtual account reads "cancellation requested" until the
 * bank's refund), an unpaid one or a place on the waiting list simply ends; a place given back goes to the first on
 * the waiting list (field-places.ts).
 */
export interface CancelInput {
  memberId: number
  applicationId: number
  refundAccount?: RefundAccountJson | undefined
  now: Date
}

const providerOff = () => httpError(503, ERROR_CODES.PAYMENT_PROVIDER_OFF, 'Payments are not taken at the moment')

/** Cancels through the door an order of the member's; POST /game/cancel is the only member way (entry-fee-payable). */
function cancelOrder(db: AppDb, provider: PaymentProvider, input: CancelInput, orderNo: string, amount?: number) {
  return cancelPayment(db, provider, {
    orderNo,
    reason: 'Tournament application cancelled',
    refundAccount: input.refundAccount,
    ...(amount === undefined ? {} : { amount }),
    actor: { kind: 'member', memberId: input.memberId, viaModule: true },
    now: input.now,
  })
}

const sharedOrder = () =>
  httpError(
    409,
    ERROR_CODES.APPLICATION_ORDER_SHARED,
    'This payment also covers other applications; it cannot be withdrawn for this one alone.',
  )

/** Refuses to close an order that also pays other applications (the member's cart): they would lose it too. */
async function requireOnlyThis(db: AppDb, orderId: number, applicationId: number) {
  const lines = await db
    .select({ refId: paymentOrderLines.refId })
    .from(paymentOrderLines)
    .where(and(eq(paymentOrderLines.orderId, orderId), eq(paymentOrderLines.refKind, ENTRY_FEE_REF)))
  if (lines.some((l) => l.refId !== applicationId)) throw sharedOrder()
}

/** Closes the open orders of an unpaid application (a payment window, an issued virtual account). */
async function closeOpenOrders(db: AppDb, provider: PaymentProvider | null, input: CancelInput) {
  const open = await openOrdersOf(db, input.applicationId)
  for (const o of open) await requireOnlyThis(db, o.id, input.applicationId)
  for (const o of open) {
    if (o.state === 'IN_PROGRESS')
      throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
    if (!provider) throw providerOff()
    await cancelOrder(db, provider, input, o.orderNo)
  }
}

/**
 * Claims a paid application for this cancel in one transaction (order, then field row, then application, as the
 * door's settling takes them): only one caller moves it from `paid`, the next answers APPLICATION_NOT_CHANGEABLE, and
 * at most one application of an order is claimed at a time, so the door's onCanceled settles exactly this one.
 */
async function claimPaid(db: AppDb, a: { id: number; tournamentId: number; orderId: number }, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ canceledAmount: paymentOrders.canceledAmount })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, a.orderId))
      .for('update')
    await lockFieldRow(tx, a.tournamentId)
    const [won] = await tx
      .update(tournamentApplications)
      .set({ state: 'cancellation_requested', updatedAt: now })
      .where(and(eq(tournamentApplications.id, a.id), eq(tournamentApplications.state, 'paid')))
      .returning({ id: tournamentApplications.id })
    if (!won) throw notChangeable()
    const [other] = await tx
      .select({ id: tournamentApplications.id })
      .from(tournamentApplications)
      .where(
        and(
          eq(tournamentApplications.orderId, a.orderId),
          eq(tournamentApplications.state, 'cancellation_requested'),
          isNull(tournamentApplications.cancelledAt),
          ne(tournamentApplications.id, a.id),
        ),
      )
    if (other) throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
    return order?.canceledAmount ?? 0
  })
}

/**
 * The door refused before refunding (its reservation given back): the claimed application is paid again, to be
 * cancelled later. Money reserved or refunded without settling leaves the claim for staff to see, never `paid`.
 */
async function releaseClaim(db: AppDb, a: { id: number; orderId: number }, canceledBefore: number, now: Date) {
  await db
    .update(tournamentApplications)
    .set({ state: 'paid', updatedAt: now })
    .where(
      and(
        eq(tournamentApplications.id, a.id),
        eq(tournamentApplications.state, 'cancellation_requested'),
        isNull(tournamentApplications.cancelledAt),
        exists(
          db
            .select({ id: paymentOrders.id })
            .from(paymentOrders)
            .where(and(eq(paymentOrders.id, a.orderId), eq(paymentOrders.canceledAmount, canceledBefore))),
        ),
      ),
    )
}

/** Refunds a paid application's own line through the door, after claiming it (decision 0082, "After review"). */
async function refundPaid(db: AppDb, provider: PaymentProvider, input: CancelInput, a: PaidApplication) {
  const [order] = await db
    .select({ provider: paymentOrders.provider, paymentKey: paymentOrders.paymentKey })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, a.orderId))
  if (!order || order.provider === 'offline' || !order.paymentKey)
    throw httpError(
      422,
      ERROR_CODES.PAYMENT_NOT_CANCELABLE,
      'This entry fee was paid by bank transfer to the association; ask the association for its refund.',
    )
  const canceledBefore = await claimPaid(db, a, input.now)
  try {
    await cancelOrder(db, provider, input, a.orderNo, a.amountWon)
  } catch (error) {
    await releaseClaim(db, a, canceledBefore, input.now)
    throw error
  }
}

interface PaidApplication {
  id: number
  tournamentId: number
  orderId: number
  orderNo: string
  amountWon: number
}

/** Ends an unpaid or waiting application under its row lock; refuses when an order took it meanwhile. */
async function endUnpaid(db: AppDb, input: CancelInput & { tournamentId: number }) {
  await db.transaction(async (tx) => {
    await lockFieldRow(tx, input.tournamentId)
    const [row] = await tx
      .select()
      .from(tournamentApplications)
      .where(eq(tournamentApplications.id, input.applicationId))
      .for('update')
    if (!row || !['awaiting_payment', 'waitlisted'].includes(row.state)) throw notChangeable()
    if (row.inOrderSince !== null || (await openOrdersOf(tx, row.id)).length > 0)
      throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
    await tx
      .update(tournamentApplications)
      .set({ state: 'cancelled', cancelledAt: input.now, payBy: null, updatedAt: input.now })
      .where(eq(tournamentApplications.id, row.id))
    await leaveField(tx, row.tournamentId, row.state === 'waitlisted', input.now)
  })
}

export async function cancelApplication(db: AppDb, provider: PaymentProvider | null, input: CancelInput) {
  const row = await myApplicationRow(db, input.memberId, input.applicationId)
  requireOpen(row, input.now)
  const { a } = row
  if (a.state === 'paid' && a.orderNo) {
    if (a.orderId === null) throw notChangeable()
    if (!provider) throw providerOff()
    await refundPaid(db, provider, input, { ...a, orderId: a.orderId, orderNo: a.orderNo })
    return
  }
  if (a.state === 'paid') {
    // Paid nothing (a free tournament): the place simply ends.
    await db.transaction(async (tx) => {
      await lockFieldRow(tx, a.tournamentId)
      const [gone] = await tx
        .update(tournamentApplications)
        .set({ state: 'cancelled', cancelledAt: input.now, updatedAt: input.now })
        .where(and(eq(tournamentApplications.id, a.id), eq(tournamentApplications.state, 'paid')))
        .returning({ id: tournamentApplications.id })
      if (!gone) throw notChangeable()
      await leaveField(tx, a.tournamentId, false, input.now)
    })
    return
  }
  if (!['awaiting_payment', 'waiting_for_deposit', 'waitlisted'].includes(a.state)) throw notChangeable()
  await closeOpenOrders(db, provider, input)
  await endUnpaid(db, { ...input, tournamentId: a.tournamentId })
}

/** POST /game/cancel/vbank: withdraws the issued, unpaid virtual account; the place stays, to be paid by card. */
export async function cancelVirtualAccount(db: AppDb, provider: PaymentProvider | null, input: CancelInput) {
  const row = await myApplicationRow(db, input.memberId, input.applicationId)
  requireOpen(row, input.now)
  if (row.a.state !== 'waiting_for_deposit' || !row.a.orderNo || row.a.orderId === null)
    throw httpError(409, ERROR_CODES.PAYMENT_NOT_CANCELABLE, 'No virtual account is waiting for a deposit.')
  // Withdrawn after payBy, the place would lapse at once: the account stays, to be paid or to end with the order.
  if (row.a.payBy === null || row.a.payBy.getTime() <= input.now.getTime())
    throw httpError(409, ERROR_CODES.PAYMENT_NOT_CANCELABLE, 'The time to pay has passed; the account stays open.')
  await requireOnlyThis(db, row.a.orderId, row.a.id)
  if (!provider) throw providerOff()
  await cancelOrder(db, provider, input, row.a.orderNo)
}

/** The refunds of paid virtual accounts the bank has sent: "cancellation requested" becomes "cancelled". */
export async function recordSentRefunds(db: AppDb, refundedOrderIds: number[], now: Date) {
  if (refundedOrderIds.length === 0) return 0
  const rows = await db
    .update(tournamentApplications)
    .set({ state: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(tournamentApplications.state, 'cancellation_requested'),
        // A claim still being refunded (claimPaid) has no cancelledAt yet: the door's onCanceled settles it.
        isNotNull(tournamentApplications.cancelledAt),
        inArray(tournamentApplications.orderId, refundedOrderIds),
      ),
    )
    .returning({ id: tournamentApplications.id })
  return rows.length
}
