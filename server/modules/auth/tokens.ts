import { createHash, createHmac, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * Access tokens are HS256 JWTs carrying the member (sub) and the session (sid): the signature and expiry
 * are checked without the database, and the session id lets every call refuse a session that ended.
 * Refresh tokens are 32 random bytes, stored only as SHA-256. docs/decisions/0022.
 */
export const ACCESS_TOKEN_TTL_S = 15 * 60
/**
 * Refresh-token lifetime: a day for a normal login (the cookie default of docs/requirements/accounts.md#acc-5), 30 days
 * with automatic login.
 */
export const REFRESH_TTL_MS = 24 * 3_600_000
export const AUTO_LOGIN_REFRESH_TTL_MS = 30 * 24 * 3_600_000

export interface AccessClaims {
  memberId: number
  sessionId: string
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export const newRefreshToken = () => randomBytes(32).toString('base64url')

/**
 * The token that replaces `refreshToken` at rotation. Derived (HMAC with the server key) rather than
 * random so that, inside the grace window, a second refresh with the same used token can be answered
 * with the very same pair without the server ever storing a token in clear.
 */
export const successorOf = (refreshToken: string, key: Uint8Array) =>
  createHmac('sha256', key).update(`rotate:${refreshToken}`).digest('base64url')

/**
 * Signs an access token issued at `issuedAt`. Deterministic (HMAC, fixed claim order): the same session,
 * refresh token and instant give the same string, which the grace window relies on.
 */
export async function signAccessToken(
  claims: AccessClaims,
  refreshToken: string,
  issuedAt: Date,
  key: Uint8Array,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setJti(sha256(refreshToken).slice(0, 16))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(key)
}

export type AccessCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired'; claims: AccessClaims | null }
  | { ok: false; reason: 'invalid' }

function claimsOf(payload: { sub?: unknown; sid?: unknown }): AccessClaims | null {
  const memberId = Number(payload.sub)
  return Number.isInteger(memberId) && typeof payload.sid === 'string' ? { memberId, sessionId: payload.sid } : null
}

/** Verifies signature and expiry at `now`. An expired token still names its session (for the right 401 code). */
export async function verifyAccessToken(token: string, key: Uint8Array, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now })
    const claims = claimsOf(payload)
    return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', claims: claimsOf(error.payload) }
    return { ok: false, reason: 'invalid' }
  }
}
