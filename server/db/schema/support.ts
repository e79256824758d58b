import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { members } from './account'

/**
 * Member support (docs/requirements/my-page.md#my-15, #my-17): 1:1 inquiries with the staff's answer, the FAQ
 * and the affiliate benefits (content keyed by slug, seeded by server/db/content/support.ts so staff edits survive
 * every start), and the outbox of mails Fairway sends (the notice of an answer).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** domain/support/inquiries.ts INQUIRY_CATEGORIES. */
    category: varchar('category', { length: 24 }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The member's last edit while unanswered. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Set once: the inquiry is "answer completed" from then on. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
    /** A later correction of the answer by staff (the earlier text is in the audit log). */
    answerEditedAt: timestamp('answer_edited_at', { withTimezone: true }),
  },
  (t) => [
    index('inquiries_member_idx').on(t.memberId, t.createdAt),
    index('inquiries_queue_idx').on(t.answeredAt, t.createdAt),
  ],
)

/** One FAQ entry in both languages; removed entries stay (deletedAt) so a new content version does not revive them. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    /** The seed's key; entries staff add get a generated one. */
    slug: varchar('slug', { length: 48 }).notNull().unique(),
    /** domain/support/faq.ts FAQ_CATEGORIES. */
    category: varchar('category', { length: 24 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    questionKo: text('question_ko').notNull(),
    questionEn: text('question_en').notNull(),
    answerKo: text('answer_ko').notNull(),
    answerEn: text('answer_en').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('faq_entries_category_idx').on(t.category, t.sortOrder)],
)

/** An affiliate partner's benefit for members (the association's content). */
export const affiliateBenefits = pgTable('affiliate_benefits', {
  slug: varchar('slug', { length: 48 }).primaryKey(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** domain/support/affiliation.ts AFFILIATE_CATEGORIES. */
  category: varchar('category', { length: 24 }).notNull(),
  partnerKo: text('partner_ko').notNull(),
  partnerEn: text('partner_en').notNull(),
  benefitKo: text('benefit_ko').notNull(),
  benefitEn: text('benefit_en').notNull(),
  howToUseKo: text('how_to_use_ko').notNull(),
  howToUseEn: text('how_to_use_en').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  /** Null: until further notice. */
  endsOn: date('ends_on', { mode: 'string' }),
  /** The partner's site; null when it has none. */
  link: text('link'),
  /** Two letters shown in the logo's place until partners send their logos. */
  logoText: varchar('logo_text', { length: 4 }).notNull(),
})

/**
 * Mails Fairway owes somebody, written in the transaction of what they report (an answer), sent by a job through
 * the mail provider: a provider's fault delays a mail, never loses it nor undoes what it reports.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** answer_notice (domain of the mail; the provider never sees it). */
    kind: varchar('kind', { length: 32 }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`)],
)

/**
 * The sandbox mail provider's delivered mail (server/providers/mail/sandbox.ts): its "mailboxes", read by the demo's
 * GET /api/sandbox/mail/messages. Used only on a demo database (docs/decisions/0042).
 */
export const sandboxMailMessages = pgTable(
  'sandbox_mail_messages',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_mail_to_idx').on(t.toAddress, t.deliveredAt)],
)

export type InquiryRow = typeof inquiries.$inferSelect
export type FaqEntryRow = typeof faqEntries.$inferSelect
export type AffiliateBenefitRow = typeof affiliateBenefits.$inferSelect
