import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm'
import { SUBSTANCE_CLASSES, type SubstanceDto, type SubstanceListDto, type SubstanceListQuery } from '@contract/clean'
import type { AppDb } from '../../db/database'
import { prohibitedSubstances as ps, type ProhibitedSubstanceRow } from '../../db/schema/index'

/** `%`, `_` and `\` match themselves in the search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Names in both languages and the example (brand) names: a member types what is on the box. */
function termFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const term = likePattern(q)
  return or(
    sql`${ps.nameKo} ilike ${term}`,
    sql`${ps.nameEn} ilike ${term}`,
    sql`${ps.examplesKo} ilike ${term}`,
    sql`${ps.examplesEn} ilike ${term}`,
    sql`${ps.code} ilike ${term}`,
  )
}

/** The list's order: S0…S9, M1…M3, P1 as the Prohibited List reads, then by name in the reader's language. */
const classArray = sql.raw(`array[${SUBSTANCE_CLASSES.map((c) => `'${c}'`).join(',')}]::varchar[]`)
const classOrder = sql`array_position(${classArray}, ${ps.substanceClass})`

const toDto = (r: ProhibitedSubstanceRow): SubstanceDto => ({
  code: r.code,
  substanceClass: r.substanceClass,
  nameKo: r.nameKo,
  nameEn: r.nameEn,
  prohibited: r.prohibited,
  examplesKo: r.examplesKo,
  examplesEn: r.examplesEn,
  noteKo: r.noteKo,
  noteEn: r.noteEn,
})

export async function searchSubstances(
  db: AppDb,
  query: SubstanceListQuery,
  lang: 'ko' | 'en' = 'ko',
): Promise<SubstanceListDto> {
  const term = termFilter(query.q || undefined)
  const where = and(term, query.class ? eq(ps.substanceClass, query.class) : undefined)
  const [counts, [total], rows] = await Promise.all([
    db
      .select({ substanceClass: ps.substanceClass, n: sql<number>`count(*)::int` })
      .from(ps)
      .where(term)
      .groupBy(ps.substanceClass),
    db.select({ n: sql<number>`count(*)::int` }).from(ps).where(where),
    db
      .select()
      .from(ps)
      .where(where)
      .orderBy(classOrder, asc(lang === 'en' ? ps.nameEn : ps.nameKo), asc(ps.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ])
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map(toDto),
    classCounts: Object.fromEntries(counts.map((c) => [c.substanceClass, c.n])),
  }
}
