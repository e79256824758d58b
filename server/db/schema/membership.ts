import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Standing } from '@contract/membership'
import { members } from './account'

/**
 * The association's ledger of a member (docs/requirements/standing-and-dues.md#sd-3 to #sd-10): dues periods and the
 * entrance fee as rows with their state and the order that paid them, rewards and disciplines, every change of
 * standing with its cause, and reinstatement applications with the consents of other members. Rows are added or move
 * forward; balances and permissions are derived from them (server/modules/membership).
 */

/** unpaid → paid (by an order or a staff transfer); exempt or canceled when written off (reinstatement). */
export type LedgerState = 'unpaid' | 'waiting_for_deposit' | 'paid' | 'exempt' | 'canceled'
const ledgerStateCheck = (column: unknown) =>
  sql`${column} in ('unpaid', 'waiting_for_deposit', 'paid', 'exempt', 'canceled')`

const settlement = {
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The payment door's order that paid it (its receipt), or null for a staff transfer without one. */
  orderId: integer('order_id'),
  orderNo: text('order_no'),
  method: text('method'),
  /** Set while an open order is paying it (the payable's price); cleared when the order ends unpaid. */
  inOrderSince: timestamp('in_order_since', { withTimezone: true }),
  note: text('note'),
}

/** One half-year bill (`2026-1`, `2026-2`), created once by the billing run (unique per member and period). */
export const duesPeriods = pgTable(
  'dues_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    state: text('state').$type<LedgerState>().notNull().default('unpaid'),
    billedAt: timestamp('billed_at', { withTimezone: true }).notNull(),
    ...settlement,
  },
  (t) => [
    uniqueIndex('dues_periods_member_period_key').on(t.memberId, t.period),
    index('dues_periods_state_idx').on(t.state, t.startsOn),
    check('dues_periods_state', ledgerStateCheck(t.state)),
    check('dues_periods_amount', sql`${t.amount} >= 0`),
    check('dues_periods_period', sql`${t.period} ~ '^[0-9]{4}-[12]$'`),
  ],
)

/** The entrance fee of a selected member (SD-5): one per member. */
export const entranceFees = pgTable(
  'entrance_fees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    selectedOn: date('selected_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state').$type<LedgerState>().notNull().default('unpaid'),
    billedAt: timestamp('billed_at', { withTimezone: true }).notNull(),
    ...settlement,
  },
  (t) => [
    uniqueIndex('entrance_fees_member_key').on(t.memberId),
    check('entrance_fees_state', ledgerStateCheck(t.state)),
    check('entrance_fees_amount', sql`${t.amount} >= 0`),
  ],
)

/** A reward or a discipline (SD-2): what, when, until when; a restricting discipline closes posting and applying. */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'reward' | 'discipline'>().notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    restricts: boolean('restricts').notNull().default(false),
    recordedBy: integer('recorded_by').references(() => members.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_sanctions_member_idx').on(t.memberId, t.startsOn),
    check('member_sanctions_kind', sql`${t.kind} in ('reward', 'discipline')`),
    check('member_sanctions_dates', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('member_sanctions_restricts', sql`${t.kind} = 'discipline' or not ${t.restricts}`),
  ],
)

/** Every change of standing with its cause (SD-6): the arrears job's, a payment's, a reinstatement's or staff's. */
export const standingChanges = pgTable(
  'standing_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    from: text('from_standing').$type<Standing>().notNull(),
    to: text('to_standing').$type<Standing>().notNull(),
    cause: text('cause').notNull(),
    on: date('changed_on', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
    /** The staff member who decided it; null for a job or a payment. */
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    /** The dated job that made it, e.g. `membership-arrears`; null otherwise. */
    job: text('job'),
  },
  (t) => [
    index('standing_changes_member_idx').on(t.memberId, t.at),
    check(
      'standing_changes_cause',
      sql`${t.cause} in ('arrears_suspension', 'arrears_expulsion', 'arrears_paid', 'reinstatement_approved', 'staff')`,
    ),
  ],
)

export type ReinstatementState = 'collecting' | 'submitted' | 'approved' | 'rejected' | 'withdrawn'

/** An expelled member's application for reinstatement (SD-7); one open at a time. */
export const reinstatementApplications = pgTable(
  'reinstatement_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    state: text('state').$type<ReinstatementState>().notNull().default('collecting'),
    statement: text('statement').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('reinstatement_applications_state_idx').on(t.state, t.appliedAt),
    uniqueIndex('reinstatement_applications_open_key')
      .on(t.memberId)
      .where(sql`${t.state} in ('collecting', 'submitted')`),
    check(
      'reinstatement_applications_state',
      sql`${t.state} in ('collecting', 'submitted', 'approved', 'rejected', 'withdrawn')`,
    ),
  ],
)

/** One member's consent to another's reinstatement, given from the consenter's own account (SD-7). */
export const reinstatementConsents = pgTable(
  'reinstatement_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => reinstatementApplications.id, { onDelete: 'cascade' }),
    consenterId: integer('consenter_id')
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reinstatement_consents_pair_key').on(t.applicationId, t.consenterId)],
)

export type DuesPeriodRow = typeof duesPeriods.$inferSelect
export type EntranceFeeRow = typeof entranceFees.$inferSelect
export type SanctionRow = typeof memberSanctions.$inferSelect
export type StandingChangeRow = typeof standingChanges.$inferSelect
export type ReinstatementRow = typeof reinstatementApplications.$inferSelect
