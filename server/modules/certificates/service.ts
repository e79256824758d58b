import type { CertificateDto, CertificateVerification } from '@contract/certificates'
import { ERROR_CODES } from '@contract/error-codes'
import { certificateState, maskName } from '@domain/certificates'
import { seoulDate } from '@domain/time'
import { timingSafeEqual } from 'node:crypto'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import { certificateFacts, type ValidRequest } from './facts'
import { certificateByNo, certificateDto, certificatesOf, insertCertificate } from './repository'
import { and, eq, isNull } from 'drizzle-orm'
import { certificates } from '../../db/schema/index'

/** POST /certificates: refused or issued; the answer is the stored certificate. */
export async function issueCertificate(
  db: AppDb,
  memberId: number,
  request: ValidRequest,
  now: Date,
): Promise<CertificateDto> {
  const facts = await certificateFacts(db, memberId, request, now)
  return certificateDto(await insertCertificate(db, memberId, facts, now), seoulDate(now))
}

export async function myCertificates(db: AppDb, memberId: number, now: Date): Promise<{ items: CertificateDto[] }> {
  const today = seoulDate(now)
  return { items: (await certificatesOf(db, memberId)).map((row) => certificateDto(row, today)) }
}

const notFound = () => httpError(404, ERROR_CODES.NOT_FOUND, 'No such certificate')

/** The owner's or staff's certificate; anyone else learns only that there is none (404). */
export async function readableCertificate(
  db: AppDb,
  caller: { memberId: number; roles: readonly string[] },
  no: string,
) {
  const row = await certificateByNo(db, no)
  if (!row || (row.memberId !== caller.memberId && !caller.roles.includes('staff'))) throw notFound()
  return row
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The public check behind the QR. Unknown number and wrong check code answer the same 404, so numbers cannot be
 * walked; the holder's name is masked.
 */
export async function verifyCertificate(
  db: AppDb,
  no: string,
  code: string,
  now: Date,
): Promise<CertificateVerification> {
  const row = await certificateByNo(db, no)
  if (!row || !sameCode(row.checkCode, code)) throw notFound()
  return {
    no: row.no,
    state: certificateState({ revoked: row.revokedAt !== null, validUntil: row.validUntil }, seoulDate(now)),
    type: row.type,
    holder: maskName(row.facts.holder.name),
    issuedOn: row.facts.issuedOn,
    validUntil: row.validUntil,
  }
}

/** Staff revoke with a reason, audited; a certificate is revoked once (409 after). */
export async function revokeCertificate(
  db: AppDb,
  staffId: number,
  no: string,
  reason: string,
  origin: RequestOrigin,
  now: Date,
): Promise<CertificateDto> {
  const row = await certificateByNo(db, no)
  if (!row) throw notFound()
  if (row.revokedAt) throw httpError(409, ERROR_CODES.CONFLICT, 'This certificate is already revoked')
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(certificates)
      .set({ revokedAt: now, revokedBy: staffId, revokeReason: reason })
      // Only a certificate still valid: of two revocations at once, the second changes and audits nothing.
      .where(and(eq(certificates.id, row.id), isNull(certificates.revokedAt)))
      .returning()
    if (rows.length === 0) throw httpError(409, ERROR_CODES.CONFLICT, 'This certificate is already revoked')
    await writeAudit(
      tx,
      { action: 'certificate_revoke', memberId: staffId, at: now, detail: { no, holder: row.memberId, reason } },
      origin,
    )
    return rows
  })
  return certificateDto(updated!, seoulDate(now))
}
