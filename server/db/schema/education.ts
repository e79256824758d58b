import { sql } from 'drizzle-orm'
import { boolean, char, check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Education (docs/decisions/0038). Three tables:
 * - education_programmes and education_rules: the association's standing texts (what each programme is
 *   for, the introductory-training rules), seeded once by server/db/content/education.ts and keyed by slug
 *   so staff edits survive every start;
 * - education_events: the dated sessions of the schedule (demo rows built around today).
 * An event's programme follows from its type code (domain/education/programmes.ts), and its status
 * (planned to apply, applying, application ended, finished) from the clock: neither is stored.
 */

/** A programme: introductory, career development, seminars, forums. Texts in both languages. */
export const educationProgrammes = pgTable('education_programmes', {
  /** introductory | career | seminar | forum (domain/education/programmes.ts). */
  slug: varchar('slug', { length: 32 }).primaryKey(),
  sortOrder: smallint('sort_order').notNull().default(0),
  titleKo: text('title_ko').notNull(),
  titleEn: text('title_en').notNull(),
  /** Who the programme is for, one sentence. */
  audienceKo: text('audience_ko').notNull(),
  audienceEn: text('audience_en').notNull(),
  /** What it is, a short paragraph. */
  summaryKo: text('summary_ko').notNull(),
  summaryEn: text('summary_en').notNull(),
  /** What it covers, one line per item (shown as a list). */
  topicsKo: text('topics_ko').array().notNull().default(sql`'{}'::text[]`),
  topicsEn: text('topics_en').array().notNull().default(sql`'{}'::text[]`),
})

/** One rule of the education rules page (introductory training, dues, records), plain text in both languages. */
export const educationRules = pgTable('education_rules', {
  slug: varchar('slug', { length: 32 }).primaryKey(),
  sortOrder: smallint('sort_order').notNull().default(0),
  titleKo: text('title_ko').notNull(),
  titleEn: text('title_en').notNull(),
  /** The rule's figure in a few words ("1일 · 연 3회" / "1 day, 3 times a year"); null when it has none. */
  highlightKo: text('highlight_ko'),
  highlightEn: text('highlight_en'),
  /** Plain text; paragraphs separated by a blank line. */
  bodyKo: text('body_ko').notNull(),
  bodyEn: text('body_en').notNull(),
})

/** Membership types allowed to apply (contract/roles.ts MEMBERSHIP_TYPES). */
export type EducationMembershipType = 'tour_pro' | 'playing_pro' | 'semi_pro' | 'teaching_pro'

/** A dated session of the schedule. Times are instants; the portal shows them in Asia/Seoul. */
export const educationEvents = pgTable(
  'education_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** M = MIP, P = MVP, S = SEMINAR, F = FORUM, O = ORIENTATION (docs/requirements/content.md#con-15). */
    typeCode: char('type_code', { length: 1 }).notNull(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionKo: text('description_ko').notNull(),
    descriptionEn: text('description_en').notNull(),
    venueKo: text('venue_ko').notNull(),
    venueEn: text('venue_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    applyOpensAt: timestamp('apply_opens_at', { withTimezone: true }).notNull(),
    /** The first instant applications are no longer taken (exclusive). */
    applyClosesAt: timestamp('apply_closes_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Applications received so far; the member area's application screens keep it up to date later. */
    applicants: integer('applicants').notNull().default(0),
    /** Integer won; 0 = free. */
    costWon: integer('cost_won').notNull().default(0),
    eligibleTypes: text('eligible_types').array().$type<EducationMembershipType[]>().notNull(),
    /**
     * Education applications need dues fully paid (docs/requirements/content.md#con-16); staff may waive it for one
     * event.
     */
    duesRequired: boolean('dues_required').notNull().default(true),
  },
  (t) => [
    index('education_events_starts_idx').on(t.startsAt),
    index('education_events_type_starts_idx').on(t.typeCode, t.startsAt),
    check('education_events_type_code', sql`${t.typeCode} in ('M', 'P', 'S', 'F', 'O')`),
    check('education_events_span', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'education_events_window',
      sql`${t.applyClosesAt} > ${t.applyOpensAt} and ${t.applyClosesAt} <= ${t.startsAt}`,
    ),
    check(
      'education_events_capacity',
      sql`${t.capacity} > 0 and ${t.applicants} >= 0 and ${t.applicants} <= ${t.capacity}`,
    ),
    check('education_events_cost', sql`${t.costWon} >= 0`),
    check(
      'education_events_eligible_types',
      // Appended in pieces so that the constraint's text stays what the migrations hold.
      sql`cardinality(${t.eligibleTypes}) > 0 and `.append(
        sql`${t.eligibleTypes} <@ array['tour_pro', 'playing_pro', 'semi_pro', 'teaching_pro']::text[]`,
      ),
    ),
  ],
)

export type EducationProgrammeRow = typeof educationProgrammes.$inferSelect
export type EducationRuleRow = typeof educationRules.$inferSelect
export type EducationEventRow = typeof educationEvents.$inferSelect
