import { ERROR_CODES } from '@contract/errors'
import type { TicketPurchaseDto, TicketPurchasesDto } from '@contract/tickets'
import { DAY_MS } from '@domain/time'
import { and, desc, eq, gte, isNull, ne, or } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { ticketPurchases } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { purchaseDtos } from './purchase-dto'
import type { TicketKeys } from './ticket-code'

/**
 * GET /api/mypage/tickets: the member's purchases newest first (docs/requirements/ticketing.md#tkt-7); a hold that
 * ended unpaid stays listed for a day, so a buyer sees what happened to it, then drops out.
 */
export async function myPurchases(
  db: AppDb,
  keys: Pick<TicketKeys, 'privateKey'>,
  memberId: number,
  now: Date,
): Promise<TicketPurchasesDto> {
  const rows = await db
    .select()
    .from(ticketPurchases)
    .where(
      and(
        eq(ticketPurchases.memberId, memberId),
        or(
          ne(ticketPurchases.state, 'released'),
          isNull(ticketPurchases.releasedAt),
          gte(ticketPurchases.releasedAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    )
    .orderBy(desc(ticketPurchases.createdAt), desc(ticketPurchases.id))
  return { items: await purchaseDtos(db, keys, rows, now) }
}

/** GET /api/mypage/tickets/{id}: the owner's purchase; 404 for anyone else's or an unknown one. */
export async function myPurchase(
  db: AppDb,
  keys: Pick<TicketKeys, 'privateKey'>,
  memberId: number,
  id: number,
  now: Date,
): Promise<TicketPurchaseDto> {
  const rows = await db
    .select()
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.id, id), eq(ticketPurchases.memberId, memberId)))
  const [dto] = await purchaseDtos(db, keys, rows, now)
  if (!dto) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such purchase of yours')
  return dto
}
