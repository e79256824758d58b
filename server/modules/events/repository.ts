import { and, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, predictionPicks } from '../../db/schema/index'
import { playerRefColumns, toPlayerRef } from '../games/repository-games'

type Rows<T> = { rows: T[] }

/** The tour whose tournaments carry the prediction event (decision 0032). */
export const PREDICTION_TOUR_ID = 11

export interface EventTournamentRow {
  gameId: number
  tourId: number
  nameKo: string
  nameEn: string
  startDate: string
  endDate: string
  status: number
  finished: boolean
  firstTee: Date | null
  pickCount: number
}

/** The main tour's tournaments of its latest season, with their first tee time and pick count. */
export async function seasonTournaments(db: AppDb, gameId?: number): Promise<EventTournamentRow[]> {
  const only = gameId === undefined ? sql`` : sql`and t.id = ${gameId}`
  const result = (await db.execute(sql`
    select t.id as "gameId", t.tour_id as "tourId", t.name_ko as "nameKo", t.name_en as "nameEn",
      t.start_date::text as "startDate", t.end_date::text as "endDate", t.status, (t.finished
        or t.status = 3) as finished,
      (select min(g.tee_time) from tee_groups g where g.tournament_id = t.id and g.round = 1 and not exists (
        select 1 from tournament_rounds r where r.tournament_id = t.id and r.round = 1 and r.tee_sheet_draft))
        as "firstTee",
      (select count(*)::int from prediction_picks p where p.tournament_id = t.id) as "pickCount"
    from tournaments t
    where t.tour_id = ${PREDICTION_TOUR_ID} and t.year = (select max(year) from tournaments
      where tour_id = ${PREDICTION_TOUR_ID}) ${only}
    order by t.start_date asc, t.id asc`)) as unknown as Rows<
    Omit<EventTournamentRow, 'firstTee'> & { firstTee: string | Date | null }
  >
  return result.rows.map((r) => ({ ...r, firstTee: r.firstTee === null ? null : new Date(r.firstTee) }))
}

/** Players ranked first in the given finished tournaments. */
export async function winnersOf(db: AppDb, gameIds: number[]) {
  if (gameIds.length === 0) return new Map<number, ReturnType<typeof toPlayerRef>[]>()
  const rows = await db
    .select({ gameId: entries.tournamentId, ...playerRefColumns })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(and(eq(entries.finishRank, 1), sql`${entries.tournamentId} = any(${sql.param(gameIds)}::int[])`))
  const out = new Map<number, ReturnType<typeof toPlayerRef>[]>()
  for (const r of rows) out.set(r.gameId, [...(out.get(r.gameId) ?? []), toPlayerRef(r)])
  return out
}

/** Picks per tournament that named one of its rank-1 players. */
export async function correctCounts(db: AppDb, gameIds: number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map()
  const result = (await db.execute(sql`
    select p.tournament_id as "gameId", count(*)::int as n
    from prediction_picks p join entries e on e.tournament_id = p.tournament_id and e.player_id = p.player_id
      and e.finish_rank = 1
    where p.tournament_id = any(${sql.param(gameIds)}::int[])
    group by p.tournament_id`)) as unknown as Rows<{ gameId: number; n: number }>
  return new Map(result.rows.map((r) => [r.gameId, r.n]))
}

/** The field of a tournament, by Korean name. */
export async function fieldOf(db: AppDb, gameId: number) {
  const rows = await db
    .select(playerRefColumns)
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, gameId))
    .orderBy(players.nameKo, players.id)
  return rows.map(toPlayerRef)
}

export async function pickOf(db: AppDb, memberId: number, gameId: number) {
  const [row] = await db
    .select({ updatedAt: predictionPicks.updatedAt, ...playerRefColumns })
    .from(predictionPicks)
    .innerJoin(players, eq(players.id, predictionPicks.playerId))
    .where(and(eq(predictionPicks.memberId, memberId), eq(predictionPicks.tournamentId, gameId)))
  return row ? { player: toPlayerRef(row), updatedAt: row.updatedAt } : null
}

/** One pick per member and tournament: a second pick replaces the first. */
export async function savePick(db: AppDb, memberId: number, gameId: number, playerId: number, at: Date): Promise<void> {
  await db
    .insert(predictionPicks)
    .values({ memberId, tournamentId: gameId, playerId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [predictionPicks.memberId, predictionPicks.tournamentId],
      set: { playerId, updatedAt: at },
    })
}
