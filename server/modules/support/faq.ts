import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type { FaqEntry, FaqList, faqBodySchema } from '@contract/support'
import { FAQ_CATEGORIES, type FaqCategory, faqMatches, faqSearchWords } from '@domain/support'
import type { z } from 'zod'
import type { AppDb } from '../../db/database'
import { faqEntries, type FaqEntryRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'

type FaqBody = z.output<typeof faqBodySchema>

const entryOf = (row: FaqEntryRow): FaqEntry => ({
  id: row.id,
  category: row.category as FaqCategory,
  sortOrder: row.sortOrder,
  question: { ko: row.questionKo, en: row.questionEn },
  answer: { ko: row.answerKo, en: row.answerEn },
})

/**
 * GET /api/faq: the entries in category and editorial order (a stable sort keeps the editors' order), narrowed to a
 * category and to those holding every word of `q` in either language. The FAQ is a few dozen rows: filtered here,
 * with the rule domain/support/faq.ts states, rather than with a text index.
 */
export async function listFaq(db: AppDb, category: FaqCategory | undefined, q: string | undefined): Promise<FaqList> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(isNull(faqEntries.deletedAt), category ? eq(faqEntries.category, category) : undefined))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id))
  const words = faqSearchWords(q)
  // Categories in the order the page shows their chips (domain/support/faq.ts), then the editors' order.
  const rank = (c: string) => FAQ_CATEGORIES.indexOf(c as FaqCategory)
  const found = rows
    .filter((r) => faqMatches([r.questionKo, r.questionEn, r.answerKo, r.answerEn], words))
    .sort((a, b) => rank(a.category) - rank(b.category))
  return { items: found.map(entryOf) }
}

const columnsOf = (body: FaqBody) => ({
  category: body.category,
  sortOrder: body.sortOrder,
  questionKo: body.question.ko,
  questionEn: body.question.en,
  answerKo: body.answer.ko,
  answerEn: body.answer.en,
})

const notFound = () => httpError(404, ERROR_CODES.NOT_FOUND, 'No such FAQ entry')

export async function createFaq(db: AppDb, staffId: number, body: FaqBody, now: Date, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const slug = `staff-${randomBytes(6).toString('hex')}`
    const [row] = await tx
      .insert(faqEntries)
      .values({ slug, ...columnsOf(body), updatedAt: now })
      .returning()
    await writeAudit(tx, { action: 'faq_create', memberId: staffId, at: now, detail: { faqId: row!.id } }, origin)
    return entryOf(row!)
  })
}

export async function updateFaq(
  db: AppDb,
  staffId: number,
  id: number,
  body: FaqBody,
  now: Date,
  origin: RequestOrigin,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqEntries)
      .set({ ...columnsOf(body), updatedAt: now })
      .where(and(eq(faqEntries.id, id), isNull(faqEntries.deletedAt)))
      .returning()
    if (!row) throw notFound()
    await writeAudit(tx, { action: 'faq_update', memberId: staffId, at: now, detail: { faqId: id } }, origin)
    return entryOf(row)
  })
}

/** Removal keeps the row (deletedAt): a later content version then does not bring a seeded entry back. */
export async function deleteFaq(db: AppDb, staffId: number, id: number, now: Date, origin: RequestOrigin) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqEntries)
      .set({ deletedAt: now })
      .where(and(eq(faqEntries.id, id), isNull(faqEntries.deletedAt)))
      .returning({ id: faqEntries.id })
    if (!row) throw notFound()
    await writeAudit(tx, { action: 'faq_delete', memberId: staffId, at: now, detail: { faqId: id } }, origin)
  })
}
