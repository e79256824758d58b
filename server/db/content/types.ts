import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The association's own published content (about pages, terms, guides, the prohibited-substance list...),
 * seeded in Korean and English. Unlike the demo season it is never replaced: rows are inserted when their
 * key is missing, so what staff edit later survives every start and every new seed version.
 */
export interface ContentRows<T extends PgTable = PgTable> {
  table: T
  rows: ReadonlyArray<T['$inferInsert']>
}

export const contentRows = <T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>): ContentRows =>
  ({ table, rows }) as unknown as ContentRows
