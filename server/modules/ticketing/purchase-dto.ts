import type { TicketPurchaseDto } from '@contract/tickets'
import { mayRefund, refundDeadline } from '@domain/tickets/refund-rule'
import { asc, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import {
  paymentCancels,
  ticketProducts,
  tickets,
  tournaments,
  type TicketPurchaseRow,
  type TicketRow,
} from '../../db/schema/index'
import { signTicketCode, type TicketKeys } from './ticket-code'

const iso = (d: Date | null) => d?.toISOString() ?? null

/**
 * The member's purchases as the history shows them (docs/requirements/ticketing.md#tkt-7), in the order given: each
 * valid ticket of a purchased one carries its signed code (TKT-9). A virtual account's refund that the bank has sent
 * reads `cancelled` at once, before the job records it.
 */
export async function purchaseDtos(
  db: AppDb,
  keys: Pick<TicketKeys, 'privateKey'>,
  rows: TicketPurchaseRow[],
  now: Date,
): Promise<TicketPurchaseDto[]> {
  if (rows.length === 0) return []
  const productIds = [...new Set(rows.map((r) => r.productId))]
  const purchaseIds = rows.map((r) => r.id)
  const refunding = rows.filter((r) => r.state === 'cancellation_requested' && r.orderId !== null)
  const [products, ticketRows, cancels] = await Promise.all([
    db
      .select({ product: ticketProducts, game: tournaments })
      .from(ticketProducts)
      .innerJoin(tournaments, eq(tournaments.id, ticketProducts.tournamentId))
      .where(inArray(ticketProducts.id, productIds)),
    db.select().from(tickets).where(inArray(tickets.purchaseId, purchaseIds)).orderBy(asc(tickets.seq)),
    refunding.length === 0
      ? Promise.resolve([])
      : db
          .select({ orderId: paymentCancels.orderId, label: paymentCancels.label })
          .from(paymentCancels)
          .where(
            inArray(
              paymentCancels.orderId,
              refunding.map((r) => r.orderId as number),
            ),
          ),
  ])
  const productOf = new Map(products.map((p) => [p.product.id, p]))
  const ticketsOf = new Map<number, TicketRow[]>()
  for (const t of ticketRows) ticketsOf.set(t.purchaseId, [...(ticketsOf.get(t.purchaseId) ?? []), t])
  const refunded = (orderId: number | null) => {
    const mine = cancels.filter((c) => c.orderId === orderId)
    return mine.length > 0 && mine.every((c) => c.label === 'refund_complete')
  }
  return rows.map((r) => {
    const { product: p, game } = productOf.get(r.productId)!
    const own = ticketsOf.get(r.id) ?? []
    const deadline = refundDeadline(p.day, game.startDate)
    const cancellable =
      r.state === 'purchased' &&
      mayRefund(
        deadline,
        own.some((t) => t.state === 'used'),
        now,
      )
    const state = r.state === 'cancellation_requested' && refunded(r.orderId) ? 'cancelled' : r.state
    return {
      id: r.id,
      purchaseNo: r.purchaseNo,
      gameId: p.tournamentId,
      gameNameKo: game.nameKo,
      gameNameEn: game.nameEn,
      product: {
        id: p.id,
        kind: p.kind,
        nameKo: p.nameKo,
        nameEn: p.nameEn,
        courseKo: p.courseKo,
        courseEn: p.courseEn,
        day: p.day,
        priceWon: r.unitPriceWon,
      },
      quantity: r.quantity,
      state,
      subtotalWon: r.subtotalWon,
      couponCode: r.couponCode,
      couponDiscountWon: r.couponDiscountWon,
      cashWon: r.cashWon,
      payableWon: r.payableWon,
      method: r.method as TicketPurchaseDto['method'],
      orderNo: r.orderNo,
      holdExpiresAt: r.state === 'held' ? iso(r.holdExpiresAt) : null,
      createdAt: r.createdAt.toISOString(),
      paidAt: iso(r.paidAt),
      cancelledAt: iso(r.cancelledAt),
      refundWon: r.refundWon,
      cancellableUntil: cancellable ? deadline.toISOString() : null,
      tickets: own.map((t) => ({
        id: t.id,
        serial: t.serial,
        state: t.state,
        usedAt: iso(t.usedAt),
        code:
          t.state === 'valid' && r.state === 'purchased'
            ? signTicketCode(keys, { ticketId: t.id, tournamentId: p.tournamentId, day: p.day, kind: p.kind })
            : null,
      })),
    }
  })
}
