import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { articles, type ArticleRow } from '../../db/schema/index'

/** `%`, `_` and `\` match themselves in the search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function noticeFilter(tourId: number, q: string | undefined): SQL {
  const base = and(eq(articles.kind, 'tourNotice'), eq(articles.tourId, tourId))!
  if (!q) return base
  const term = likePattern(q)
  return and(
    base,
    or(sql`${articles.titleKo} ilike ${term}`, sql`${articles.titleEn} ilike ${term}`, sql`${articles.bodyKo} ilike ${term}`, sql`${articles.bodyEn} ilike ${term}`),
  )!
}

export async function countNotices(db: AppDb, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where)
  return row?.n ?? 0
}

export function pageOfNotices(db: AppDb, where: SQL, limit: number, offset: number): Promise<ArticleRow[]> {
  return db.select().from(articles).where(where).orderBy(desc(articles.pinned), desc(articles.publishedAt), desc(articles.id)).limit(limit).offset(offset)
}

/** Reads a notice and counts the view in one statement. */
export async function viewNotice(db: AppDb, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), eq(articles.kind, 'tourNotice')))
    .returning()
  return row
}

export async function noticeById(db: AppDb, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), eq(articles.kind, 'tourNotice')))
  return row
}

/** The older and newer neighbours of a notice on its tour, by publication time. */
export async function neighbours(db: AppDb, row: ArticleRow) {
  const own = noticeFilter(row.tourId ?? 0, undefined)
  const older = or(lt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)))
  const newer = or(gt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)))
  const cols = { noticeId: articles.id, titleKo: articles.titleKo, titleEn: articles.titleEn }
  const [[previous], [next]] = await Promise.all([
    db.select(cols).from(articles).where(and(own, older)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1),
    db.select(cols).from(articles).where(and(own, newer)).orderBy(asc(articles.publishedAt), asc(articles.id)).limit(1),
  ])
  return { previous: previous ?? null, next: next ?? null }
}
