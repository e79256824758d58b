import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import type { CertificateDto, CertificateFacts } from '@contract/certificates'
import { certificateState, issueNumber } from '@domain/certificates'
import type { AppDb } from '../../db/database'
import { type CertificateRow, certificateCounters, certificates } from '../../db/schema/index'

/** The address the QR carries: the number and the check code (the number alone verifies nothing). */
export const verifyPathOf = (row: Pick<CertificateRow, 'no' | 'checkCode'>) =>
  `/certificates/verify/${row.no}?k=${row.checkCode}`

/**
 * Stores a certificate with the next number of its year. The counter row is bumped in the same transaction, so
 * concurrent issues wait on its lock and each gets its own number, without gaps.
 */
export async function insertCertificate(
  db: AppDb,
  memberId: number,
  facts: CertificateFacts,
  issuedAt: Date,
): Promise<CertificateRow> {
  const year = Number(facts.issuedOn.slice(0, 4))
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(certificateCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: certificateCounters.year, set: { last: sql`${certificateCounters.last} + 1` } })
      .returning({ last: certificateCounters.last })
    const sequence = counter!.last
    const [row] = await tx
      .insert(certificates)
      .values({
        no: issueNumber(year, sequence),
        year,
        sequence,
        memberId,
        type: facts.type,
        facts,
        checkCode: randomBytes(12).toString('base64url'),
        issuedAt,
        validUntil: facts.validUntil,
      })
      .returning()
    return row!
  })
}

export async function certificatesOf(db: AppDb, memberId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.memberId, memberId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
}

export async function certificateByNo(db: AppDb, no: string): Promise<CertificateRow | undefined> {
  return (await db.select().from(certificates).where(eq(certificates.no, no)))[0]
}

export function certificateDto(row: CertificateRow, today: string): CertificateDto {
  return {
    no: row.no,
    state: certificateState({ revoked: row.revokedAt !== null, validUntil: row.validUntil }, today),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    verifyPath: verifyPathOf(row),
    facts: row.facts,
  }
}
