import { ERROR_CODES } from '@contract/errors'
import type { WelfareApplicationDto } from '@contract/welfare'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { planOffset } from './offset'
import { applicationById, applicationsOf, offsettablePeriods } from './repository'
import { applicationDto } from './views'

/** How much of an amount today's unpaid dues would take (MY-9), for the applications not reviewed yet. */
export async function offsetPreview(db: AppDb, memberId: number) {
  const periods = await offsettablePeriods(db, memberId)
  return (amount: number) => planOffset(amount, periods).offset
}

export async function applicationOf(db: AppDb, id: number, now: Date): Promise<WelfareApplicationDto> {
  const found = await applicationById(db, id)
  if (!found) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  return applicationDto(found, seoulDate(now), await offsetPreview(db, found.row.memberId))
}

/** GET /api/mypage/benefit/apply: the member's own, newest first. */
export async function myApplications(db: AppDb, memberId: number, now: Date) {
  const [items, preview] = await Promise.all([applicationsOf(db, memberId), offsetPreview(db, memberId)])
  return { items: items.map((a) => applicationDto(a, seoulDate(now), preview)) }
}

/** GET /api/mypage/benefit/{id}: another member's answers 404, as if it did not exist. */
export async function myApplication(db: AppDb, memberId: number, id: number, now: Date) {
  const found = await applicationById(db, id)
  if (!found || found.row.memberId !== memberId)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  return applicationDto(found, seoulDate(now), await offsetPreview(db, memberId))
}
