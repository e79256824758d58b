import { ERROR_CODES } from '@contract/errors'
import type { LoginBody, LoginResult } from '@contract/auth'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError, tooManyAttempts } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from './audit'
import { checkPassword } from './password-check'
import { effectiveRoles } from './roles'
import { openSession } from './sessions'
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './tokens'

/**
 * POST /login. Wrong ID, wrong password and accounts that cannot log in (pending, withdrawn) get the same
 * 401 LOGIN_FAILED so the answer does not tell which IDs exist. A success ends the member's other sessions.
 */
export async function login(
  db: AppDb,
  key: Uint8Array,
  body: LoginBody,
  origin: RequestOrigin,
  now: Date,
): Promise<LoginResult> {
  const [member] = await db.select().from(members).where(eq(members.loginId, body.id))
  // An unknown ID, or an account that cannot log in (pending, withdrawn), is checked against a dummy hash:
  // it costs as long and counts towards the throttle, and a right guess there looks like a wrong one.
  const usable = member?.status === 'active' ? member : undefined
  const check = await checkPassword(db, body.id, usable?.passwordHash, body.pwd, origin.ip, now)
  if (check.outcome === 'locked') {
    await writeAudit(db, { action: 'login_throttled', loginId: body.id, at: now }, origin)
    throw tooManyAttempts(check.waitMs / 1000, 'Too many failed logins; try again later')
  }
  if (!usable || check.outcome !== 'ok') {
    await writeAudit(db, { action: 'login_failed', memberId: member?.id ?? null, loginId: body.id, at: now }, origin)
    throw httpError(401, ERROR_CODES.LOGIN_FAILED, 'The ID or password is incorrect')
  }
  const autoLogin = body.autoLogin === true
  const session = await openSession(db, usable.id, autoLogin, origin, now)
  await writeAudit(
    db,
    {
      action: 'login',
      memberId: usable.id,
      loginId: body.id,
      at: now,
      detail: { sessionId: session.sessionId, autoLogin, replaced: session.replaced.length },
    },
    origin,
  )
  const accessToken = await signAccessToken(
    { memberId: usable.id, sessionId: session.sessionId },
    session.refreshToken,
    now,
    key,
  )
  return {
    accessToken,
    refreshToken: session.refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_S,
    id: body.id,
    name: usable.name,
    roles: effectiveRoles(usable),
  }
}
