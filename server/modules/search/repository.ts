import { sql, type SQL } from 'drizzle-orm'
import { mediaPaths } from '@contract/media-codes'
import type { SearchNewsDto, SearchPlayerDto, SearchTournamentDto } from '@contract/search'
import type { AppDb } from '../../db/database'

type Rows<T> = { rows: T[] }

/** `%`, `_` and `\` match themselves in the search term. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A season year in the term ("2025 오픈" → 2025 and "오픈"), so tournaments are found by year too. */
export function splitYear(keyword: string): { year: number | null; rest: string } {
  const match = /(?:^|\s)((?:19|20)\d\d)(?=\s|$)/.exec(keyword)
  if (!match) return { year: null, rest: keyword }
  const rest = (keyword.slice(0, match.index) + ' ' + keyword.slice(match.index + match[0].length))
    .replace(/\s+/g, ' ')
    .trim()
  return { year: Number(match[1]), rest }
}

const playerFilter = (keyword: string): SQL => {
  const term = likePattern(keyword)
  return sql`(p.name_ko ilike ${term} or (p.first_name_en || ' ' || p.last_name_en) ilike ${term}
    or (p.last_name_en || ' ' || p.first_name_en) ilike ${term}
    or replace(p.name_ko, ' ', '') ilike ${likePattern(keyword.replace(/\s+/g, ''))})`
}

const tournamentFilter = (keyword: string): SQL => {
  const byName = (text: string) => sql`(t.name_ko ilike ${likePattern(text)} or t.name_en ilike ${likePattern(text)})`
  const { year, rest } = splitYear(keyword)
  if (year === null) return byName(keyword)
  return sql`(${byName(keyword)} or (t.year = ${year} ${rest ? sql`and ${byName(rest)}` : sql``}))`
}

const count = async (db: AppDb, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0

export const countPlayers = (db: AppDb, keyword: string) =>
  count(db, sql`select count(*)::int as n from players p where ${playerFilter(keyword)}`)
export const countTournaments = (db: AppDb, keyword: string) =>
  count(db, sql`select count(*)::int as n from tournaments t where ${tournamentFilter(keyword)}`)

/** Players by part of the Korean or English name (either order), in Korean name order. */
export async function findPlayers(
  db: AppDb,
  keyword: string,
  limit: number,
  offset: number,
): Promise<SearchPlayerDto[]> {
  const result = (await db.execute(sql`
    select p.id as "playerId", p.name_ko as "nameKo", p.first_name_en as "firstNameEn", p.last_name_en as "lastNameEn",
      p.country, p.photo_url as "photoUrl",
      case when exists (select 1 from entries e join tournaments t on t.id = e.tournament_id where e.player_id = p.id
        and t.tour_id = 13)
        and not exists (select 1 from entries e join tournaments t on t.id = e.tournament_id where e.player_id = p.id
          and t.tour_id <> 13)
        then 13 else 11 end::int as "tourId"
    from players p where ${playerFilter(keyword)}
    order by p.name_ko asc, p.id asc
    limit ${limit} offset ${offset}`)) as unknown as Rows<SearchPlayerDto>
  return result.rows.map((row) => ({ ...row, country: row.country.trim() }))
}

/** Tournaments by part of either name, or by season year (alone or with part of a name), newest first. */
export async function findTournaments(
  db: AppDb,
  keyword: string,
  limit: number,
  offset: number,
): Promise<SearchTournamentDto[]> {
  const result = (await db.execute(sql`
    select t.id as "gameId", t.tour_id as "tourId", t.year::int as year, t.name_ko as "nameKo", t.name_en as "nameEn",
      t.start_date::text as "startDate", t.end_date::text as "endDate", t.status::int as status
    from tournaments t where ${tournamentFilter(keyword)}
    order by t.start_date desc, t.id desc
    limit ${limit} offset ${offset}`)) as unknown as Rows<SearchTournamentDto>
  return result.rows
}

/** News articles and stories by part of the title, lead or text in either language (media_items, decision 0036). */
const newsFilter = (keyword: string): SQL => {
  const term = likePattern(keyword)
  return sql`(m.kind in ('news', 'story') and (m.title_ko ilike ${term} or m.title_en ilike ${term}
    or m.summary_ko ilike ${term} or m.summary_en ilike ${term}
    or m.body_ko ilike ${term} or m.body_en ilike ${term}))`
}

export const countNews = (db: AppDb, keyword: string) =>
  count(db, sql`select count(*)::int as n from media_items m where ${newsFilter(keyword)}`)

/** Newest first; each hit links to where it is read (/medias/news/{id} or /story/{id}). */
export async function findNews(db: AppDb, keyword: string, limit: number, offset: number): Promise<SearchNewsDto[]> {
  const result = (await db.execute(sql`
    select m.id, m.kind, m.title_ko as "titleKo", m.title_en as "titleEn", m.published_at as "publishedAt"
    from media_items m where ${newsFilter(keyword)}
    order by m.published_at desc, m.id desc
    limit ${limit} offset ${offset}`)) as unknown as Rows<{
    id: number
    kind: 'news' | 'story'
    titleKo: string
    titleEn: string
    publishedAt: Date | string
  }>
  return result.rows.map((r) => ({
    id: r.id,
    titleKo: r.titleKo,
    titleEn: r.titleEn,
    publishedAt: new Date(r.publishedAt).toISOString(),
    path: mediaPaths.article(r.kind, r.id),
  }))
}
