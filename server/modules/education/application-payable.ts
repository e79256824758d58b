import { and, eq, inArray, isNull } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type { AppDb } from '../../db/database'
import { educationApplications, educationEvents } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { paidFromOrder, type Payable, type PayableLine } from '../payments/index'
import { EDUCATION_REF, freePlace } from './application-repository'

/**
 * Education fees through the payment door (docs/requirements/my-page.md#my-11, payments.md#pay-1): the refs are the
 * member's own applications awaiting payment; the server prices them at the cost stored when the member applied.
 */
const refsOf = (lines: PayableLine[]) => lines.filter((l) => l.refKind === EDUCATION_REF).map((l) => l.refId)
const notPayable = (message: string) => httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, message)

/**
 * The orders a member is cancelling right now through POST /education/applications/{id}/cancel, which checks that
 * the event has not started: the door lets a member cancel an education payment only from there.
 */
export const cancellingOrders = new Set<string>()

export const educationPayable: Payable = {
  purpose: 'education',
  async price(tx: AppDb, memberId, refs, now) {
    const ids = [...new Set(refs)]
    // One application an order: cancelling one refunds its own order whole, never a session paid beside it (the
    // door's member cancel refunds what is left of the order; docs/decisions/0069-eduwallet-education-applications.md).
    if (ids.length !== 1) throw notPayable('One application an order')
    const rows = await tx
      .select({
        application: educationApplications,
        titleKo: educationEvents.titleKo,
        startsAt: educationEvents.startsAt,
      })
      .from(educationApplications)
      .innerJoin(educationEvents, eq(educationEvents.id, educationApplications.eventId))
      .where(and(eq(educationApplications.memberId, memberId), inArray(educationApplications.id, ids)))
      .orderBy(educationApplications.id)
      .for('update', { of: educationApplications })
    if (rows.length !== ids.length) throw notPayable('Not yours or unknown')
    for (const { application: a, startsAt } of rows) {
      if (a.state !== 'awaiting_payment' || a.inOrderSince !== null)
        throw notPayable(`Application ${a.id} is already paid or being paid`)
      if (now.getTime() >= startsAt.getTime()) throw notPayable(`The event of application ${a.id} has started`)
    }
    await tx.update(educationApplications).set({ inOrderSince: now }).where(inArray(educationApplications.id, ids))
    const lines = rows.map(({ application: a, titleKo }) => ({
      refKind: EDUCATION_REF,
      refId: a.id,
      name: titleKo,
      amount: a.amountWon,
    }))
    return { title: lines[0]!.name, lines }
  },
  async onPaid(tx, order) {
    await tx
      .update(educationApplications)
      .set({
        state: 'paid',
        ...paidFromOrder(order),
      })
      .where(
        and(
          inArray(educationApplications.id, refsOf(order.lines)),
          inArray(educationApplications.state, ['awaiting_payment', 'waiting_for_deposit']),
        ),
      )
  },
  async onCanceled(tx, order, amount, full, now) {
    let left = amount
    for (const line of order.lines.filter((l) => l.refKind === EDUCATION_REF)) {
      if (!full && line.amount > left) break
      left -= line.amount
      const [cancelled] = await tx
        .update(educationApplications)
        .set({ state: 'cancelled', cancelledAt: now })
        .where(and(eq(educationApplications.id, line.refId), eq(educationApplications.state, 'paid')))
        .returning({ eventId: educationApplications.eventId })
      if (cancelled) await freePlace(tx, cancelled.eventId)
    }
  },
  async onAwaitingDeposit(tx, order) {
    await tx
      .update(educationApplications)
      .set({ state: 'waiting_for_deposit', orderId: order.id, orderNo: order.orderNo, method: 'vbank' })
      .where(
        and(
          inArray(educationApplications.id, refsOf(order.lines)),
          eq(educationApplications.state, 'awaiting_payment'),
        ),
      )
  },
  async onAbandoned(tx, order) {
    await tx
      .update(educationApplications)
      .set({ state: 'awaiting_payment', orderId: null, orderNo: null, method: null, inOrderSince: null })
      .where(
        and(
          inArray(educationApplications.id, refsOf(order.lines)),
          inArray(educationApplications.state, ['awaiting_payment', 'waiting_for_deposit']),
        ),
      )
    // An application cancelled while its order was open keeps its state; only the order's mark goes.
    await tx
      .update(educationApplications)
      .set({ inOrderSince: null })
      .where(and(inArray(educationApplications.id, refsOf(order.lines)), isNull(educationApplications.paidAt)))
  },
  memberMayCancel: (order) => cancellingOrders.has(order.orderNo),
}
