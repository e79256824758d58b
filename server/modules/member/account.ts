import { ERROR_CODES } from '@contract/errors'
import type { MemberUpdateBody } from '@contract/member-account'
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
import type { PhoneProvider } from '../../providers/phone/types'
import { noticeToOldNumber, requirePasswordForContactChange, type ChangeContext } from './contact-change'
import { memberDetailOf } from './member-view'
import { memberById } from './repository'

/** Changes only the caller's own row: every function here takes the member from the session, never from input. */

/**
 * PATCH /member. A change of the e-mail (a recovery channel) needs the current password, ends the member's
 * other sessions and is told to the mobile on record (contact-change.ts); other fields need none of that.
 */
export async function updateProfile(
  db: AppDb,
  phone: PhoneProvider,
  { currentPwd, ...patch }: MemberUpdateBody,
  context: ChangeContext,
) {
  const { auth, origin, now } = context
  const changed = Object.keys(patch)
  if (changed.length === 0) return memberDetailOf(db, auth.memberId, now)
  const row = await memberById(db, auth.memberId)
  const emailChanges = patch.email !== undefined && (patch.email ?? null) !== row.email
  if (emailChanges) await requirePasswordForContactChange(db, context, row, currentPwd)
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ ...patch, updatedAt: now })
      .where(eq(members.id, auth.memberId))
    return emailChanges ? endMemberSessions(tx, auth.memberId, 'contact_changed', now, auth.sessionId) : []
  })
  const notice = emailChanges ? await noticeToOldNumber(phone, row.mobile, { kind: 'email' }, context) : undefined
  await writeAudit(
    db,
    {
      action: 'profile_change',
      memberId: auth.memberId,
      loginId: auth.loginId,
      at: now,
      detail: { fields: changed, ...(emailChanges ? { endedSessions: ended.length, notice } : {}) },
    },
    origin,
  )
  return memberDetailOf(db, auth.memberId, now)
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
  return memberDetailOf(db, auth.memberId, now)
}
