import { ERROR_CODES } from '@contract/errors'
import type { MemberUpdate } from '@contract/member-account'
import { passwordProblem } from '@contract/password-rules'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { hashPassword } from '../auth/password'
import { requireOwnPassword } from '../auth/password-check'
import { endMemberSessions } from '../auth/sessions'
import { takeVerifiedPhone } from '../cert/phone-certs'
import { memberDetail } from './member-view'
import { memberById } from './repository'

/** Changes only the caller's own row: every function here takes the member from the session, never from input. */

export async function updateProfile(
  db: AppDb,
  auth: AuthContext,
  patch: MemberUpdate,
  origin: RequestOrigin,
  now: Date,
) {
  const changed = Object.keys(patch)
  if (changed.length > 0) {
    await db
      .update(members)
      .set({ ...patch, updatedAt: now })
      .where(eq(members.id, auth.memberId))
    await writeAudit(
      db,
      {
        action: 'profile_change',
        memberId: auth.memberId,
        loginId: auth.loginId,
        at: now,
        detail: { fields: changed },
      },
      origin,
    )
  }
  return memberDetail(await memberById(db, auth.memberId))
}

/** PATCH /member/account: the password change; the member's other sessions end (a thief's included). */
export async function changePassword(
  db: AppDb,
  auth: AuthContext,
  body: { currentPwd: string; newPwd: string },
  origin: RequestOrigin,
  now: Date,
) {
  const row = await memberById(db, auth.memberId)
  await requireOwnPassword(db, auth.loginId, row.passwordHash, body.currentPwd, 'currentPwd', origin.ip, now)
  const problem = passwordProblem(body.newPwd, auth.loginId)
  if (problem) throw httpError(400, ERROR_CODES.VALIDATION, 'Request is not valid', { newPwd: problem })
  const passwordHash = await hashPassword(body.newPwd)
  const ended = await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, auth.memberId))
    return endMemberSessions(tx, auth.memberId, 'password_changed', now, auth.sessionId)
  })
  await writeAudit(
    db,
    {
      action: 'password_change',
      memberId: auth.memberId,
      loginId: auth.loginId,
      at: now,
      detail: { endedSessions: ended.length },
    },
    origin,
  )
  return { ok: true as const }
}

/** PATCH /member/phone: the new mobile must be verified (a /cert/phone certification, used once). */
export async function changePhone(db: AppDb, auth: AuthContext, phoneCertId: string, origin: RequestOrigin, now: Date) {
  await db.transaction(async (tx) => {
    const mobile = await takeVerifiedPhone(tx, phoneCertId, now)
    await tx.update(members).set({ mobile, updatedAt: now }).where(eq(members.id, auth.memberId))
  })
  await writeAudit(db, { action: 'phone_change', memberId: auth.memberId, loginId: auth.loginId, at: now }, origin)
  return memberDetail(await memberById(db, auth.memberId))
}

export async function setMarketingAgree(
  db: AppDb,
  auth: AuthContext,
  agree: boolean,
  origin: RequestOrigin,
  now: Date,
) {
  await db
    .update(members)
    .set({ marketingAgree: agree, marketingAgreedAt: agree ? now : null, updatedAt: now })
    .where(eq(members.id, auth.memberId))
  await writeAudit(
    db,
    {
      action: 'marketing_change',
      memberId: auth.memberId,
      loginId: auth.loginId,
      at: now,
      detail: { marketingAgree: agree },
    },
    origin,
  )
  return memberDetail(await memberById(db, auth.memberId))
}
