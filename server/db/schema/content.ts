import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ContentBlock, ContentSection } from '@contract/content'

/**
 * The association's document pages (about, terms, guides: decision 0037): one row a page, its body a list
 * of typed blocks per language (contract/content.ts). Seeded from server/db/content/pages.ts only where the
 * slug is missing, so what staff change here survives every start and every new content version.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The page's name in its URL (/abouts/{slug}, /terms/{slug}/, /guides/{slug}); unique over all sections. */
    slug: varchar('slug', { length: 40 }).notNull(),
    section: varchar('section', { length: 12 }).$type<ContentSection>().notNull(),
    /** Position in the section's sub-navigation and menus. */
    sortOrder: smallint('sort_order').notNull().default(0),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    summaryKo: text('summary_ko').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyKo: jsonb('body_ko').$type<ContentBlock[]>().notNull().default(sql`'[]'::jsonb`),
    bodyEn: jsonb('body_en').$type<ContentBlock[]>().notNull().default(sql`'[]'::jsonb`),
    /** The date the text takes effect; every terms page has one (users are owed it). */
    effectiveDate: date('effective_date', { mode: 'string' }),
    /**
     * docs/requirements/content.md#con-4: the overseas-tour menu shows only in Korean; menus leave such pages out in
     * English.
     */
    koOnly: boolean('ko_only').notNull().default(false),
    /** Staff can withdraw a page without deleting it: an unpublished page answers 404. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_slug_key').on(t.slug),
    index('content_pages_section_idx').on(t.section, t.sortOrder),
    check('content_pages_section', sql`${t.section} in ('about', 'terms', 'guide')`),
    check('content_pages_slug', sql`${t.slug} ~ '^[A-Za-z][A-Za-z0-9]{1,39}$'`),
    check('content_pages_terms_dated', sql`${t.section} <> 'terms' or ${t.effectiveDate} is not null`),
    check('content_pages_bodies', sql`jsonb_typeof(${t.bodyKo}) = 'array' and jsonb_typeof(${t.bodyEn}) = 'array'`),
  ],
)

export type ContentPageRow = typeof contentPages.$inferSelect
