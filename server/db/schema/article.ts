import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tourCategory } from './tour-category'

/**
 * Kinds of article (decision 0032). Only tour notices exist now; issue #8 adds association notices and news
 * to the same table by widening this list and its check.
 */
export type ArticleKind = 'tourNotice'

/** A small attached file, stored with its text (the demo's forms and sheets are plain text). */
export interface ArticleAttachment {
  fileName: string
  text: string
}

/** A published text in both languages: notices now, news later. Bodies are plain text, paragraphs split by blank lines. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 24 }).$type<ArticleKind>().notNull(),
    /** The tour it belongs to; null for the whole association. */
    tourId: integer('tour_id').references(() => tourCategory.id),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Pinned articles head every page of the list. */
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    attachments: jsonb('attachments').$type<ArticleAttachment[]>().notNull().default([]),
  },
  (t) => [
    index('articles_kind_tour_idx').on(t.kind, t.tourId, t.publishedAt),
    check('articles_kind', sql`${t.kind} in ('tourNotice')`),
    check('articles_view_count', sql`${t.viewCount} >= 0`),
  ],
)

export type ArticleRow = typeof articles.$inferSelect
