import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import type { CertificateFacts, CertificateTypeDto } from '@contract/certificates'
import { members } from './account'

/**
 * Issued certificates (docs/requirements/my-page.md#my-5): the facts are frozen at issue in `facts`, and the PDF is
 * drawn from them on each download (docs/decisions/0062-certs-pdf-on-request.md), so a later correction of a
 * result never changes a certificate already handed in. Rows are never deleted; a revocation is recorded on the row.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** FW-2026-000123 (domain/certificates issueNumber). */
    no: varchar('no', { length: 20 }).notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<CertificateTypeDto>().notNull(),
    facts: jsonb('facts').$type<CertificateFacts>().notNull(),
    /** The unguessable part of the verification address: the number alone opens nothing. */
    checkCode: varchar('check_code', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The last Seoul day the certificate is valid (also in facts; a column so staff can query it). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => members.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    unique('certificates_no_unique').on(t.no),
    unique('certificates_year_sequence_unique').on(t.year, t.sequence),
    index('certificates_member_idx').on(t.memberId, t.issuedAt),
    check('certificates_type', sql`${t.type} in ('membership', 'records', 'participation', 'planned', 'experience')`),
  ],
)

/** The last sequence used per year, bumped in the issuing transaction (its row lock: no gaps, no twins). */
export const certificateCounters = pgTable('certificate_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
})

export type CertificateRow = typeof certificates.$inferSelect
