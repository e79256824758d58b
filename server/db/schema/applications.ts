import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ApplicationState, CaddieChoice } from '@contract/game-apply'
import { members } from './account'
import { tournaments } from './tournament'

/**
 * Tournament applications (docs/requirements/tournament-applications.md). A tournament's field: the places taken,
 * the arrivals counted and the staff's confirmation. The apply call locks this row, so 500 members applying in the
 * same second are served one at a time in arrival order (APP-10, docs/requirements/security.md#sec-15), and the
 * counters never pass the field size (the check).
 */
export const applicationFields = pgTable(
  'application_fields',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The field size when the row was made (tournaments.field_size); what `accepted` may reach. */
    fieldSize: integer('field_size').notNull(),
    /** Live applications holding a place: awaiting payment, waiting for deposit, paid. */
    accepted: integer('accepted').notNull().default(0),
    /** Live applications on the waiting list. */
    waitlisted: integer('waitlisted').notNull().default(0),
    /** Applications ever made: the next arrival number. */
    arrivals: integer('arrivals').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('application_fields_accepted', sql`${t.accepted} >= 0 and ${t.accepted} <= ${t.fieldSize}`),
    check('application_fields_waitlisted', sql`${t.waitlisted} >= 0`),
  ],
)

/** One member's application for one tournament; the state follows contract/game-apply.ts APPLICATION_STATES. */
export const tournamentApplications = pgTable(
  'tournament_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text('state').$type<ApplicationState>().notNull(),
    /** From 1 per tournament, in the order the field row was locked: the waiting list's order. */
    arrivalNo: integer('arrival_no').notNull(),
    /** Integer won: the entry fee when the member applied (what the payment door charges). */
    amountWon: integer('amount_won').notNull(),
    /** An unpaid place lapses then (awaiting_payment); set when the place is given. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    caddie: text('caddie').$type<CaddieChoice>().notNull(),
    mobile: text('mobile').notNull(),
    /** Set while an open order is paying it (the payable's price); cleared when the order ends unpaid. */
    inOrderSince: timestamp('in_order_since', { withTimezone: true }),
    orderId: integer('order_id'),
    orderNo: text('order_no'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The entry made from it when staff confirmed the field. */
    entryId: integer('entry_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('tournament_applications_arrival').on(t.tournamentId, t.arrivalNo),
    // One live application per member and tournament; a cancelled or lapsed one may be followed by a new one.
    uniqueIndex('tournament_applications_live_key')
      .on(t.tournamentId, t.memberId)
      .where(sql`${t.state} not in ('cancelled', 'cancellation_requested', 'lapsed')`),
    uniqueIndex('tournament_applications_idempotency').on(t.memberId, t.idempotencyKey),
    index('tournament_applications_member_idx').on(t.memberId, t.createdAt),
    index('tournament_applications_pay_by_idx').on(t.payBy).where(sql`${t.state} = 'awaiting_payment'`),
    check(
      'tournament_applications_state',
      sql`${t.state} in ('awaiting_payment', 'waiting_for_deposit', 'paid', 'waitlisted', `.append(
        sql`'cancellation_requested', 'cancelled', 'lapsed')`,
      ),
    ),
    check('tournament_applications_caddie', sql`${t.caddie} in ('own', 'house')`),
    check('tournament_applications_amount', sql`${t.amountWon} >= 0`),
  ],
)

/** POST /game/player/agree: the member agreed to the application's terms for the tournament (before applying). */
export const applicationConsents = pgTable(
  'application_consents',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.memberId] })],
)

export type ApplicationFieldRow = typeof applicationFields.$inferSelect
export type TournamentApplicationRow = typeof tournamentApplications.$inferSelect
