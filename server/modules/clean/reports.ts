import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  REVIEW_PAGE_SIZE,
  type reportBodySchema,
  reportDateProblems,
  type ReportItemDto,
  type ReportListDto,
  type ReportReceiptDto,
  type ReportStatus,
} from '@contract/clean'
import { seoulDate } from '@domain/time'
import { ERROR_CODES } from '@contract/errors'
import type { z } from 'zod'
import type { AppDb } from '../../db/database'
import { cleanReports, type CleanReportRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { receiptNumber } from './receipt'

type ReportInput = z.output<typeof reportBodySchema>

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value)

/** Stores a report and answers its receipt number. Every rule is checked before anything is written. */
export async function receiveReport(db: AppDb, body: ReportInput, now: Date): Promise<ReportReceiptDto> {
  const problems = reportDateProblems(body, seoulDate(now))
  if (Object.keys(problems).length > 0)
    throw httpError(400, ERROR_CODES.VALIDATION, 'Request is not valid', problems as Record<string, never>)
  const named = !body.anonymous
  const row = {
    category: body.category,
    occurredOn: body.occurredOn,
    place: body.place,
    involved: orNull(body.involved),
    description: body.description,
    evidence: orNull(body.evidence),
    anonymous: body.anonymous,
    name: named ? orNull(body.name) : null,
    phone: named ? orNull(body.phone) : null,
    email: named ? orNull(body.email) : null,
    privacyAgreedAt: named ? now : null,
    createdAt: now,
    updatedAt: now,
  }
  // A clash of two random numbers on one day is rare; a few tries make it impossible in practice.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [saved] = await db
      .insert(cleanReports)
      .values({ ...row, receiptNo: receiptNumber(now) })
      .onConflictDoNothing({ target: cleanReports.receiptNo })
      .returning({ receiptNo: cleanReports.receiptNo, createdAt: cleanReports.createdAt })
    if (saved) return { receiptNo: saved.receiptNo, receivedAt: saved.createdAt.toISOString() }
  }
  throw new Error('no free receipt number after 5 tries')
}

const toItem = (r: CleanReportRow): ReportItemDto => ({
  reportId: r.id,
  receiptNo: r.receiptNo,
  category: r.category,
  occurredOn: r.occurredOn,
  place: r.place,
  involved: r.involved,
  description: r.description,
  evidence: r.evidence,
  anonymous: r.anonymous,
  name: r.name,
  phone: r.phone,
  email: r.email,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

export async function listReports(
  db: AppDb,
  query: { status?: ReportStatus | undefined; page: number },
): Promise<ReportListDto> {
  const where = query.status ? eq(cleanReports.status, query.status) : undefined
  const [counts, [total], rows] = await Promise.all([
    db
      .select({ status: cleanReports.status, n: sql<number>`count(*)::int` })
      .from(cleanReports)
      .groupBy(cleanReports.status),
    db.select({ n: sql<number>`count(*)::int` }).from(cleanReports).where(where),
    db
      .select()
      .from(cleanReports)
      .where(where)
      .orderBy(desc(cleanReports.createdAt), desc(cleanReports.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((query.page - 1) * REVIEW_PAGE_SIZE),
  ])
  return {
    page: query.page,
    pageSize: REVIEW_PAGE_SIZE,
    total: total?.n ?? 0,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
    items: rows.map(toItem),
  }
}

/** Statuses a report may move to from each one: forward only. */
const FROM: Readonly<Record<'reviewing' | 'closed', ReportStatus[]>> = {
  reviewing: ['received'],
  closed: ['received', 'reviewing'],
}

/** Moves a report forward (received → reviewing → closed); going back or closing twice is a 409. */
export async function setReportStatus(
  db: AppDb,
  id: number,
  status: 'reviewing' | 'closed',
  now: Date,
): Promise<ReportItemDto> {
  const [updated] = await db
    .update(cleanReports)
    .set({ status, updatedAt: now })
    .where(and(eq(cleanReports.id, id), inArray(cleanReports.status, FROM[status])))
    .returning()
  if (updated) return toItem(updated)
  const [existing] = await db.select({ status: cleanReports.status }).from(cleanReports).where(eq(cleanReports.id, id))
  if (!existing) throw httpError(404, ERROR_CODES.NOT_FOUND, `Report ${id} not found`)
  throw httpError(409, ERROR_CODES.CONFLICT, `Report ${id} is already ${existing.status}`)
}
