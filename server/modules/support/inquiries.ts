import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type { InquiryBody, InquiryDto, InquiryList, StaffInquiryList } from '@contract/support'
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_NAMES,
  INQUIRY_PAGE_SIZE,
  type InquiryCategory,
  type InquiryState,
  inquiryStateOf,
  memberMayChange,
} from '@domain/support'
import type { AppDb } from '../../db/database'
import { inquiries, members, type InquiryRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import { answerNotice } from './answer-notice'
import { queueMail } from './mail-outbox'

/** GET /api/qna/category: every category with its name in both languages. */
export const inquiryCategories = () => ({
  categories: INQUIRY_CATEGORIES.map((code) => ({ code, name: INQUIRY_CATEGORY_NAMES[code] })),
})

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

function summaryOf(row: InquiryRow) {
  return {
    id: row.id,
    category: row.category as InquiryCategory,
    title: row.title,
    state: inquiryStateOf(row.answeredAt),
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
  }
}

export function inquiryOf(row: InquiryRow): InquiryDto {
  const summary = summaryOf(row)
  return {
    ...summary,
    content: row.content,
    updatedAt: iso(row.updatedAt),
    answer: row.answer,
    answerEditedAt: iso(row.answerEditedAt),
    mayChange: memberMayChange(summary.state),
  }
}

const notFound = () => httpError(404, ERROR_CODES.NOT_FOUND, 'No such inquiry')
const answered = () =>
  httpError(409, ERROR_CODES.INQUIRY_ANSWERED, 'The inquiry has been answered and can no longer be changed')

/** Another member's inquiry answers 404 like a missing one: its existence is nobody else's business. */
async function ownRow(db: AppDb, memberId: number, id: number): Promise<InquiryRow> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId)))
  if (!row) throw notFound()
  return row
}

export async function createInquiry(db: AppDb, memberId: number, body: InquiryBody, now: Date) {
  const [row] = await db
    .insert(inquiries)
    .values({ memberId, category: body.category, title: body.title, content: body.content, createdAt: now })
    .returning()
  return inquiryOf(row!)
}

export async function myInquiries(db: AppDb, memberId: number, page: number): Promise<InquiryList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(eq(inquiries.memberId, memberId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INQUIRY_PAGE_SIZE)
      .offset((page - 1) * INQUIRY_PAGE_SIZE),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.memberId, memberId)),
  ])
  return { items: rows.map(summaryOf), page, pageSize: INQUIRY_PAGE_SIZE, total: total?.n ?? 0 }
}

export const myInquiry = async (db: AppDb, memberId: number, id: number) => inquiryOf(await ownRow(db, memberId, id))

/** The member's edit: only while unanswered (checked in the update itself, so an answer arriving meanwhile wins). */
export async function updateInquiry(db: AppDb, memberId: number, id: number, body: InquiryBody, now: Date) {
  const [row] = await db
    .update(inquiries)
    .set({ category: body.category, title: body.title, content: body.content, updatedAt: now })
    .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId), isNull(inquiries.answeredAt)))
    .returning()
  if (row) return inquiryOf(row)
  await ownRow(db, memberId, id)
  throw answered()
}

export async function deleteInquiry(db: AppDb, memberId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId), isNull(inquiries.answeredAt)))
    .returning({ id: inquiries.id })
  if (deleted.length > 0) return
  await ownRow(db, memberId, id)
  throw answered()
}

const stateFilter = (state: InquiryState | undefined) =>
  state === undefined
    ? undefined
    : state === 'answered'
      ? isNotNull(inquiries.answeredAt)
      : isNull(inquiries.answeredAt)

/** The staff's queue: unanswered first when unfiltered, oldest question first among the unanswered. */
export async function staffInquiries(
  db: AppDb,
  state: InquiryState | undefined,
  page: number,
): Promise<StaffInquiryList> {
  const where = stateFilter(state)
  const order =
    state === 'answered'
      ? [desc(inquiries.answeredAt), desc(inquiries.id)]
      : state === 'unanswered'
        ? [inquiries.createdAt, inquiries.id]
        : [desc(isNull(inquiries.answeredAt)), desc(inquiries.createdAt), desc(inquiries.id)]
  const [rows, [total], [open]] = await Promise.all([
    db
      .select({ inquiry: inquiries, name: members.name, loginId: members.loginId, memberNo: members.memberNo })
      .from(inquiries)
      .innerJoin(members, eq(members.id, inquiries.memberId))
      .where(where)
      .orderBy(...order)
      .limit(INQUIRY_PAGE_SIZE)
      .offset((page - 1) * INQUIRY_PAGE_SIZE),
    db.select({ n: count() }).from(inquiries).where(where),
    db.select({ n: count() }).from(inquiries).where(isNull(inquiries.answeredAt)),
  ])
  return {
    items: rows.map((r) => ({
      ...inquiryOf(r.inquiry),
      member: { name: r.name, loginId: r.loginId, memberNo: r.memberNo },
    })),
    page,
    pageSize: INQUIRY_PAGE_SIZE,
    total: total?.n ?? 0,
    unanswered: open?.n ?? 0,
  }
}

/**
 * Staff answer (docs/requirements/my-page.md#my-15). The first answer completes the inquiry and queues the member's
 * notice in the same transaction; a later one corrects the text, audited with the earlier words, and sends nothing
 * again. Answers whether a notice was queued.
 */
export async function answerInquiry(
  db: AppDb,
  staffId: number,
  id: number,
  answer: string,
  now: Date,
  origin: RequestOrigin,
): Promise<{ inquiry: InquiryDto; queued: boolean }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ inquiry: inquiries, name: members.name, email: members.email })
      .from(inquiries)
      .innerJoin(members, eq(members.id, inquiries.memberId))
      .where(eq(inquiries.id, id))
      .for('update', { of: inquiries })
    if (!found) throw notFound()
    const first = found.inquiry.answeredAt === null
    const [row] = await tx
      .update(inquiries)
      .set(first ? { answer, answeredAt: now, answeredBy: staffId } : { answer, answerEditedAt: now })
      .where(eq(inquiries.id, id))
      .returning()
    await writeAudit(
      tx,
      {
        action: first ? 'inquiry_answer' : 'inquiry_answer_edit',
        memberId: staffId,
        at: now,
        detail: first ? { inquiryId: id } : { inquiryId: id, previous: found.inquiry.answer },
      },
      origin,
    )
    // A member without an address sees the answer on the my-page only.
    const queued = first && found.email !== null && found.email !== ''
    if (queued) await queueMail(tx, answerNotice(found.inquiry.memberId, found.email!, found.name, row!.title), now)
    return { inquiry: inquiryOf(row!), queued }
  })
}
