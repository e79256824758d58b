import type { RefundAccountJson } from '../../db/schema/index'
import { ERROR_CODES } from '@contract/errors'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentApplications } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { cancelPayment } from '../payments/index'
import { cancellingEntryOrders } from './entry-fee-payable'
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

/** Cancels through the door an order of the member's, for `applicationIds` (the door asks entryFeePayable). */
async function cancelOrder(db: AppDb, provider: PaymentProvider, input: CancelInput, orderNo: string, amount?: number) {
  cancellingEntryOrders.set(orderNo, [input.applicationId])
  try {
    return await cancelPayment(db, provider, {
      orderNo,
      reason: 'Tournament application cancelled',
      refundAccount: input.refundAccount,
      ...(amount === undefined ? {} : { amount }),
      actor: { kind: 'member', memberId: input.memberId },
      now: input.now,
    })
  } finally {
    cancellingEntryOrders.delete(orderNo)
  }
}

/** Closes the open orders of an unpaid application (a payment window, an issued virtual account). */
async function closeOpenOrders(db: AppDb, provider: PaymentProvider | null, input: CancelInput) {
  for (const open of await openOrdersOf(db, input.applicationId)) {
    if (open.state === 'IN_PROGRESS')
      throw httpError(409, ERROR_CODES.PAYMENT_IN_PROGRESS, 'This payment is being processed.')
    if (!provider) throw providerOff()
    await cancelOrder(db, provider, input, open.orderNo)
  }
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
    if (!provider) throw providerOff()
    await cancelOrder(db, provider, input, a.orderNo, a.amountWon)
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
  if (row.a.state !== 'waiting_for_deposit' || !row.a.orderNo)
    throw httpError(409, ERROR_CODES.PAYMENT_NOT_CANCELABLE, 'No virtual account is waiting for a deposit.')
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
        inArray(tournamentApplications.orderId, refundedOrderIds),
      ),
    )
    .returning({ id: tournamentApplications.id })
  return rows.length
}
