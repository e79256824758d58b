import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows of one portal table (media, education, clean centre...) that the demo season writes after its
 * tournaments. Each area of the portal adds its own in a file beside this one, so the generator and the
 * writer need not know every table.
 */
export interface PortalRows<T extends PgTable = PgTable> {
  table: T
  rows: ReadonlyArray<T['$inferInsert']>
}

export const portalRows = <T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>): PortalRows =>
  ({ table, rows }) as unknown as PortalRows
