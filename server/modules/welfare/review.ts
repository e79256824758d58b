import { eq } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type { StaffWelfareItemDto, WelfareState } from '@contract/welfare'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { welfareApplications } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import { recordOfflineTransfer } from '../payments/index'
import { planOffset } from './offset'
import { applicationById, memberFacts, offsettablePeriods, queue } from './repository'
import { offsetPreview } from './read'
import { applicationDto } from './views'

/** GET /api/staff/welfare: the review queue, newest first, optionally of one state. */
export async function staffQueue(db: AppDb, state: WelfareState | undefined, now: Date) {
  const rows = await queue(db, state)
  const items: StaffWelfareItemDto[] = []
  for (const r of rows)
    items.push({
      ...applicationDto(r, seoulDate(now), await offsetPreview(db, r.row.memberId)),
      memberId: r.row.memberId,
      memberName: r.memberName,
      memberNo: r.memberNo,
    })
  return { items }
}

/** Locks a submitted application for its decision; a second decision answers 409 and changes nothing. */
async function lockSubmitted(tx: AppDb, id: number) {
  const [row] = await tx.select().from(welfareApplications).where(eq(welfareApplications.id, id)).for('update')
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  if (row.state !== 'submitted') throw httpError(409, ERROR_CODES.CONFLICT, `Application ${id} is already ${row.state}`)
  return row
}

export interface Reviewer {
  staffId: number
  origin: RequestOrigin
  now: Date
}

/**
 * POST /api/staff/welfare/{id}/approve: the amount staff grant (the rules' proposal prefilled, changeable, audited
 * with both), the payment date, and the member's unpaid dues settled from it in the same transaction (MY-9).
 */
export async function approveApplication(
  db: AppDb,
  id: number,
  body: { amount: number; paidOn: string },
  who: Reviewer,
) {
  await db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, id)
    const plan = planOffset(body.amount, await offsettablePeriods(tx, row.memberId))
    if (plan.ids.length > 0)
      await recordOfflineTransfer(tx, {
        memberId: row.memberId,
        purpose: 'dues',
        refs: plan.ids,
        amount: plan.offset,
        depositedOn: body.paidOn,
        depositor: `welfare #${id}`,
        staffId: who.staffId,
        now: who.now,
      })
    await tx
      .update(welfareApplications)
      .set({
        state: 'approved',
        amount: body.amount,
        offset: plan.offset,
        paidOn: body.paidOn,
        reviewedBy: who.staffId,
        reviewedAt: who.now,
        updatedAt: who.now,
      })
      .where(eq(welfareApplications.id, id))
    await writeAudit(
      tx,
      {
        action: 'welfare_approve',
        memberId: who.staffId,
        at: who.now,
        detail: {
          application: id,
          member: row.memberId,
          proposed: row.proposedAmount,
          amount: body.amount,
          offset: plan.offset,
          periods: plan.ids,
          paidOn: body.paidOn,
        },
      },
      who.origin,
    )
  })
  return decided(db, id, who.now)
}

/** POST /api/staff/welfare/{id}/reject: with the reason the member reads. */
export async function rejectApplication(db: AppDb, id: number, reason: string, who: Reviewer) {
  await db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, id)
    await tx
      .update(welfareApplications)
      .set({
        state: 'rejected',
        rejectReason: reason,
        reviewedBy: who.staffId,
        reviewedAt: who.now,
        updatedAt: who.now,
      })
      .where(eq(welfareApplications.id, id))
    await writeAudit(
      tx,
      {
        action: 'welfare_reject',
        memberId: who.staffId,
        at: who.now,
        detail: { application: id, member: row.memberId },
      },
      who.origin,
    )
  })
  return decided(db, id, who.now)
}

async function decided(db: AppDb, id: number, now: Date): Promise<StaffWelfareItemDto> {
  const found = await applicationById(db, id)
  if (!found) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  const member = await memberFacts(db, found.row.memberId)
  return {
    ...applicationDto(found, seoulDate(now), () => 0),
    memberId: found.row.memberId,
    memberName: member?.name ?? '',
    memberNo: member?.memberNo ?? null,
  }
}
