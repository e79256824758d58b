import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { authSessions, members, refreshTokens, type SessionEndReason } from '../../db/schema/index'
import type { RequestOrigin } from './audit'
import { AUTO_LOGIN_REFRESH_TTL_MS, newRefreshToken, REFRESH_TTL_MS, sha256 } from './tokens'

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0]
type Writer = AppDb | Tx

export const refreshTtl = (autoLogin: boolean) => (autoLogin ? AUTO_LOGIN_REFRESH_TTL_MS : REFRESH_TTL_MS)

/** Ends sessions and revokes their refresh tokens; `except` keeps the caller's own session (password change). */
export async function endMemberSessions(
  db: Writer,
  memberId: number,
  reason: SessionEndReason,
  now: Date,
  except?: string,
): Promise<string[]> {
  const ended = await db
    .update(authSessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(authSessions.memberId, memberId),
        isNull(authSessions.endedAt),
        except ? ne(authSessions.id, except) : undefined,
      ),
    )
    .returning({ id: authSessions.id })
  const ids = ended.map((s) => s.id)
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)))
  }
  return ids
}

export async function endSession(db: Writer, sessionId: string, reason: SessionEndReason, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)))
}

/**
 * Opens a login: ends the member's earlier sessions (one active login per member, docs/requirements/accounts.md#acc-6:
 * duplicate login is not allowed for payment safety), then stores the new session and its first refresh token. Logins
 * of one member queue on the member's row lock, so each ends the one before it; the partial unique index
 * auth_sessions_one_open_idx makes the database refuse a second open session whatever the code does
 * (docs/decisions/0041-account-abuse-hardening.md).
 */
export async function openSession(
  db: AppDb,
  memberId: number,
  autoLogin: boolean,
  origin: RequestOrigin,
  now: Date,
): Promise<{ sessionId: string; refreshToken: string; replaced: string[] }> {
  const sessionId = randomBytes(16).toString('base64url')
  const refreshToken = newRefreshToken()
  const replaced = await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
    const ended = await endMemberSessions(tx, memberId, 'superseded', now)
    await tx
      .insert(authSessions)
      .values({ id: sessionId, memberId, autoLogin, createdAt: now, ip: origin.ip, userAgent: origin.userAgent })
    await tx.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + refreshTtl(autoLogin)),
    })
    await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, memberId))
    return ended
  })
  return { sessionId, refreshToken, replaced }
}
