import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { courses, entries, players, roundTotals, tournaments } from '../../db/schema/index'
import { playerRefColumns } from '../games/repository-games'

export const SELECTION_TOUR_ID = 54

export async function selectionYears(db: AppDb): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(tournaments)
    .where(and(eq(tournaments.tourId, SELECTION_TOUR_ID), isNotNull(tournaments.stageType)))
    .orderBy(desc(tournaments.year))
  return rows.map((r) => r.year)
}

export function selectionEvents(db: AppDb, year: number) {
  return db
    .select({ t: tournaments, course: courses })
    .from(tournaments)
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(and(eq(tournaments.tourId, SELECTION_TOUR_ID), eq(tournaments.year, year), isNotNull(tournaments.stageType)))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
}

export function entriesOf(db: AppDb, gameIds: number[]) {
  if (gameIds.length === 0) return Promise.resolve([])
  return db
    .select({
      entryId: entries.id,
      gameId: entries.tournamentId,
      status: entries.status,
      finishRank: entries.finishRank,
      finishText: entries.finishText,
      ...playerRefColumns,
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(inArray(entries.tournamentId, gameIds))
}

export async function roundsOf(db: AppDb, gameId: number) {
  return db
    .select({
      entryId: roundTotals.entryId,
      round: roundTotals.round,
      strokes: roundTotals.strokes,
      toPar: roundTotals.toPar,
      holesPlayed: roundTotals.holesPlayed,
    })
    .from(roundTotals)
    .where(eq(roundTotals.tournamentId, gameId))
    .orderBy(asc(roundTotals.entryId), asc(roundTotals.round))
}

export async function selectionGame(db: AppDb, gameId: number) {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, gameId), eq(tournaments.tourId, SELECTION_TOUR_ID), isNotNull(tournaments.stageType)))
  return row
}
