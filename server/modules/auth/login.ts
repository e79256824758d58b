import { ERROR_CODES } from '@contract/errors'
import type { LoginBody, LoginResult } from '@contract/auth'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from './audit'
import { accountKey, addressKey, clearFailures, lockedFor, recordFailure, THROTTLE } from './login-throttle'
import { verifyPassword } from './password'
import { effectiveRoles } from './roles'
import { openSession } from './sessions'
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './tokens'

/** Thrown while an account or address waits; the route answers 429 with Retry-After. */
export class LoginThrottled extends Error {
  constructor(readonly retryAfterS: number) {
    super(`Too many failed logins; retry in ${retryAfterS} s`)
  }
}

/**
 * POST /login. Wrong ID, wrong password and accounts that cannot log in (pending, withdrawn) get the same
 * 401 LOGIN_FAILED so the answer does not tell which IDs exist. A success ends the member's other sessions.
 */
export async function login(db: AppDb, key: Uint8Array, body: LoginBody, origin: RequestOrigin, now: Date): Promise<LoginResult> {
  const keys = [accountKey(body.id), ...(origin.ip ? [addressKey(origin.ip)] : [])]
  const wait = await lockedFor(db, keys, now)
  if (wait > 0) {
    await writeAudit(db, { action: 'login_throttled', loginId: body.id, at: now }, origin)
    throw new LoginThrottled(Math.ceil(wait / 1000))
  }
  const [member] = await db.select().from(members).where(eq(members.loginId, body.id))
  const passwordOk = await verifyPassword(member?.passwordHash, body.pwd)
  if (!member || !passwordOk || member.status !== 'active') {
    await recordFailure(db, accountKey(body.id), THROTTLE.account.free, now)
    if (origin.ip) await recordFailure(db, addressKey(origin.ip), THROTTLE.address.free, now)
    await writeAudit(db, { action: 'login_failed', memberId: member?.id ?? null, loginId: body.id, at: now }, origin)
    throw httpError(401, ERROR_CODES.LOGIN_FAILED, 'The ID or password is incorrect')
  }
  await clearFailures(db, accountKey(body.id))
  const autoLogin = body.autoLogin === true
  const session = await openSession(db, member.id, autoLogin, origin, now)
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id))
  await writeAudit(db, { action: 'login', memberId: member.id, loginId: body.id, at: now, detail: { sessionId: session.sessionId, autoLogin, replaced: session.replaced.length } }, origin)
  const accessToken = await signAccessToken({ memberId: member.id, sessionId: session.sessionId }, session.refreshToken, now, key)
  return { accessToken, refreshToken: session.refreshToken, expiresIn: ACCESS_TOKEN_TTL_S, id: body.id, name: member.name, roles: effectiveRoles(member) }
}
