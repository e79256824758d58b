import { ERROR_CODES } from '@contract/errors'
import type { TicketProductDto, TicketProductsDto } from '@contract/tickets'
import { and, asc, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { ticketProducts, ticketWaitingRooms, type TicketProductRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/** Products of a tournament with what is left (docs/requirements/ticketing.md#tkt-2). */

export const onSaleAt = (p: Pick<TicketProductRow, 'saleOpensAt' | 'saleClosesAt'>, now: Date) =>
  p.saleOpensAt.getTime() <= now.getTime() && now.getTime() < p.saleClosesAt.getTime()

export function productDto(p: TicketProductRow, now: Date): TicketProductDto {
  return {
    id: p.id,
    gameId: p.tournamentId,
    kind: p.kind,
    nameKo: p.nameKo,
    nameEn: p.nameEn,
    courseKo: p.courseKo,
    courseEn: p.courseEn,
    day: p.day,
    priceWon: p.priceWon,
    capacity: p.capacity,
    leftCount: Math.max(0, p.capacity - p.sold - p.held),
    saleOpensAt: p.saleOpensAt.toISOString(),
    saleClosesAt: p.saleClosesAt.toISOString(),
    onSale: onSaleAt(p, now),
    perMemberLimit: p.perMemberLimit,
    membersOnly: p.membersOnly,
    requiresBirthDate: p.requiresBirthDate,
    shipped: p.shipped,
  }
}

/** GET /api/game/player/goods?gameId=: every product of the tournament (none: an empty list) and its waiting room. */
export async function listProducts(db: AppDb, gameId: number, now: Date): Promise<TicketProductsDto> {
  const [rows, [room]] = await Promise.all([
    db
      .select()
      .from(ticketProducts)
      .where(eq(ticketProducts.tournamentId, gameId))
      .orderBy(asc(ticketProducts.sort), asc(ticketProducts.id)),
    db
      .select({ enabled: ticketWaitingRooms.enabled })
      .from(ticketWaitingRooms)
      .where(and(eq(ticketWaitingRooms.tournamentId, gameId), eq(ticketWaitingRooms.purpose, 'tickets'))),
  ])
  return { gameId, waitingRoom: room?.enabled ?? false, products: rows.map((p) => productDto(p, now)) }
}

export async function productRow(db: AppDb, id: number): Promise<TicketProductRow> {
  const [row] = await db.select().from(ticketProducts).where(eq(ticketProducts.id, id))
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such ticket')
  return row
}

/** GET /api/game/player/goods/{id}; 404 for an unknown one. */
export async function readProduct(db: AppDb, id: number, now: Date): Promise<TicketProductDto> {
  return productDto(await productRow(db, id), now)
}
