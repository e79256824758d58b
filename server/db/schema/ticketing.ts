import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { QueuePurpose, TicketContact, TicketKind, TicketPurchaseState } from '@contract/tickets'
import { members } from './account'
import { tournaments } from './tournament'

/**
 * Tournament tickets (docs/requirements/ticketing.md). A product is one ticket type for one day (or all days) of a
 * tournament, with its own inventory: `sold + held <= capacity` is kept by one conditional update per hold, so
 * concurrent buyers can never take more than there is (the check below is the last guard).
 */
export const ticketProducts = pgTable(
  'ticket_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TicketKind>().notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    courseKo: text('course_ko').notNull(),
    courseEn: text('course_en').notNull(),
    /** Seoul date the ticket admits on; null for every day. */
    day: date('day', { mode: 'string' }),
    priceWon: integer('price_won').notNull(),
    capacity: integer('capacity').notNull(),
    /** Paid tickets (a cancellation gives them back). */
    sold: integer('sold').notNull().default(0),
    /** Tickets held by open purchases (released when the payment fails, is abandoned or the hold expires). */
    held: integer('held').notNull().default(0),
    saleOpensAt: timestamp('sale_opens_at', { withTimezone: true }).notNull(),
    saleClosesAt: timestamp('sale_closes_at', { withTimezone: true }).notNull(),
    perMemberLimit: integer('per_member_limit').notNull().default(4),
    membersOnly: boolean('members_only').notNull().default(false),
    requiresBirthDate: boolean('requires_birth_date').notNull().default(false),
    shipped: boolean('shipped').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ticket_products_tournament_idx').on(t.tournamentId, t.sort),
    check(
      'ticket_products_inventory',
      sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.capacity}`,
    ),
    check('ticket_products_price', sql`${t.priceWon} >= 0 and ${t.perMemberLimit} >= 1`),
  ],
)

/** The four consents with the instant they were given. */
export interface TicketConsentsJson {
  personalData: true
  thirdParty: true
  covidPledge: true
  resaleSanctions: true
  at: string
}

/**
 * A member's purchase: a hold on `quantity` seats while it is paid, then the purchase. Amounts are the server's
 * quote (domain/tickets/pricing.ts) at the hold; the payment door charges `payable_won`.
 */
export const ticketPurchases = pgTable(
  'ticket_purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseNo: text('purchase_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => ticketProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<TicketPurchaseState>().notNull(),
    unitPriceWon: integer('unit_price_won').notNull(),
    subtotalWon: integer('subtotal_won').notNull(),
    couponCode: text('coupon_code'),
    couponDiscountWon: integer('coupon_discount_won').notNull().default(0),
    cashWon: integer('cash_won').notNull().default(0),
    payableWon: integer('payable_won').notNull(),
    /** card | vbank | none (coupon and cash paid everything). */
    method: text('method').notNull(),
    orderId: integer('order_id'),
    orderNo: text('order_no'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Why a hold ended unpaid: payment_failed, abandoned, expired, superseded. */
    releaseCause: text('release_cause'),
    consents: jsonb('consents').$type<TicketConsentsJson>().notNull(),
    contact: jsonb('contact').$type<TicketContact>().notNull(),
    refundWon: integer('refund_won').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ticket_purchases_no_key').on(t.purchaseNo),
    index('ticket_purchases_member_idx').on(t.memberId, t.productId, t.state),
    index('ticket_purchases_hold_idx').on(t.state, t.holdExpiresAt),
    check(
      'ticket_purchases_state',
      sql`${t.state} in ('held', 'purchased', 'cancellation_requested', 'cancelled', 'released')`,
    ),
    check(
      'ticket_purchases_amounts',
      sql`${t.quantity} >= 1 and ${t.payableWon} >= 0 and ${t.cashWon} >= 0 and ${t.couponDiscountWon} >= 0`.append(
        sql` and ${t.subtotalWon} = ${t.payableWon} + ${t.cashWon} + ${t.couponDiscountWon}`,
      ),
    ),
  ],
)

export type TicketState = 'valid' | 'used' | 'cancelled'

/** One admission: made when its purchase is paid; redeemed once at the gate by one conditional update. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => ticketPurchases.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => ticketProducts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1..quantity within the purchase. */
    seq: integer('seq').notNull(),
    serial: text('serial').notNull(),
    state: text('state').$type<TicketState>().notNull().default('valid'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tickets_serial_key').on(t.serial),
    uniqueIndex('tickets_purchase_seq_key').on(t.purchaseId, t.seq),
    check('tickets_state', sql`${t.state} in ('valid', 'used', 'cancelled')`),
  ],
)

/**
 * The association's waiting room for a tournament's on-sale moments (docs/requirements/ticketing.md#tkt-8): one for
 * its ticket sale and one for its applications at 10:00 (docs/requirements/tournament-applications.md#app-10).
 */
export const ticketWaitingRooms = pgTable(
  'ticket_waiting_rooms',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<QueuePurpose>().notNull().default('tickets'),
    enabled: boolean('enabled').notNull().default(false),
    admitPerMinute: integer('admit_per_minute').notNull().default(600),
    admissionMinutes: integer('admission_minutes').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.purpose] }),
    check('ticket_waiting_rooms_purpose', sql`${t.purpose} in ('tickets', 'applications')`),
  ],
)

export type TicketProductRow = typeof ticketProducts.$inferSelect
export type TicketPurchaseRow = typeof ticketPurchases.$inferSelect
export type TicketRow = typeof tickets.$inferSelect
