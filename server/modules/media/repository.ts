import type { MediaKind, SearchOrder } from '@contract/media-codes'
import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { mediaItems as m, players, tournaments } from '../../db/schema/index'
import { mediaOrder } from './filter'

/** An item with the names of its tournament and player. */
const columns = {
  item: m,
  gameNameKo: tournaments.nameKo,
  gameNameEn: tournaments.nameEn,
  memberNameKo: players.nameKo,
  memberFirstEn: players.firstNameEn,
  memberLastEn: players.lastNameEn,
}

export type MediaRowWithNames = { item: typeof m.$inferSelect } & {
  gameNameKo: string | null
  gameNameEn: string | null
  memberNameKo: string | null
  memberFirstEn: string | null
  memberLastEn: string | null
}

const withNames = (db: AppDb) =>
  db
    .select(columns)
    .from(m)
    .leftJoin(tournaments, eq(tournaments.id, m.gameId))
    .leftJoin(players, eq(players.id, m.memberId))

export async function countMedia(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(m).where(where)
  return row?.n ?? 0
}

export async function countByKind(db: AppDb, where: SQL | undefined): Promise<Record<MediaKind, number>> {
  const rows = await db.select({ kind: m.kind, n: sql<number>`count(*)::int` }).from(m).where(where).groupBy(m.kind)
  const counts: Record<MediaKind, number> = { news: 0, photo: 0, video: 0, story: 0 }
  for (const r of rows) counts[r.kind] = r.n
  return counts
}

export function pageOfMedia(
  db: AppDb,
  where: SQL | undefined,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<MediaRowWithNames[]> {
  return withNames(db)
    .where(where)
    .orderBy(...mediaOrder(order))
    .limit(limit)
    .offset(offset)
}

export async function mediaById(db: AppDb, id: number): Promise<MediaRowWithNames | undefined> {
  const [row] = await withNames(db).where(eq(m.id, id))
  return row
}

/** Counts one view; false when there is no such item (of that kind, when one is given). */
export async function countView(db: AppDb, id: number, kind: MediaKind | undefined): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ viewCount: sql`${m.viewCount} + 1` })
    .where(and(eq(m.id, id), kind ? eq(m.kind, kind) : undefined))
    .returning({ id: m.id })
  return rows.length > 0
}

/** The older and newer items of the same kind and tour, by publication time. */
export async function neighbours(db: AppDb, row: typeof m.$inferSelect) {
  const own = and(eq(m.kind, row.kind), row.tourId === null ? isNull(m.tourId) : eq(m.tourId, row.tourId))
  const older = or(lt(m.publishedAt, row.publishedAt), and(eq(m.publishedAt, row.publishedAt), lt(m.id, row.id)))
  const newer = or(gt(m.publishedAt, row.publishedAt), and(eq(m.publishedAt, row.publishedAt), gt(m.id, row.id)))
  const cols = { id: m.id, titleKo: m.titleKo, titleEn: m.titleEn }
  const [[previous], [next]] = await Promise.all([
    db.select(cols).from(m).where(and(own, older)).orderBy(desc(m.publishedAt), desc(m.id)).limit(1),
    db.select(cols).from(m).where(and(own, newer)).orderBy(asc(m.publishedAt), asc(m.id)).limit(1),
  ])
  return { previous: previous ?? null, next: next ?? null }
}

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(db: AppDb, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows

/** What the gallery's filter can offer under a tour and kind (and a tournament, for days, rounds and players). */
export async function mediaOptions(db: AppDb, base: SQL | undefined, inGame: SQL | undefined) {
  const where = (extra: SQL | undefined) => (extra ? sql`where ${extra}` : sql``)
  const [games, dates, rounds, members, facets] = await Promise.all([
    rowsOf<{ gameId: number; nameKo: string; nameEn: string; startDate: string; endDate: string; count: number }>(
      db,
      sql`select t.id as "gameId", t.name_ko as "nameKo", t.name_en as "nameEn", t.start_date::text as "startDate",
        t.end_date::text as "endDate", count(*)::int as count
        from media_items join tournaments t on t.id = media_items.game_id ${where(base)}
        group by t.id order by t.start_date desc, t.id desc`,
    ),
    rowsOf<{ day: string }>(
      db,
      sql`select distinct game_date::text as day from media_items ${where(and(inGame, sql`game_date is not null`))}
        order by day desc`,
    ),
    rowsOf<{ round: number }>(
      db,
      sql`select distinct round::int as round from media_items ${where(and(inGame, sql`round is not null`))}
        order by round`,
    ),
    rowsOf<{ memberId: number; nameKo: string; firstNameEn: string; lastNameEn: string; count: number }>(
      db,
      sql`select p.id as "memberId", p.name_ko as "nameKo", p.first_name_en as "firstNameEn",
        p.last_name_en as "lastNameEn", count(*)::int as count
        from media_items join players p on p.id = media_items.member_id ${where(inGame)}
        group by p.id order by p.name_ko, p.id`,
    ),
    rowsOf<{ clubTypes: string[] | null; fields: string[] | null; scores: string[] | null }>(
      db,
      sql`select array_agg(distinct club_type) filter (where club_type is not null) as "clubTypes",
        array_agg(distinct field) filter (where field is not null) as fields,
        array_agg(distinct score) filter (where score is not null) as scores
        from media_items ${where(inGame)}`,
    ),
  ])
  return {
    games,
    dates: dates.map((d) => d.day),
    rounds: rounds.map((r) => r.round),
    members,
    facets: facets[0] ?? { clubTypes: null, fields: null, scores: null },
  }
}
