import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { articles, type ArticleRow } from '../../db/schema/index'

/** `%`, `_` and `\` match themselves in the search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Which board: one tour's notices, or the association's own (no tour). */
export type NoticeBoard = { scope: 'tour'; tourId: number } | { scope: 'association' }

const NOTICE_KINDS = ['tourNotice', 'associationNotice'] as const

export const boardOf = (row: ArticleRow): NoticeBoard =>
  row.kind === 'associationNotice' ? { scope: 'association' } : { scope: 'tour', tourId: row.tourId ?? 0 }

export function noticeFilter(board: NoticeBoard, q: string | undefined): SQL {
  const base =
    board.scope === 'association'
      ? and(eq(articles.kind, 'associationNotice'), isNull(articles.tourId))!
      : and(eq(articles.kind, 'tourNotice'), eq(articles.tourId, board.tourId))!
  if (!q) return base
  const term = likePattern(q)
  return and(
    base,
    or(
      sql`${articles.titleKo} ilike ${term}`,
      sql`${articles.titleEn} ilike ${term}`,
      sql`${articles.bodyKo} ilike ${term}`,
      sql`${articles.bodyEn} ilike ${term}`,
    ),
  )!
}

export async function countNotices(db: AppDb, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where)
  return row?.n ?? 0
}

export function pageOfNotices(db: AppDb, where: SQL, limit: number, offset: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.pinned), desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset)
}

/** Reads a notice and counts the view in one statement. */
export async function viewNotice(db: AppDb, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), inArray(articles.kind, NOTICE_KINDS)))
    .returning()
  return row
}

export async function noticeById(db: AppDb, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), inArray(articles.kind, NOTICE_KINDS)))
  return row
}

/** The older and newer neighbours of a notice on its own board, by publication time. */
export async function neighbours(db: AppDb, row: ArticleRow) {
  const own = noticeFilter(boardOf(row), undefined)
  const older = or(
    lt(articles.publishedAt, row.publishedAt),
    and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)),
  )
  const newer = or(
    gt(articles.publishedAt, row.publishedAt),
    and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)),
  )
  const cols = { noticeId: articles.id, titleKo: articles.titleKo, titleEn: articles.titleEn }
  const [[previous], [next]] = await Promise.all([
    db
      .select(cols)
      .from(articles)
      .where(and(own, older))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(1),
    db.select(cols).from(articles).where(and(own, newer)).orderBy(asc(articles.publishedAt), asc(articles.id)).limit(1),
  ])
  return { previous: previous ?? null, next: next ?? null }
}
