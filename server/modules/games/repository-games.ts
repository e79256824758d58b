import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { GameSummaryDto, GameWinnerDto } from '@contract/game'
import type { AppDb } from '../../db/database'
import { courses, entries, players, roundTotals, tournaments, type TournamentRow } from '../../db/schema/index'

/** A tournament row with its course, as the summary and detail answers map them. */
export interface GameRow {
  t: TournamentRow
  course: typeof courses.$inferSelect | null
}

export const playerName = (p: { firstNameEn: string; lastNameEn: string }) => `${p.firstNameEn} ${p.lastNameEn}`.trim()

export const playerRefColumns = {
  playerId: players.id,
  nameKo: players.nameKo,
  firstNameEn: players.firstNameEn,
  lastNameEn: players.lastNameEn,
  country: players.country,
}

export function toPlayerRef(r: {
  playerId: number
  nameKo: string
  firstNameEn: string
  lastNameEn: string
  country: string
}) {
  return { playerId: r.playerId, nameKo: r.nameKo, nameEn: playerName(r), country: r.country }
}

/** Games matching `where`, with their course, in the given order. */
export async function selectGames(
  db: AppDb,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
  offset = 0,
): Promise<GameRow[]> {
  const query = db
    .select({ t: tournaments, course: courses })
    .from(tournaments)
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
  return limit === undefined ? query : query.limit(limit)
}

export const gamesByIds = (db: AppDb, ids: readonly number[]) =>
  selectGames(db, inArray(tournaments.id, [...ids]), [asc(tournaments.startDate), asc(tournaments.id)])

export async function countGames(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tournaments).where(where)
  return row?.n ?? 0
}

export async function gameById(db: AppDb, gameId: number): Promise<GameRow | null> {
  const [row] = await selectGames(db, eq(tournaments.id, gameId), [asc(tournaments.id)])
  return row ?? null
}

/** The players ranked 1 of each game (co-winners all listed), with their 72-hole total and to par. */
export async function winnersOf(db: AppDb, gameIds: readonly number[]): Promise<Map<number, GameWinnerDto[]>> {
  const out = new Map<number, GameWinnerDto[]>()
  if (gameIds.length === 0) return out
  const rows = await db
    .select({
      gameId: entries.tournamentId,
      ...playerRefColumns,
      total: sql<
        number | null
      >`(select sum(${roundTotals.strokes})::int from ${roundTotals} where ${roundTotals.entryId} = ${entries.id})`,
      toPar: sql<
        number | null
      >`(select sum(${roundTotals.toPar})::int from ${roundTotals} where ${roundTotals.entryId} = ${entries.id})`,
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(and(inArray(entries.tournamentId, [...gameIds]), eq(entries.finishRank, 1)))
    .orderBy(asc(entries.id))
  for (const r of rows) {
    const list = out.get(r.gameId) ?? []
    list.push({ ...toPlayerRef(r), total: r.total, toPar: r.toPar })
    out.set(r.gameId, list)
  }
  return out
}

export function toCourseRef(course: GameRow['course']) {
  if (!course) return null
  const { id, nameKo, nameEn, locationKo, locationEn, par, yards } = course
  return { courseId: id, nameKo, nameEn, locationKo, locationEn, par, yards }
}

export function toSummary({ t, course }: GameRow, winners: Map<number, GameWinnerDto[]>): GameSummaryDto {
  return {
    gameId: t.id,
    tourId: t.tourId,
    year: t.year,
    nameKo: t.nameKo,
    nameEn: t.nameEn,
    startDate: t.startDate,
    endDate: t.endDate,
    course: toCourseRef(course),
    purseWon: t.purseWon,
    genesisPoints: t.genesisPoints,
    grade: t.grade,
    format: t.format,
    status: t.status,
    rounds: t.rounds,
    currentRound: t.currentRound,
    finished: t.finished,
    winners: t.status === 3 ? (winners.get(t.id) ?? []) : [],
  }
}

/** Summaries of the given rows with their winners: one more query whatever the page size. */
export async function summaries(db: AppDb, rows: GameRow[]): Promise<GameSummaryDto[]> {
  const winners = await winnersOf(
    db,
    rows.filter((r) => r.t.status === 3).map((r) => r.t.id),
  )
  return rows.map((r) => toSummary(r, winners))
}

export interface GameFilter {
  tourId?: number | undefined
  year?: number | undefined
  /** Month of the start date. */
  month?: number | undefined
  status?: number | undefined
}

export function gameFilter(f: GameFilter): SQL | undefined {
  const filters: SQL[] = []
  if (f.tourId !== undefined) filters.push(eq(tournaments.tourId, f.tourId))
  if (f.year !== undefined) filters.push(eq(tournaments.year, f.year))
  if (f.month !== undefined) filters.push(sql`extract(month from ${tournaments.startDate}) = ${f.month}`)
  if (f.status !== undefined) filters.push(sql`${tournaments.status} = ${f.status}`)
  return filters.length > 0 ? and(...filters) : undefined
}

export const byStartDate = [asc(tournaments.startDate), asc(tournaments.id)]
export const newestFirst = [desc(tournaments.startDate), desc(tournaments.id)]
