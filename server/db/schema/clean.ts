import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ProhibitedWhen, ReportCategory, ReportStatus, SubstanceClass } from '@contract/clean'
import type { TueRoute, TueStatus } from '@contract/clean-tue'
import { members } from './account'

/**
 * The clean tour and anti-doping centre (docs/decisions/0039): the association's reference list of
 * prohibited substances (standing content, keyed by code so staff edits survive every seed), the reports
 * received, and the members' therapeutic-use exemption applications.
 */

export const prohibitedSubstances = pgTable(
  'prohibited_substances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Natural key of the entry, e.g. s1-testosterone. */
    code: varchar('code', { length: 60 }).notNull(),
    substanceClass: varchar('substance_class', { length: 2 }).$type<SubstanceClass>().notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    prohibited: varchar('prohibited', { length: 16 }).$type<ProhibitedWhen>().notNull(),
    /** Common products or sources (brand-like names), as text. */
    examplesKo: text('examples_ko').notNull().default(''),
    examplesEn: text('examples_en').notNull().default(''),
    /** Conditions: permitted routes and doses, thresholds, who it concerns. */
    noteKo: text('note_ko').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prohibited_substances_code_key').on(t.code),
    index('prohibited_substances_class_idx').on(t.substanceClass),
    check(
      'prohibited_substances_class',
      sql`${t.substanceClass} in ('S0','S1','S2','S3','S4','S5','S6','S7','S8','S9','M1','M2','M3','P1')`,
    ),
    check('prohibited_substances_when', sql`${t.prohibited} in ('always','in_competition')`),
  ],
)

/**
 * A report to the integrity desk. Anonymous reports hold no name or contact (a check says so), and no
 * report stores the sender's address: the receipt number is the reporter's only link to it.
 */
export const cleanReports = pgTable(
  'clean_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    receiptNo: varchar('receipt_no', { length: 20 }).notNull(),
    category: varchar('category', { length: 20 }).$type<ReportCategory>().notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    involved: text('involved'),
    description: text('description').notNull(),
    evidence: text('evidence'),
    anonymous: boolean('anonymous').notNull(),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    /** When a named reporter agreed to the collection of their name and contact. */
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<ReportStatus>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clean_reports_receipt_no_key').on(t.receiptNo),
    index('clean_reports_status_idx').on(t.status, t.createdAt),
    check(
      'clean_reports_category',
      sql`${t.category} in ('doping','match_fixing','illegal_betting','violence','other')`,
    ),
    check('clean_reports_status', sql`${t.status} in ('received','reviewing','closed')`),
    check(
      'clean_reports_contact',
      // Appended in pieces so that the constraint's text stays what the migrations hold.
      sql`(${t.anonymous} and ${t.name} is null and ${t.phone} is null and ${t.email} is null `
        .append(sql`and ${t.privacyAgreedAt} is null)
        or (not ${t.anonymous} and ${t.name} is not null `)
        .append(sql`and (${t.phone} is not null or ${t.email} is not null) and ${t.privacyAgreedAt} is not null)`),
    ),
  ],
)

/** A member's therapeutic-use exemption application and the staff's decision on it. */
export const tueApplications = pgTable(
  'tue_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Health information goes with the member: deleting the account deletes the applications. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    substance: text('substance').notNull(),
    diagnosis: text('diagnosis').notNull(),
    dose: text('dose').notNull(),
    route: varchar('route', { length: 20 }).$type<TueRoute>().notNull(),
    frequency: text('frequency').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    physicianName: text('physician_name').notNull(),
    physicianLicence: text('physician_licence').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 12 }).$type<TueStatus>().notNull().default('submitted'),
    staffReason: text('staff_reason'),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tue_applications_member_idx').on(t.memberId, t.createdAt),
    index('tue_applications_status_idx').on(t.status, t.createdAt),
    check('tue_applications_status', sql`${t.status} in ('submitted','reviewing','approved','rejected')`),
    check('tue_applications_period', sql`${t.endDate} >= ${t.startDate}`),
    check('tue_applications_rejection_reason', sql`${t.status} <> 'rejected' or ${t.staffReason} is not null`),
    check('tue_applications_decided', sql`(${t.status} in ('approved','rejected')) = (${t.decidedAt} is not null)`),
  ],
)

export type ProhibitedSubstanceRow = typeof prohibitedSubstances.$inferSelect
export type CleanReportRow = typeof cleanReports.$inferSelect
export type TueApplicationRow = typeof tueApplications.$inferSelect
