import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { writeAudit } from '../auth/audit'
import { SIGNUP_REQUEST_TTL_MS } from './signup'
import { WITHDRAWN_RETENTION_MS } from './withdrawal'

export interface PurgeReport {
  signupRequests: number
  withdrawn: number
}

/**
 * Deletes what the requirements say not to keep (docs/requirements/accounts.md#acc-15, #acc-18): offline-document
 * sign-ups with no ID document after 2 days, and withdrawn members' web data after the retention period. A withdrawn
 * association member keeps the member record (name, number, class, dues): only the login and the web-only data go, and
 * the ID is free again.
 */
export async function purgeAccounts(db: AppDb, now: Date): Promise<PurgeReport> {
  const requestCutoff = new Date(now.getTime() - SIGNUP_REQUEST_TTL_MS)
  const expired = await db
    .delete(members)
    .where(and(eq(members.status, 'pending'), isNull(members.documentReceivedAt), lt(members.createdAt, requestCutoff)))
    .returning({ loginId: members.loginId })
  for (const row of expired)
    await writeAudit(db, { action: 'signup_request_purged', loginId: row.loginId, at: now }, null)

  const withdrawnCutoff = new Date(now.getTime() - WITHDRAWN_RETENTION_MS)
  // login_id is cleared by the purge itself, so a kept record is purged once.
  const due = and(eq(members.status, 'withdrawn'), lt(members.withdrawnAt, withdrawnCutoff), isNotNull(members.loginId))
  const webOnly = await db
    .delete(members)
    .where(and(due, isNull(members.memberNo)))
    .returning({ loginId: members.loginId })
  const kept = await db
    .update(members)
    .set({
      loginId: null,
      passwordHash: null,
      email: null,
      emailReceive: false,
      smsReceive: false,
      phone: null,
      workName: null,
      workZipCode: null,
      workAddress: null,
      workAddressDetail: null,
      workPhone: null,
      guardianName: null,
      guardianPhone: null,
      photo: null,
      marketingAgree: false,
      marketingAgreedAt: null,
      lastLoginAt: null,
      updatedAt: now,
    })
    .where(due)
    .returning({ id: members.id })
  for (const row of webOnly) await writeAudit(db, { action: 'withdrawn_purged', loginId: row.loginId, at: now }, null)
  for (const row of kept)
    await writeAudit(
      db,
      { action: 'withdrawn_purged', memberId: row.id, at: now, detail: { associationRecordKept: true } },
      null,
    )
  return { signupRequests: expired.length, withdrawn: webOnly.length + kept.length }
}
