import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Who runs a dated job now (docs/requirements/standing-and-dues.md#sd-10): with several server nodes on one
 * database, each node tries to take the lease and only the holder runs; a crashed holder's lease runs out.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
})
