import { ERROR_CODES, type ErrorCode } from '@contract/errors'
import type { TokenPair } from '@contract/auth'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { authSessions, refreshTokens } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from './audit'
import { endedSessionCode, ENDED_MESSAGES } from './session-codes'
import { endSession, refreshTtl } from './sessions'
import { sha256, signAccessToken, successorOf, verifyAccessToken } from './tokens'

/**
 * Two tabs (or a tab and the app) that find the access token expired at the same moment both present the
 * same refresh token. Within this window the second gets the pair the first got, instead of being taken
 * for a thief. After it, a used token coming back means it was copied: the whole login is revoked.
 */
export const REFRESH_GRACE_MS = 10_000

type Outcome =
  | { kind: 'pair'; memberId: number; sessionId: string; refreshToken: string; issuedAt: Date }
  | { kind: 'refused'; code: ErrorCode; message: string; reuse?: { memberId: number; sessionId: string } }

const refused = (code: ErrorCode, message: string): Outcome => ({ kind: 'refused', code, message })

/**
 * POST /accessToken: exchanges the pair for a new one (rotation). Runs in one transaction with the session
 * and token rows locked, so concurrent calls with the same token see each other's work: the first rotates, the
 * others land in the grace window (or, after it, in reuse detection).
 */
export async function rotateTokens(
  db: AppDb,
  key: Uint8Array,
  pair: TokenPair,
  origin: RequestOrigin,
  now: Date,
): Promise<TokenPair> {
  const access = await verifyAccessToken(pair.accessToken, key, now)
  const accessSession = access.ok
    ? access.claims.sessionId
    : access.reason === 'expired'
      ? access.claims?.sessionId
      : undefined
  if (!accessSession) throw httpError(401, ERROR_CODES.TOKEN_INVALID, 'The access token is not valid')

  const tokenHash = sha256(pair.refreshToken)
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The session's row first, then the token's: the order a login takes them in when it ends this session,
    // so a rotation and a login never wait on each other in a circle, and a login that ends the session
    // after this rotation also revokes the successor written here (docs/decisions/0041).
    await tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.id, accessSession)).for('update')
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens })
    if (!row || row.session.id !== accessSession)
      return refused(ERROR_CODES.REFRESH_INVALID, 'The refresh token is not valid for this access token')
    const { token, session } = row
    if (session.endedAt) {
      const code = endedSessionCode(session.endReason)
      return refused(code, ENDED_MESSAGES[code] ?? 'The session has ended')
    }
    if (token.revokedAt) return refused(ERROR_CODES.REFRESH_INVALID, 'The refresh token was revoked')
    const successor = successorOf(pair.refreshToken, key)

    if (!token.usedAt) {
      if (token.expiresAt <= now) return refused(ERROR_CODES.REFRESH_INVALID, 'The refresh token has expired')
      const marked = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash })
      if (marked.length === 1) {
        await tx
          .insert(refreshTokens)
          .values({
            tokenHash: sha256(successor),
            sessionId: session.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + refreshTtl(session.autoLogin)),
          })
          .onConflictDoNothing()
        return {
          kind: 'pair',
          memberId: session.memberId,
          sessionId: session.id,
          refreshToken: successor,
          issuedAt: now,
        }
      }
    }

    const usedAt = token.usedAt ?? now
    if (now.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS) {
      const [next] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(successor)))
      if (next && !next.revokedAt)
        return {
          kind: 'pair',
          memberId: session.memberId,
          sessionId: session.id,
          refreshToken: successor,
          issuedAt: next.createdAt,
        }
    }
    // Reuse after the grace window: someone holds a copy. End the login everywhere, thief and owner alike.
    await endSession(tx, session.id, 'reuse', now)
    return {
      kind: 'refused',
      code: ERROR_CODES.REFRESH_REUSED,
      message: ENDED_MESSAGES[ERROR_CODES.REFRESH_REUSED] ?? 'Refresh token reused',
      reuse: { memberId: session.memberId, sessionId: session.id },
    }
  })

  if (outcome.kind === 'refused') {
    if (outcome.reuse)
      await writeAudit(
        db,
        {
          action: 'refresh_reuse',
          memberId: outcome.reuse.memberId,
          at: now,
          detail: { sessionId: outcome.reuse.sessionId },
        },
        origin,
      )
    throw httpError(401, outcome.code, outcome.message)
  }
  const accessToken = await signAccessToken(
    { memberId: outcome.memberId, sessionId: outcome.sessionId },
    outcome.refreshToken,
    outcome.issuedAt,
    key,
  )
  return { accessToken, refreshToken: outcome.refreshToken }
}
