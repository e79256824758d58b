import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { requireOwnPassword } from '../auth/password-check'
import { endMemberSessions } from '../auth/sessions'
import { memberById } from './repository'

/**
 * How long a withdrawn member's web data is kept before the purge (docs/requirements/accounts.md#acc-18: "withdrawn
 * member 30 days"; the policy text says 3 months, see docs/decisions/0022). The association's member record is never
 * purged.
 */
export const WITHDRAWN_RETENTION_MS = 30 * 24 * 3_600_000

/**
 * DELETE /member/delete: leaves the web services; association membership stays (docs/requirements/accounts.md#acc-18).
 */
export async function withdraw(db: AppDb, auth: AuthContext, pwd: string, origin: RequestOrigin, now: Date) {
  const row = await memberById(db, auth.memberId)
  await requireOwnPassword(db, auth.loginId, row.passwordHash, pwd, 'pwd', origin.ip, now)
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(members.id, auth.memberId))
    await endMemberSessions(tx, auth.memberId, 'withdrawn', now)
  })
  await writeAudit(db, { action: 'withdraw', memberId: auth.memberId, loginId: auth.loginId, at: now }, origin)
  return {
    purgeAfter: new Date(now.getTime() + WITHDRAWN_RETENTION_MS).toISOString(),
    associationMembershipKept: row.memberNo !== null,
  }
}
