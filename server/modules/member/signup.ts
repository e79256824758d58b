import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { seoulDay, signupAgeProblems, type SignupBody, type SignupRequestBody } from '@contract/member-signup'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import { hashPassword } from '../auth/password'
import { takeVerifiedPhone } from '../cert/phone-certs'
import { memberByLoginId } from './repository'

/**
 * Offline-document sign-ups stay temporary this long without an ID document, then are deleted
 * (docs/requirements/accounts.md#acc-15).
 */
export const SIGNUP_REQUEST_TTL_MS = 2 * 24 * 3_600_000

const idTaken = () => httpError(409, ERROR_CODES.ID_TAKEN, 'This ID already exists', { id: FIELD_ERRORS.TAKEN })

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string })
  return cause?.code === '23505'
}

function checkAge(body: SignupBody | SignupRequestBody, now: Date) {
  const problems = signupAgeProblems(body, seoulDay(now))
  if (Object.keys(problems).length > 0)
    throw httpError(400, ERROR_CODES.VALIDATION, 'Request is not valid', problems as Record<string, never>)
}

/** The columns both sign-up ways write; the password is hashed, the confirmation and consents are not kept. */
function personColumns(body: SignupBody | SignupRequestBody, passwordHash: string, now: Date) {
  return {
    loginId: body.id,
    passwordHash,
    name: body.name,
    firstNameEn: body.firstNameEn,
    lastNameEn: body.lastNameEn ?? null,
    birthDate: body.birthDate,
    gender: body.gender,
    nationality: body.nationality,
    phone: body.phone ?? null,
    email: body.email ?? null,
    emailReceive: body.emailReceive,
    smsReceive: body.smsReceive,
    zipCode: body.zipCode,
    address: body.address,
    addressDetail: body.addressDetail,
    workName: body.workName || null,
    workZipCode: body.workZipCode ?? null,
    workAddress: body.workAddress || null,
    workAddressDetail: body.workAddressDetail || null,
    workPhone: body.workPhone ?? null,
    guardianName: body.guardianName || null,
    guardianPhone: body.guardianPhone ?? null,
    photo: body.photo ?? null,
    marketingAgree: body.marketingAgree,
    marketingAgreedAt: body.marketingAgree ? now : null,
    createdAt: now,
    updatedAt: now,
  }
}

export async function isIdAvailable(db: AppDb, id: string): Promise<boolean> {
  return (await memberByLoginId(db, id)) === undefined
}

/** POST /member/signup: an active web member, mobile verified through /cert/phone. Bad input changes nothing. */
export async function signUp(db: AppDb, body: SignupBody, origin: RequestOrigin, now: Date) {
  checkAge(body, now)
  if (!(await isIdAvailable(db, body.id))) throw idTaken()
  const passwordHash = await hashPassword(body.pwd)
  try {
    const id = await db.transaction(async (tx) => {
      const mobile = await takeVerifiedPhone(tx, body.phoneCertId, now)
      const [row] = await tx
        .insert(members)
        .values({ ...personColumns(body, passwordHash, now), mobile, status: 'active' })
        .returning({ id: members.id })
      return row!.id
    })
    await writeAudit(db, { action: 'signup', memberId: id, loginId: body.id, at: now }, origin)
  } catch (error) {
    if (isUniqueViolation(error)) throw idTaken()
    throw error
  }
  return { id: body.id, status: 'active' as const, deleteAfter: null }
}

/**
 * POST /member/signupRequest: sign-up by offline documents. The account stays pending (no login) until staff
 * confirm; without an ID document within 2 days the purge job deletes it.
 */
export async function requestSignUp(db: AppDb, body: SignupRequestBody, origin: RequestOrigin, now: Date) {
  checkAge(body, now)
  if (!(await isIdAvailable(db, body.id))) throw idTaken()
  const passwordHash = await hashPassword(body.pwd)
  try {
    const [row] = await db
      .insert(members)
      .values({ ...personColumns(body, passwordHash, now), mobile: body.mobile, status: 'pending' })
      .returning({ id: members.id })
    await writeAudit(db, { action: 'signup_request', memberId: row!.id, loginId: body.id, at: now }, origin)
  } catch (error) {
    if (isUniqueViolation(error)) throw idTaken()
    throw error
  }
  return {
    id: body.id,
    status: 'pending' as const,
    deleteAfter: new Date(now.getTime() + SIGNUP_REQUEST_TTL_MS).toISOString(),
  }
}

async function pendingRow(db: AppDb, loginId: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.loginId, loginId), eq(members.status, 'pending')))
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No pending sign-up with this ID')
  return row
}

/** Staff: the ID document of a pending sign-up arrived (it is no longer deleted after 2 days). */
export async function recordSignupDocument(
  db: AppDb,
  loginId: string,
  staffId: number,
  origin: RequestOrigin,
  now: Date,
) {
  const row = await pendingRow(db, loginId)
  await db
    .update(members)
    .set({ documentReceivedAt: now, updatedAt: now })
    .where(and(eq(members.id, row.id), isNull(members.documentReceivedAt)))
  await writeAudit(
    db,
    { action: 'signup_request_document', memberId: row.id, loginId, at: now, detail: { by: staffId } },
    origin,
  )
  return { id: loginId, status: 'pending' as const, deleteAfter: null }
}

/** Staff: confirms a pending sign-up whose document arrived; the member can log in from now on. */
export async function confirmSignupRequest(
  db: AppDb,
  loginId: string,
  staffId: number,
  origin: RequestOrigin,
  now: Date,
) {
  const row = await pendingRow(db, loginId)
  if (!row.documentReceivedAt) throw httpError(409, ERROR_CODES.CONFLICT, 'The ID document has not been recorded yet')
  await db.update(members).set({ status: 'active', updatedAt: now }).where(eq(members.id, row.id))
  await writeAudit(
    db,
    { action: 'signup_request_confirmed', memberId: row.id, loginId, at: now, detail: { by: staffId } },
    origin,
  )
  return { id: loginId, status: 'active' as const, deleteAfter: null }
}
