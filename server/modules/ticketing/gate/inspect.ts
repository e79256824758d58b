import type { TicketCheckDto } from '@contract/tickets'
import type { TicketClaims } from '@domain/tickets/ticket-code-format'
import { seoulDate, seoulDayStart } from '@domain/time'
import { and, eq, exists, or, sql } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { ticketProducts, ticketPurchases, tickets, tournaments } from '../../../db/schema/index'
import { mayMember } from '../../membership/permissions'

/** What the gate answers, with the ticket and its holder for the audit (never sent to the inspector). */
export interface Inspection {
  answer: TicketCheckDto
  ticketId: number | null
  holderId: number | null
}

const nothing = { serial: null, productNameKo: null, productNameEn: null, day: null, usedAt: null }
const invalid = (ticketId: number | null = null): Inspection => ({
  answer: { result: 'invalid_ticket', ...nothing },
  ticketId,
  holderId: null,
})

async function ticketOf(db: AppDb, ticketId: number) {
  const [row] = await db
    .select({
      id: tickets.id,
      memberId: tickets.memberId,
      serial: tickets.serial,
      state: tickets.state,
      usedAt: tickets.usedAt,
      purchaseState: ticketPurchases.state,
      tournamentId: ticketProducts.tournamentId,
      kind: ticketProducts.kind,
      day: ticketProducts.day,
      nameKo: ticketProducts.nameKo,
      nameEn: ticketProducts.nameEn,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tickets)
    .innerJoin(ticketPurchases, eq(ticketPurchases.id, tickets.purchaseId))
    .innerJoin(ticketProducts, eq(ticketProducts.id, tickets.productId))
    .innerJoin(tournaments, eq(tournaments.id, ticketProducts.tournamentId))
    .where(eq(tickets.id, ticketId))
  return row ?? null
}

/**
 * Redeems a genuine code once (docs/requirements/ticketing.md#tkt-9; the results: docs/decisions/
 * 0079-ticket-inspection.md). The ticket is admitted by one conditional update, so of any number of scans at once
 * exactly one is `authenticated` and the others `already_used`. An all-days ticket admits once per Seoul day.
 * Refusals (wrong tournament or day, cancelled, unknown, a member ticket of a holder not in standing) change nothing.
 */
export async function inspectTicket(
  db: AppDb,
  claims: TicketClaims,
  inspectorId: number,
  gameId: number | null,
  now: Date,
): Promise<Inspection> {
  const today = seoulDate(now)
  if (gameId !== null && claims.tournamentId !== gameId) return invalid(claims.ticketId)
  if (claims.day !== null && claims.day !== today) return invalid(claims.ticketId)
  const row = await ticketOf(db, claims.ticketId)
  // The signed claims must be this row's: a code of a re-used id (another database) is not this ticket.
  if (!row || row.tournamentId !== claims.tournamentId || row.kind !== claims.kind || row.day !== claims.day)
    return invalid(claims.ticketId)
  if (row.purchaseState !== 'purchased' || row.state === 'cancelled') return invalid(row.id)
  if (row.day === null && (today < row.startDate || today > row.endDate)) return invalid(row.id)
  const shown = { serial: row.serial, productNameKo: row.nameKo, productNameEn: row.nameEn, day: row.day }
  if (row.kind === 'member') {
    const standing = await mayMember(db, row.memberId, 'buy_member_ticket', now)
    if (!standing.allowed)
      return { answer: { result: 'not_member', ...shown, usedAt: null }, ticketId: row.id, holderId: row.memberId }
  }
  const admitted = await db
    .update(tickets)
    .set({ state: 'used', usedAt: now, usedBy: inspectorId })
    .where(
      and(
        eq(tickets.id, row.id),
        or(
          eq(tickets.state, 'valid'),
          // An all-days ticket used on an earlier Seoul day admits again today.
          row.day === null
            ? and(eq(tickets.state, 'used'), sql`${tickets.usedAt} < ${seoulDayStart(today)}`)
            : sql`false`,
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(ticketPurchases)
            .where(and(eq(ticketPurchases.id, tickets.purchaseId), eq(ticketPurchases.state, 'purchased'))),
        ),
      ),
    )
    .returning({ usedAt: tickets.usedAt })
  if (admitted.length === 1)
    return {
      answer: { result: 'authenticated', ...shown, usedAt: now.toISOString() },
      ticketId: row.id,
      holderId: row.memberId,
    }
  const after = await ticketOf(db, row.id)
  if (after?.state === 'used' && after.usedAt && after.purchaseState === 'purchased')
    return {
      answer: { result: 'already_used', ...shown, usedAt: after.usedAt.toISOString() },
      ticketId: row.id,
      holderId: row.memberId,
    }
  return invalid(row.id)
}
