import { randomBytes } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import { passwordProblem } from '@contract/password-rules'
import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members, passwordResets } from '../../db/schema/index'
import { httpError, tooManyAttempts } from '../../http/http-error'
import type { PhoneProvider } from '../../providers/phone/types'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import { claimAttempt, clearAccountAddresses } from '../auth/login-throttle'
import { hashPassword } from '../auth/password'
import { endMemberSessions } from '../auth/sessions'
import { codeCheckFailure } from '../cert/phone-certs'
import { maskLoginId } from './member-view'

/** A reset must be finished this long after the code was sent (the code itself is valid 10 minutes). */
export const RESET_TTL_MS = 10 * 60_000

interface Contact {
  name: string
  email?: string | undefined
  mobile?: string | undefined
}

function contactMatch(body: Contact): SQL | undefined {
  const ways = [
    body.email ? eq(members.email, body.email) : undefined,
    body.mobile ? eq(members.mobile, body.mobile) : undefined,
  ]
  return and(eq(members.name, body.name), eq(members.status, 'active'), or(...ways))
}

/** Find-ID lookups per address before growing waits: each one tells whether a name and contact have an account. */
export const FIND_ID_FREE = 10

/** POST /member/findId: the IDs of active accounts with this name and e-mail or mobile, masked. */
export async function findIds(db: AppDb, body: Contact, origin: RequestOrigin, now: Date) {
  if (origin.ip) {
    const waitMs = await claimAttempt(db, [{ key: `findid:${origin.ip}`, free: FIND_ID_FREE }], now)
    if (waitMs > 0) throw tooManyAttempts(waitMs / 1000, 'Too many ID lookups from this address; try again later')
  }
  const rows = await db.select({ loginId: members.loginId }).from(members).where(contactMatch(body))
  return { ids: rows.flatMap((r) => (r.loginId ? [maskLoginId(r.loginId)] : [])) }
}

/** Requests per ID before growing waits, counted whether or not the ID exists. */
export const RESET_REQUESTS_FREE = 5

/**
 * POST /member/findPw: sends a one-time code to the mobile on record of the matching account. Answers
 * alike whether or not an account matched, so the call does not reveal who has an account: the limit is
 * counted per ID before the lookup, and a provider refusal (its resend limit, an undeliverable number) for
 * a matching account answers like a success; the code simply does not arrive, and the audit says why.
 */
export async function requestPasswordReset(
  db: AppDb,
  provider: PhoneProvider,
  body: Contact & { id: string },
  origin: RequestOrigin,
  now: Date,
) {
  const waitMs = await claimAttempt(db, [{ key: `reset:${body.id.toLowerCase()}`, free: RESET_REQUESTS_FREE }], now)
  if (waitMs > 0) throw tooManyAttempts(waitMs / 1000, 'Too many password reset requests for this ID; try again later')
  const resetId = randomBytes(16).toString('base64url')
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS)
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.loginId, body.id), contactMatch(body)))
  const sent = member?.mobile ? await provider.requestCode(member.mobile) : null
  if (member && sent && !sent.ok) {
    await writeAudit(
      db,
      {
        action: 'password_reset_undelivered',
        memberId: member.id,
        loginId: body.id,
        at: now,
        detail: { reason: sent.reason },
      },
      origin,
    )
  }
  // Every request gets its row; only a delivered code links it to the member and the provider's request.
  const delivered =
    member && sent?.ok ? { memberId: member.id, requestId: sent.requestId } : { memberId: null, requestId: null }
  await db.insert(passwordResets).values({ id: resetId, loginId: body.id, ...delivered, createdAt: now, expiresAt })
  if (delivered.memberId !== null)
    await writeAudit(
      db,
      { action: 'password_reset_request', memberId: delivered.memberId, loginId: body.id, at: now },
      origin,
    )
  return { resetId, expiresAt: expiresAt.toISOString() }
}

/** Wrong codes a reset without a delivered code takes before it expires, as the provider allows for real ones. */
export const RESET_CODE_ATTEMPTS = 5

/**
 * A wrong code on a reset that never had a code (nobody matched, or it was not delivered): counted and
 * answered exactly as the provider answers a wrong code, so this step does not tell which requests matched.
 */
async function refuseUndelivered(db: AppDb, reset: typeof passwordResets.$inferSelect): Promise<never> {
  const attempts = reset.attempts + 1
  await db.update(passwordResets).set({ attempts }).where(eq(passwordResets.id, reset.id))
  const attemptsLeft = RESET_CODE_ATTEMPTS - attempts
  throw codeCheckFailure(
    attemptsLeft > 0 ? { ok: false, reason: 'wrong_code', attemptsLeft } : { ok: false, reason: 'too_many_attempts' },
  )
}

/** POST /member/findPw/reset: the right code sets the new password once and ends every session of the account. */
export async function resetPassword(
  db: AppDb,
  provider: PhoneProvider,
  body: { resetId: string; code: string; newPwd: string },
  origin: RequestOrigin,
  now: Date,
) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.id, body.resetId), isNull(passwordResets.usedAt)))
  if (!reset || reset.expiresAt <= now)
    throw httpError(400, ERROR_CODES.CERT_CODE_EXPIRED, 'The reset has expired or was used; request a new code')
  // The rule is checked first, for every row alike and against the ID the request named, so a refused
  // password does not cost the member the code and does not tell a matched request from another.
  const problem = passwordProblem(body.newPwd, reset.loginId)
  if (problem) throw httpError(400, ERROR_CODES.VALIDATION, 'Request is not valid', { newPwd: problem })
  if (reset.attempts >= RESET_CODE_ATTEMPTS) throw codeCheckFailure({ ok: false, reason: 'too_many_attempts' })
  const [member] = reset.memberId === null ? [] : await db.select().from(members).where(eq(members.id, reset.memberId))
  if (!member?.loginId || reset.requestId === null) return refuseUndelivered(db, reset)
  const check = await provider.confirmCode(reset.requestId, body.code)
  if (!check.ok) throw codeCheckFailure(check)
  const passwordHash = await hashPassword(body.newPwd)
  await db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id))
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id))
    await endMemberSessions(tx, member.id, 'password_changed', now)
  })
  await clearAccountAddresses(db, member.loginId)
  await writeAudit(db, { action: 'password_reset', memberId: member.id, loginId: member.loginId, at: now }, origin)
  return { ok: true as const }
}
