import { boolean, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core'

/** Tour categories (domain/tours.ts), seeded; `main` marks the tours with a header tab. */
export const tourCategory = pgTable('tour_category', {
  id: integer('id').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  shortKo: text('short_ko').notNull(),
  shortEn: text('short_en').notNull(),
  color: varchar('color', { length: 7 }).notNull(),
  main: boolean('main').notNull().default(false),
  /** Display order: main tours in header order first, then the rest by id. */
  sortOrder: smallint('sort_order').notNull(),
})

export type TourCategoryRow = typeof tourCategory.$inferSelect
