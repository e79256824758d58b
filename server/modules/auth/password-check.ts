import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { AppDb } from '../../db/database'
import { httpError, tooManyAttempts } from '../../http/http-error'
import { claimPasswordAttempt, settlePasswordSuccess } from './login-throttle'
import { verifyPassword } from './password'

export type PasswordCheck = { outcome: 'ok' } | { outcome: 'wrong' } | { outcome: 'locked'; waitMs: number }

/**
 * Every check of a member's password goes through the login throttle: the login, and the current password
 * a logged-in session must give to change the password or withdraw (a stolen session must not become an
 * unthrottled password oracle). The attempt is claimed before the hash is checked (see claimPasswordAttempt).
 */
export async function checkPassword(
  db: AppDb,
  loginId: string,
  passwordHash: string | null | undefined,
  pwd: string,
  ip: string | null | undefined,
  now: Date,
): Promise<PasswordCheck> {
  const waitMs = await claimPasswordAttempt(db, loginId, ip, now)
  if (waitMs > 0) return { outcome: 'locked', waitMs }
  if (!(await verifyPassword(passwordHash, pwd))) return { outcome: 'wrong' }
  await settlePasswordSuccess(db, loginId, ip)
  return { outcome: 'ok' }
}

/**
 * A logged-in member confirming their own password (password change, withdrawal): a wrong one is a field
 * problem of `field` (400 VALIDATION, "mismatch"); too many wrong ones answer 429 like the login.
 */
export async function requireOwnPassword(
  db: AppDb,
  loginId: string,
  passwordHash: string | null,
  pwd: string,
  field: string,
  ip: string | null | undefined,
  now: Date,
): Promise<void> {
  const check = await checkPassword(db, loginId, passwordHash, pwd, ip, now)
  if (check.outcome === 'locked')
    throw tooManyAttempts(check.waitMs / 1000, 'Too many wrong passwords; try again later')
  if (check.outcome === 'wrong')
    throw httpError(400, ERROR_CODES.VALIDATION, 'The password is wrong', { [field]: FIELD_ERRORS.MISMATCH })
}
