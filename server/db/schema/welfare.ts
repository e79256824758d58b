import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { BenefitType, InKindItem, Occasion, Relation, WelfareState } from '@contract/welfare'
import { members } from './account'

/**
 * Welfare applications (docs/requirements/my-page.md#my-7 to #my-9): what the member sent, the amount the rules
 * proposed, and the secretariat's decision. submitted → approved (amount, offset, payment date) | rejected (reason).
 */
export const welfareApplications = pgTable(
  'welfare_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: varchar('type', { length: 24 }).$type<BenefitType>().notNull(),
    relationship: varchar('relationship', { length: 24 }).$type<Relation>().notNull(),
    subjectName: text('subject_name').notNull(),
    occasion: varchar('occasion', { length: 24 }).$type<Occasion>().notNull(),
    occasionDate: date('occasion_date', { mode: 'string' }).notNull(),
    funeralDate: date('funeral_date', { mode: 'string' }),
    time: varchar('time', { length: 5 }),
    inKindItem: varchar('in_kind_item', { length: 24 }).$type<InKindItem>().notNull(),
    deliveryAddress: text('delivery_address'),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    state: varchar('state', { length: 12 }).$type<WelfareState>().notNull().default('submitted'),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    /** The claim deadline (MY-9): the last day it may be edited. */
    editableUntil: date('editable_until', { mode: 'string' }).notNull(),
    proposedAmount: integer('proposed_amount'),
    amount: integer('amount'),
    offset: integer('offset_amount'),
    paidOn: date('paid_on', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('welfare_applications_member_idx').on(t.memberId, t.id),
    index('welfare_applications_state_idx').on(t.state, t.id),
    check('welfare_applications_state', sql`${t.state} in ('submitted', 'approved', 'rejected')`),
    check('welfare_applications_amounts', sql`coalesce(${t.amount}, 0) >= coalesce(${t.offset}, 0)`),
  ],
)

/**
 * An evidence document (MY-8, docs/requirements/security.md#sec-14): the bytes live under DATA_DIR/welfare with a
 * random name (`storageKey`), never under the web root; the name the member gave is kept only for the download.
 */
export const welfareFiles = pgTable(
  'welfare_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => welfareApplications.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('welfare_files_application_idx').on(t.applicationId)],
)

export type WelfareApplicationRow = typeof welfareApplications.$inferSelect
export type WelfareFileRow = typeof welfareFiles.$inferSelect
