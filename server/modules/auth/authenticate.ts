import { ERROR_CODES } from '@contract/errors'
import type { Role } from '@contract/roles'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppDb } from '../../db/database'
import { authSessions, members } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { effectiveRoles } from './roles'
import { endedSessionCode, ENDED_MESSAGES } from './session-codes'
import { verifyAccessToken } from './tokens'

/** Who is calling, once the access token and its session checked out. */
export interface AuthContext {
  memberId: number
  loginId: string
  sessionId: string
  roles: Role[]
}

/** The bearer token of a request, if any. */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match ? match[1]! : null
}

async function sessionRow(db: AppDb, sessionId: string) {
  const [row] = await db
    .select({ session: authSessions, member: members })
    .from(authSessions)
    .innerJoin(members, eq(members.id, authSessions.memberId))
    .where(eq(authSessions.id, sessionId))
  return row
}

/**
 * Checks an access token: 401 -1001 when it expired (the client refreshes and repeats,
 * docs/requirements/accounts.md#acc-7), and another 401 code for everything else (forged, unknown session, ended
 * session: the client signs out). An expired token of a session that has ended answers the ending's code, not -1001:
 * refreshing it would fail anyway, and the member should read why (e.g. logged in on another device).
 */
export async function authenticateToken(db: AppDb, key: Uint8Array, token: string, now: Date): Promise<AuthContext> {
  const check = await verifyAccessToken(token, key, now)
  const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : null
  if (!claims) throw httpError(401, ERROR_CODES.TOKEN_INVALID, 'The access token is not valid')
  const row = await sessionRow(db, claims.sessionId)
  if (!row || row.member.id !== claims.memberId)
    throw httpError(401, ERROR_CODES.TOKEN_INVALID, 'The access token is not valid')
  if (row.session.endedAt) {
    const code = endedSessionCode(row.session.endReason)
    throw httpError(401, code, ENDED_MESSAGES[code] ?? 'The session has ended')
  }
  if (!check.ok) throw httpError(401, ERROR_CODES.TOKEN_EXPIRED, 'The access token has expired')
  if (row.member.status !== 'active' || !row.member.loginId)
    throw httpError(401, ERROR_CODES.SESSION_ENDED, 'The account can no longer log in')
  return {
    memberId: row.member.id,
    loginId: row.member.loginId,
    sessionId: row.session.id,
    roles: effectiveRoles(row.member),
  }
}
