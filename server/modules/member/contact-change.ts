import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members, type MemberRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PhoneProvider } from '../../providers/phone/types'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { requireOwnPassword } from '../auth/password-check'
import { endMemberSessions } from '../auth/sessions'
import { takeVerifiedPhone } from '../cert/phone-certs'
import { changeNoticeText, type ChangedContact } from './change-notice'
import { memberDetailOf } from './member-view'
import { memberById } from './repository'

/**
 * The mobile (where password-reset codes go) and the e-mail are the account's recovery channels: a stolen
 * 15-minute access token must not be enough to move them. Changing either needs the current password
 * (throttled like a login), ends the member's other sessions (the caller's stays) and tells the number on
 * record before the change (docs/decisions/0041-account-abuse-hardening.md).
 */
export interface ChangeContext {
  auth: AuthContext
  origin: RequestOrigin
  language: 'ko' | 'en'
  now: Date
}

/** The current password given with a change of a recovery channel: 400 on `currentPwd` when missing or wrong. */
export async function requirePasswordForContactChange(
  db: AppDb,
  { auth, origin, now }: ChangeContext,
  row: MemberRow,
  currentPwd: string | undefined,
): Promise<void> {
  if (!currentPwd)
    throw httpError(400, ERROR_CODES.VALIDATION, 'Changing the mobile or e-mail needs the current password', {
      currentPwd: FIELD_ERRORS.REQUIRED,
    })
  await requireOwnPassword(db, auth.loginId, row.passwordHash, currentPwd, 'currentPwd', origin.ip, now)
}

export type NoticeOutcome = 'sent' | 'undelivered' | 'no_number' | 'unchanged'

/** Tells the number on record before the change; a failed delivery does not undo the change (it is audited). */
export async function noticeToOldNumber(
  phone: PhoneProvider,
  oldMobile: string | null,
  change: ChangedContact,
  { language, now }: ChangeContext,
): Promise<NoticeOutcome> {
  if (!oldMobile) return 'no_number'
  const delivery = await phone.sendNotice(oldMobile, changeNoticeText(change, language, now))
  return delivery.ok ? 'sent' : 'undelivered'
}

/** PATCH /member/phone: the new mobile must be verified (a /cert/phone certification, used once). */
export async function changePhone(
  db: AppDb,
  phone: PhoneProvider,
  body: { phoneCertId: string; currentPwd: string },
  context: ChangeContext,
) {
  const { auth, origin, now } = context
  const row = await memberById(db, auth.memberId)
  // The password first: a wrong one leaves the certification unused, so the member can try again.
  await requirePasswordForContactChange(db, context, row, body.currentPwd)
  const { mobile, ended } = await db.transaction(async (tx) => {
    const mobile = await takeVerifiedPhone(tx, body.phoneCertId, now)
    await tx.update(members).set({ mobile, updatedAt: now }).where(eq(members.id, auth.memberId))
    return { mobile, ended: await endMemberSessions(tx, auth.memberId, 'contact_changed', now, auth.sessionId) }
  })
  const notice =
    row.mobile === mobile
      ? 'unchanged'
      : await noticeToOldNumber(phone, row.mobile, { kind: 'mobile', mobile }, context)
  await writeAudit(
    db,
    {
      action: 'phone_change',
      memberId: auth.memberId,
      loginId: auth.loginId,
      at: now,
      detail: { endedSessions: ended.length, notice },
    },
    origin,
  )
  return memberDetailOf(db, auth.memberId, now)
}
