import { eq } from 'drizzle-orm'
import type { CertificateFacts, CertificateRequest, CertifiedCompetition } from '@contract/certificates'
import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/error-codes'
import { actionOf, competitionKind, type CertificateType, validUntilOf } from '@domain/certificates'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError, VALIDATION_MESSAGE } from '../../http/http-error'
import { requireMay } from '../membership/permissions'
import { competitionsOf } from './competitions'

/** The request once validated by contract/certificates.ts (defaults applied). */
export interface ValidRequest extends Omit<CertificateRequest, 'competitionIds'> {
  type: CertificateType
  competitionIds: number[]
}

const dashed = (yyyymmdd: string | null) =>
  yyyymmdd && /^\d{8}$/.test(yyyymmdd)
    ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
    : null

/** A records certificate states finish and strokes; the others only the tournament itself. */
const stated = (c: CertifiedCompetition, type: CertificateType): CertifiedCompetition =>
  type === 'records' ? c : { ...c, finish: null, rounds: null, total: null, toPar: null }

/**
 * What a certificate would state if issued now: the one function behind both the preview and the issue, so the
 * preview is exactly what is issued. Refuses through the standing door first (docs/requirements/my-page.md#my-6),
 * then refuses tournaments that are not the member's own of the kind the type asks for.
 */
export async function certificateFacts(
  db: AppDb,
  memberId: number,
  request: ValidRequest,
  now: Date,
): Promise<CertificateFacts> {
  await requireMay(db, memberId, actionOf(request.type), now)
  const [member] = await db.select().from(members).where(eq(members.id, memberId))
  if (!member) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such member')
  const today = seoulDate(now)
  const kind = competitionKind(request.type)
  let competitions: CertifiedCompetition[] = []
  if (kind) {
    const mine = await competitionsOf(db, member.memberNo, today)
    const choosable = kind === 'played' ? mine.played : mine.planned
    competitions = request.competitionIds.map((id) => choosable.find((c) => c.id === id)!)
    if (competitions.some((c) => c === undefined))
      throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, {
        competitionIds: FIELD_ERRORS.INVALID_VALUE,
      })
    competitions = competitions.map((c) => stated(c, request.type))
  }
  if (!kind) assertPeriodHeld(request.periodFrom ?? null, request.periodTo ?? null, member.firstEnrolledOn, today)
  const nameEn = [member.firstNameEn, member.lastNameEn].filter(Boolean).join(' ')
  return {
    type: request.type,
    holder: {
      name: member.name,
      nameEn: nameEn || null,
      memberNo: member.memberNo ?? '',
      birthDate: dashed(member.birthDate),
      memberClass: member.memberClass,
      firstEnrolledOn: member.firstEnrolledOn,
    },
    purpose: request.purpose.trim(),
    submitTo: request.submitTo.trim(),
    periodFrom: kind ? null : (request.periodFrom ?? null),
    periodTo: kind ? null : (request.periodTo ?? null),
    competitions,
    issuedOn: today,
    validUntil: validUntilOf(today),
  }
}

/**
 * A membership or experience certificate states that the holder was a member over its period: the period must lie
 * within the membership the association records, from the first enrollment to today
 * (docs/requirements/my-page.md#my-5), or the association would sign what it does not know.
 */
function assertPeriodHeld(from: string | null, to: string | null, firstEnrolledOn: string | null, today: string) {
  const fields: Record<string, FieldError> = {}
  if (from && (!firstEnrolledOn || from < firstEnrolledOn)) fields.periodFrom = FIELD_ERRORS.INVALID_VALUE
  if (to && to > today) fields.periodTo = FIELD_ERRORS.INVALID_VALUE
  if (Object.keys(fields).length > 0) throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, fields)
}
