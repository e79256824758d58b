import { ERROR_CODES } from '@contract/errors'
import { mayRefund, refundDeadline } from '@domain/tickets/refund-rule'
import { and, eq, isNull, notExists } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { ticketProducts, ticketPurchases, tickets, tournaments, type RefundAccountJson } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { cancelPayment } from '../payments/index'
import { cancelPurchase } from './settle-purchase'
import { cancellingTicketOrders } from './ticket-payable'

export interface TicketCancelInput {
  memberId: number
  id: number
  refundAccount?: RefundAccountJson | undefined
  now: Date
}

const notCancellable = () =>
  httpError(422, ERROR_CODES.TICKET_NOT_CANCELLABLE, 'This purchase can no longer be cancelled.')

/**
 * POST /api/mypage/tickets/{id}/cancel (docs/decisions/0076-ticket-refund-rule.md): a purchased purchase, before
 * the refund deadline and with no ticket used, is claimed with one conditional update (purchased → cancellation
 * requested), so of two cancels at once one refunds and the other is refused. A card is refunded through the door
 * (which calls ticket-payable.ts onCanceled); a purchase paid wholly by coupon and cash is cancelled here. A refusal
 * by the provider gives the claim back.
 */
export async function cancelTicketPurchase(
  db: AppDb,
  provider: PaymentProvider | null,
  input: TicketCancelInput,
): Promise<void> {
  const { id, now } = input
  const [row] = await db
    .select({ purchase: ticketPurchases, day: ticketProducts.day, firstDay: tournaments.startDate })
    .from(ticketPurchases)
    .innerJoin(ticketProducts, eq(ticketProducts.id, ticketPurchases.productId))
    .innerJoin(tournaments, eq(tournaments.id, ticketProducts.tournamentId))
    .where(and(eq(ticketPurchases.id, id), eq(ticketPurchases.memberId, input.memberId)))
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such purchase of yours')
  const p = row.purchase
  if (p.state !== 'purchased' || !mayRefund(refundDeadline(row.day, row.firstDay), false, now)) throw notCancellable()
  if (p.orderNo && !provider)
    throw httpError(503, ERROR_CODES.PAYMENT_PROVIDER_OFF, 'Payments are not taken at the moment')
  const [claimed] = await db
    .update(ticketPurchases)
    .set({ state: 'cancellation_requested' })
    .where(
      and(
        eq(ticketPurchases.id, id),
        eq(ticketPurchases.state, 'purchased'),
        notExists(
          db
            .select({ id: tickets.id })
            .from(tickets)
            .where(and(eq(tickets.purchaseId, id), eq(tickets.state, 'used'))),
        ),
      ),
    )
    .returning({ id: ticketPurchases.id })
  if (!claimed) throw notCancellable()
  try {
    if (!p.orderNo) {
      await db.transaction((tx) => cancelPurchase(tx, id, 0, true, now))
      return
    }
    cancellingTicketOrders.add(p.orderNo)
    try {
      await cancelPayment(db, provider as PaymentProvider, {
        orderNo: p.orderNo,
        reason: 'Ticket purchase cancelled by the buyer',
        refundAccount: input.refundAccount,
        actor: { kind: 'member', memberId: input.memberId },
        now,
      })
    } finally {
      cancellingTicketOrders.delete(p.orderNo)
    }
  } catch (error) {
    await db
      .update(ticketPurchases)
      .set({ state: 'purchased' })
      .where(
        and(
          eq(ticketPurchases.id, id),
          eq(ticketPurchases.state, 'cancellation_requested'),
          isNull(ticketPurchases.cancelledAt),
        ),
      )
    throw error
  }
}
