import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { members } from './account'
import { educationEvents } from './education'

/**
 * A member's application for an education event (docs/requirements/my-page.md#my-11). The stored state says where
 * the application and its payment stand; what the member sees (completed, incompleted, attended) follows from it,
 * the attendance and the event's end (domain/education/application-state.ts), so no job has to move it.
 */
export type EducationApplicationState =
  /** A free event: nothing to pay. */
  | 'applied'
  /** A paid event not paid yet (or an order left unpaid). */
  | 'awaiting_payment'
  /** A virtual account was issued; the deposit settles it. */
  | 'waiting_for_deposit'
  | 'paid'
  /** The member cancelled a paid application and the refund is still pending. */
  | 'cancellation_requested'
  | 'cancelled'

export const educationApplications = pgTable(
  'education_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => educationEvents.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text('state').$type<EducationApplicationState>().notNull(),
    /** Integer won, the event's cost when the member applied (what the payment door charges). */
    amountWon: integer('amount_won').notNull(),
    /** Set while an open order is paying it (the payable's price); cleared when the order ends unpaid. */
    inOrderSince: timestamp('in_order_since', { withTimezone: true }),
    orderId: integer('order_id'),
    orderNo: text('order_no'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The staff's scan at the venue (once). */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendedBy: integer('attended_by').references(() => members.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live application per member and event; a cancelled one may be followed by a new one.
    uniqueIndex('education_applications_live_key')
      .on(t.eventId, t.memberId)
      .where(sql`${t.state} not in ('cancelled', 'cancellation_requested')`),
    index('education_applications_member_idx').on(t.memberId, t.createdAt),
    check(
      'education_applications_state',
      sql`${t.state} in ('applied', 'awaiting_payment', 'waiting_for_deposit', `.append(
        sql`'paid', 'cancellation_requested', 'cancelled')`,
      ),
    ),
    check('education_applications_amount', sql`${t.amountWon} >= 0`),
  ],
)

export type EducationApplicationRow = typeof educationApplications.$inferSelect
