import { integer, pgTable, smallint, unique } from 'drizzle-orm/pg-core'
import { tourCategory } from './tour-category'

/** One season of one tour (tour × year). Year lists (25 years back) and records pages start here. */
export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tourCategory.id),
    year: smallint('year').notNull(),
  },
  (t) => [unique('seasons_tour_year_unique').on(t.tourId, t.year)],
)

export type SeasonRow = typeof seasons.$inferSelect
