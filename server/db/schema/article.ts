import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tourCategory } from './tour-category'

/**
 * Kinds of article (decisions 0032, 0037): a tour's notices (tourId set) and the association's own notices
 * (/abouts/notice/, tourId null). Widen this list and its check for more kinds.
 */
export type ArticleKind = 'tourNotice' | 'associationNotice'

/** A small attached file, stored with its text (the demo's forms and sheets are plain text). */
export interface ArticleAttachment {
  fileName: string
  text: string
}

/**
 * A published text in both languages: notices now, news later. Bodies are plain text, paragraphs split by blank lines.
 */
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
    check('articles_kind', sql`${t.kind} in ('tourNotice', 'associationNotice')`),
    // A tour notice belongs to a tour; the association's notices to none.
    check(
      'articles_notice_scope',
      // Appended in pieces so that the constraint's text stays what the migrations hold.
      sql`(${t.kind} <> 'tourNotice' or ${t.tourId} is not null) and `.append(
        sql`(${t.kind} <> 'associationNotice' or ${t.tourId} is null)`,
      ),
    ),
    check('articles_view_count', sql`${t.viewCount} >= 0`),
  ],
)

export type ArticleRow = typeof articles.$inferSelect
