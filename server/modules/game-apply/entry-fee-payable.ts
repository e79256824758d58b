import { ERROR_CODES } from '@contract/errors'
import type { ApplicationState } from '@contract/game-apply'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentApplications, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { refundPending, type Payable, type PayableLine } from '../payments/index'
import { givePlaceBack, lockFieldRow } from './field-places'

/**
 * Entry fees through the payment door (docs/decisions/0082-application-lifecycle.md, payments.md#pay-1): the refs are
 * the member's own places awaiting payment, several at once (the cart); the price is the fee stored when the member
 * applied, and the order ends unpaid with the earliest place's `payBy`, so a late payment never buys a lapsed place.
 */
export const ENTRY_FEE_REF = 'tournament_application'

const refsOf = (lines: PayableLine[]) => lines.filter((l) => l.refKind === ENTRY_FEE_REF).map((l) => l.refId)
/** The order's places still unpaid (to be paid, or a virtual account waiting for its deposit). */
const unpaidRefs = (lines: PayableLine[], states: ApplicationState[] = ['awaiting_payment', 'waiting_for_deposit']) =>
  and(inArray(tournamentApplications.id, refsOf(lines)), inArray(tournamentApplications.state, states))
const notPayable = (message: string) => httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, message)

/**
 * Orders being cancelled by POST /game/cancel, which checks the window (the door's own member cancel refuses the
 * others), with the applications each cancel is for: a cart order refunds only the line of the cancelled one.
 */
export const cancellingEntryOrders = new Map<string, number[]>()

export const entryFeePayable: Payable = {
  purpose: 'entry_fee',
  async price(tx: AppDb, memberId, refs, now) {
    const ids = [...new Set(refs)]
    const rows = await tx
      .select({ a: tournamentApplications, nameKo: tournaments.nameKo })
      .from(tournamentApplications)
      .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
      .where(and(eq(tournamentApplications.memberId, memberId), inArray(tournamentApplications.id, ids)))
      .orderBy(tournamentApplications.id)
      .for('update', { of: tournamentApplications })
    if (rows.length !== ids.length || ids.length === 0) throw notPayable('Not yours or unknown')
    for (const { a } of rows) {
      if (a.state !== 'awaiting_payment' || a.inOrderSince !== null || a.payBy === null)
        throw notPayable(`Application ${a.id} is not awaiting payment`)
      if (a.payBy.getTime() <= now.getTime()) throw notPayable(`The place of application ${a.id} has lapsed`)
      if (a.amountWon <= 0) throw notPayable(`Application ${a.id} has nothing to pay`)
    }
    await tx.update(tournamentApplications).set({ inOrderSince: now }).where(inArray(tournamentApplications.id, ids))
    const lines = rows.map(({ a, nameKo }) => ({
      refKind: ENTRY_FEE_REF,
      refId: a.id,
      name: nameKo,
      amount: a.amountWon,
    }))
    const expiresAt = new Date(Math.min(...rows.map(({ a }) => a.payBy!.getTime())))
    const title = lines.length === 1 ? lines[0]!.name : `${lines[0]!.name} +${lines.length - 1}`
    return { title, lines, expiresAt }
  },
  async onPaid(tx, order, now) {
    await tx
      .update(tournamentApplications)
      .set({
        state: 'paid',
        paidAt: order.approvedAt,
        orderId: order.id,
        orderNo: order.orderNo,
        method: order.method,
        inOrderSince: null,
        updatedAt: now,
      })
      .where(unpaidRefs(order.lines))
  },
  async onAwaitingDeposit(tx, order, now) {
    await tx
      .update(tournamentApplications)
      .set({ state: 'waiting_for_deposit', orderId: order.id, orderNo: order.orderNo, method: 'vbank', updatedAt: now })
      .where(unpaidRefs(order.lines, ['awaiting_payment']))
  },
  async onAbandoned(tx, order, now) {
    // The places stay, payable again until their own payBy (the lapse job ends them then).
    await tx
      .update(tournamentApplications)
      .set({
        state: 'awaiting_payment',
        orderId: null,
        orderNo: null,
        method: null,
        inOrderSince: null,
        updatedAt: now,
      })
      .where(unpaidRefs(order.lines))
    await tx
      .update(tournamentApplications)
      .set({ inOrderSince: null })
      .where(and(inArray(tournamentApplications.id, refsOf(order.lines)), isNull(tournamentApplications.paidAt)))
  },
  async onCanceled(tx, order, amount, full, now) {
    // A paid virtual account's refund goes by bank transfer later: "cancellation requested" until it arrives.
    const state = (await refundPending(tx, order.id)) ? 'cancellation_requested' : 'cancelled'
    const chosen = cancellingEntryOrders.get(order.orderNo)
    let left = amount
    for (const line of order.lines.filter((l) => l.refKind === ENTRY_FEE_REF)) {
      if (chosen ? !chosen.includes(line.refId) : !full && line.amount > left) continue
      left -= line.amount
      const [app] = await tx
        .select({ tournamentId: tournamentApplications.tournamentId })
        .from(tournamentApplications)
        .where(eq(tournamentApplications.id, line.refId))
      if (app) await lockFieldRow(tx, app.tournamentId)
      const [gone] = await tx
        .update(tournamentApplications)
        .set({ state, cancelledAt: now, payBy: null, updatedAt: now })
        .where(and(eq(tournamentApplications.id, line.refId), eq(tournamentApplications.state, 'paid')))
        .returning({ tournamentId: tournamentApplications.tournamentId })
      if (gone) await givePlaceBack(tx, gone.tournamentId, now)
    }
  },
  memberMayCancel: (order) => cancellingEntryOrders.has(order.orderNo),
}
