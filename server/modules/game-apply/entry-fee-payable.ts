import { ERROR_CODES } from '@contract/errors'
import type { ApplicationState } from '@contract/game-apply'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, tournamentApplications, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { paidFromOrder, refundPending, type Payable, type PayableLine } from '../payments/index'
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
 * Claimed by POST /game/cancel (game-apply/cancel.ts) and not yet settled: the one application this refund is for.
 * A refunded virtual account's "cancellation requested" carries its cancelledAt and is not a claim.
 */
const claimedNow = and(
  eq(tournamentApplications.state, 'cancellation_requested'),
  isNull(tournamentApplications.cancelledAt),
)
const isClaimed = (r: { state: string; cancelledAt: Date | null }) =>
  r.state === 'cancellation_requested' && r.cancelledAt === null

/** A refund no member claimed (staff's): the paid lines in order while the amount covers them, all when full. */
function paidLinesFor<R extends { id: number; state: string }>(
  lines: PayableLine[],
  rows: R[],
  amount: number,
  full: boolean,
): R[] {
  const chosen: R[] = []
  let left = amount
  for (const line of lines.filter((l) => l.refKind === ENTRY_FEE_REF)) {
    const row = rows.find((r) => r.id === line.refId)
    if (!row || row.state !== 'paid' || (!full && line.amount > left)) continue
    left -= line.amount
    chosen.push(row)
  }
  return chosen
}

export const entryFeePayable: Payable = {
  purpose: 'entry_fee',
  async price(tx: AppDb, memberId, refs, now) {
    const ids = [...new Set(refs)]
    const rows = await tx
      .select({ a: tournamentApplications, nameKo: tournaments.nameKo, status: tournaments.status })
      .from(tournamentApplications)
      .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
      .where(and(eq(tournamentApplications.memberId, memberId), inArray(tournamentApplications.id, ids)))
      .orderBy(tournamentApplications.id)
      .for('update', { of: tournamentApplications })
    if (rows.length !== ids.length || ids.length === 0) throw notPayable('Not yours or unknown')
    for (const { a, status } of rows) {
      if (status === 9) throw notPayable(`The tournament of application ${a.id} was cancelled`)
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
        ...paidFromOrder(order),
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
    const rows = await tx
      .select({
        id: tournamentApplications.id,
        tournamentId: tournamentApplications.tournamentId,
        state: tournamentApplications.state,
        cancelledAt: tournamentApplications.cancelledAt,
      })
      .from(tournamentApplications)
      .where(inArray(tournamentApplications.id, refsOf(order.lines)))
    const chosen = rows.filter(isClaimed)
    if (chosen.length === 0) chosen.push(...paidLinesFor(order.lines, rows, amount, full))
    // Field rows in tournament order, as cart removal takes them, so two transactions never wait on each other.
    for (const id of [...new Set(chosen.map((r) => r.tournamentId))].sort((x, y) => x - y)) await lockFieldRow(tx, id)
    for (const row of chosen.sort((x, y) => x.tournamentId - y.tournamentId || x.id - y.id)) {
      const [gone] = await tx
        .update(tournamentApplications)
        .set({ state, cancelledAt: now, payBy: null, updatedAt: now })
        .where(and(eq(tournamentApplications.id, row.id), or(eq(tournamentApplications.state, 'paid'), claimedNow)))
        .returning({ tournamentId: tournamentApplications.tournamentId, entryId: tournamentApplications.entryId })
      if (!gone) continue
      // Refunded after staff confirmed the field: the entry withdraws with it (decision 0082, "After review").
      if (gone.entryId !== null)
        await tx
          .update(entries)
          .set({ status: 'WD' })
          .where(and(eq(entries.id, gone.entryId), eq(entries.status, 'active')))
      await givePlaceBack(tx, gone.tournamentId, now)
    }
  },
  // Entry fees are cancelled only through POST /game/cancel, which checks the window and claims the application
  // first (docs/decisions/0082-application-lifecycle.md): the door's member cancel refuses them.
  memberMayCancel: () => false,
}
