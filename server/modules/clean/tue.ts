import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { REVIEW_PAGE_SIZE } from '@contract/clean'
import {
  TUE_DECIDED,
  TUE_STATUSES,
  type tueBodySchema,
  type tueDecisionSchema,
  type MyTueDto,
  type TueItemDto,
  type TueReviewItemDto,
  type TueReviewListDto,
  type TueStatus,
} from '@contract/clean-tue'
import { ERROR_CODES } from '@contract/errors'
import type { z } from 'zod'
import type { AppDb } from '../../db/database'
import { members, tueApplications as tue, type TueApplicationRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { AuthContext } from '../auth/authenticate'

const toItem = (r: TueApplicationRow): TueItemDto => ({
  applicationId: r.id,
  substance: r.substance,
  diagnosis: r.diagnosis,
  dose: r.dose,
  route: r.route,
  frequency: r.frequency,
  startDate: r.startDate,
  endDate: r.endDate,
  physicianName: r.physicianName,
  physicianLicence: r.physicianLicence,
  status: r.status,
  staffReason: r.staffReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
})

/** The caller's own applications, newest first, and what the caller may do on the page. */
export async function myApplications(db: AppDb, auth: AuthContext): Promise<MyTueDto> {
  const rows = await db
    .select()
    .from(tue)
    .where(eq(tue.memberId, auth.memberId))
    .orderBy(desc(tue.createdAt), desc(tue.id))
  return {
    canApply: auth.roles.includes('association_member'),
    canReview: auth.roles.includes('staff'),
    items: rows.map(toItem),
  }
}

export async function submitApplication(
  db: AppDb,
  auth: AuthContext,
  body: z.output<typeof tueBodySchema>,
  now: Date,
): Promise<TueItemDto> {
  const [row] = await db
    .insert(tue)
    .values({
      memberId: auth.memberId,
      substance: body.substance,
      diagnosis: body.diagnosis,
      dose: body.dose,
      route: body.route,
      frequency: body.frequency,
      startDate: body.startDate,
      endDate: body.endDate,
      physicianName: body.physicianName,
      physicianLicence: body.physicianLicence,
      consentedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return toItem(row!)
}

const decider = alias(members, 'decider')

/**
 * Every application for staff: the undecided ones first (oldest waiting longest first), then the decided, newest first.
 */
export async function reviewList(
  db: AppDb,
  query: { status?: TueStatus | undefined; page: number },
): Promise<TueReviewListDto> {
  const where = query.status ? eq(tue.status, query.status) : undefined
  const undecidedFirst = sql`case when ${tue.status} in ('approved','rejected') then 1 else 0 end`
  const [counts, [total], rows] = await Promise.all([
    db.select({ status: tue.status, n: sql<number>`count(*)::int` }).from(tue).groupBy(tue.status),
    db.select({ n: sql<number>`count(*)::int` }).from(tue).where(where),
    db
      .select({ application: tue, member: members, deciderName: decider.name })
      .from(tue)
      .innerJoin(members, eq(members.id, tue.memberId))
      .leftJoin(decider, eq(decider.id, tue.decidedBy))
      .where(where)
      .orderBy(
        asc(undecidedFirst),
        sql`case when ${tue.status} in ('approved','rejected') then null else ${tue.createdAt} end asc`,
        desc(tue.decidedAt),
        desc(tue.id),
      )
      .limit(REVIEW_PAGE_SIZE)
      .offset((query.page - 1) * REVIEW_PAGE_SIZE),
  ])
  const items: TueReviewItemDto[] = rows.map((r) => ({
    ...toItem(r.application),
    member: {
      name: r.member.name,
      loginId: r.member.loginId,
      memberNo: r.member.memberNo,
      memberClass: r.member.memberClass,
    },
    decidedBy: r.deciderName,
  }))
  return {
    page: query.page,
    pageSize: REVIEW_PAGE_SIZE,
    total: total?.n ?? 0,
    counts: Object.fromEntries(TUE_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])),
    items,
  }
}

/**
 * Marks an application under review, approves or rejects it. One conditional update decides, so two staff
 * deciding at once cannot both win: the second finds it decided and gets 409 CONFLICT. Staff who are also
 * members never decide their own application (403): an exemption needs someone else's judgement.
 */
export async function decide(
  db: AppDb,
  auth: AuthContext,
  id: number,
  body: z.output<typeof tueDecisionSchema>,
  now: Date,
): Promise<TueItemDto> {
  const [target] = await db.select({ memberId: tue.memberId }).from(tue).where(eq(tue.id, id))
  if (!target) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  if (target.memberId === auth.memberId)
    throw httpError(403, ERROR_CODES.FORBIDDEN, 'Staff cannot decide their own application')
  const open: TueStatus[] = TUE_STATUSES.filter((s) => !TUE_DECIDED.includes(s))
  const final = body.decision !== 'reviewing'
  const reason = body.reason ? body.reason : null
  const [updated] = await db
    .update(tue)
    .set({
      status: body.decision,
      updatedAt: now,
      ...(final ? { staffReason: reason, decidedBy: auth.memberId, decidedAt: now } : {}),
    })
    .where(and(eq(tue.id, id), inArray(tue.status, open)))
    .returning()
  if (updated) return toItem(updated)
  const [existing] = await db.select({ status: tue.status }).from(tue).where(eq(tue.id, id))
  if (!existing) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  throw httpError(409, ERROR_CODES.CONFLICT, `Application ${id} was already ${existing.status}`)
}
