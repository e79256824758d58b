import type { TicketKind } from '@contract/tickets'
import { and, eq, gte, lte } from 'drizzle-orm'
import type { AppDb } from '../../../server/db/database'
import { ticketProducts, ticketPurchases, tickets, tournaments } from '../../../server/db/schema/index'
import type { TicketPurchaseState } from '@contract/tickets'
import { signTicketCode, ticketKeysFromSecret } from '../../../server/modules/ticketing/ticket-code'

/**
 * Tickets for the gate's tests, written straight into the tables (the purchase path is built elsewhere): one product,
 * purchase and ticket per call, signed with the key the test app derives from TICKET_SIGNING_SECRET.
 */
export const GATE_SECRET = 'test-ticket-signing-secret-of-32-characters'
export const gateKeys = ticketKeysFromSecret(GATE_SECRET)

export interface MadeTicket {
  id: number
  code: string
  serial: string
  tournamentId: number
}

export interface TicketSpec {
  memberId: number
  tournamentId: number
  kind?: TicketKind
  /** Seoul date for a one-day ticket; null for all days. */
  day?: string | null
  purchaseState?: TicketPurchaseState
}

let made = 0

/** A tournament of the demo that is on at `today` (Seoul date). */
export async function tournamentOn(db: AppDb, today: string): Promise<{ id: number; startDate: string }> {
  const [row] = await db
    .select({ id: tournaments.id, startDate: tournaments.startDate })
    .from(tournaments)
    .where(and(lte(tournaments.startDate, today), gte(tournaments.endDate, today)))
    .orderBy(tournaments.id)
    .limit(1)
  if (!row) throw new Error(`no tournament on ${today}`)
  return row
}

export async function makeTicket(db: AppDb, spec: TicketSpec, at = new Date()): Promise<MadeTicket> {
  made += 1
  const kind = spec.kind ?? 'one_day'
  const day = spec.day === undefined ? null : spec.day
  const [product] = await db
    .insert(ticketProducts)
    .values({
      tournamentId: spec.tournamentId,
      kind,
      nameKo: `${kind} 입장권`,
      nameEn: `${kind} ticket`,
      courseKo: '본 코스',
      courseEn: 'Main course',
      day,
      priceWon: 20_000,
      capacity: 100,
      sold: 1,
      saleOpensAt: new Date(at.getTime() - 86_400_000),
      saleClosesAt: new Date(at.getTime() + 86_400_000),
      membersOnly: kind === 'member',
      createdAt: at,
    })
    .returning({ id: ticketProducts.id })
  const [purchase] = await db
    .insert(ticketPurchases)
    .values({
      purchaseNo: `GATE-${process.pid}-${made}`,
      memberId: spec.memberId,
      productId: product!.id,
      quantity: 1,
      state: spec.purchaseState ?? 'purchased',
      unitPriceWon: 20_000,
      subtotalWon: 20_000,
      payableWon: 20_000,
      method: 'card',
      consents: {
        personalData: true,
        thirdParty: true,
        covidPledge: true,
        resaleSanctions: true,
        at: at.toISOString(),
      },
      contact: { mobile: '010-1234-5678', email: 'fan@example.com', address: null, birthDate: null },
      createdAt: at,
      paidAt: at,
    })
    .returning({ id: ticketPurchases.id })
  const serial = `FT-GATE-${made}`
  const [ticket] = await db
    .insert(tickets)
    .values({
      purchaseId: purchase!.id,
      productId: product!.id,
      memberId: spec.memberId,
      seq: 1,
      serial,
      createdAt: at,
    })
    .returning({ id: tickets.id })
  const code = signTicketCode(gateKeys, { ticketId: ticket!.id, tournamentId: spec.tournamentId, day, kind })
  return { id: ticket!.id, code, serial, tournamentId: spec.tournamentId }
}

export const ticketState = async (db: AppDb, id: number) =>
  (
    await db
      .select({ state: tickets.state, usedAt: tickets.usedAt, usedBy: tickets.usedBy })
      .from(tickets)
      .where(eq(tickets.id, id))
  )[0]!

export async function cancelTicket(db: AppDb, id: number): Promise<void> {
  await db.update(tickets).set({ state: 'cancelled' }).where(eq(tickets.id, id))
}
