import { and, eq, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { auditLog, authSessions, loginThrottle, passwordResets, phoneCerts, refreshTokens } from '../../db/schema/index'
import type { AuditAction } from './audit'
import { THROTTLE } from './throttle-rules'

const DAY = 24 * 3_600_000

/**
 * How long records of the account machinery are kept (docs/requirements/accounts.md#acc-21: visit records 3 months,
 * identity verification 6 months, illegal use 1 year). Logins are visit records; changes to an account
 * are kept a year, long enough to look into misuse. Dead tokens and sessions go after a month.
 */
export const KEEP = {
  visitRecordsMs: 90 * DAY,
  accountChangesMs: 365 * DAY,
  phoneCertsMs: 180 * DAY,
  endedSessionsMs: 30 * DAY,
  expiredTokensMs: DAY,
} as const

/** Audit actions that are visits rather than changes to an account. */
export const VISIT_ACTIONS: readonly AuditAction[] = ['login', 'login_failed', 'login_throttled', 'logout']

const before = (now: Date, ms: number) => new Date(now.getTime() - ms)

export interface HousekeepingReport {
  audit: number
  phoneCerts: number
  sessions: number
  refreshTokens: number
  other: number
}

/** Deletes what has outlived its use or its retention period; idempotent, run by the purge job. */
export async function houseKeep(db: AppDb, now: Date): Promise<HousekeepingReport> {
  const visits = await db
    .delete(auditLog)
    .where(
      or(
        and(inArray(auditLog.action, [...VISIT_ACTIONS]), lt(auditLog.at, before(now, KEEP.visitRecordsMs))),
        lt(auditLog.at, before(now, KEEP.accountChangesMs)),
      ),
    )
    .returning({ id: auditLog.id })
  const certs = await db
    .delete(phoneCerts)
    .where(lt(phoneCerts.createdAt, before(now, KEEP.phoneCertsMs)))
    .returning({ id: phoneCerts.id })
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before(now, KEEP.expiredTokensMs)))
    .returning({ h: refreshTokens.tokenHash })
  // Ended a month ago, or never ended but without a refresh token left (they all expired): nothing can use them.
  const sessions = await db
    .delete(authSessions)
    .where(
      or(
        and(isNotNull(authSessions.endedAt), lt(authSessions.endedAt, before(now, KEEP.endedSessionsMs))),
        and(
          isNull(authSessions.endedAt),
          lt(authSessions.createdAt, before(now, KEEP.endedSessionsMs)),
          notExists(db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, authSessions.id))),
        ),
      ),
    )
    .returning({ id: authSessions.id })
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before(now, DAY)))
    .returning({ id: passwordResets.id })
  const throttles = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.lastFailureAt, before(now, THROTTLE.resetAfterMs)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key })
  return {
    audit: visits.length,
    phoneCerts: certs.length,
    sessions: sessions.length,
    refreshTokens: tokens.length,
    other: resets.length + throttles.length,
  }
}
