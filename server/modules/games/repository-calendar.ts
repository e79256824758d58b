import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tourCategory, tournamentRounds, tournaments, type TournamentStatusCode } from '../../db/schema/index'

/** Queries of the calendar calls: tours, seasons with games, the game of a tour in a given state, rounds. */

export async function tourRef(db: AppDb, tourId: number) {
  const [tour] = await db
    .select({ tourId: tourCategory.id, nameKo: tourCategory.nameKo, nameEn: tourCategory.nameEn })
    .from(tourCategory)
    .where(eq(tourCategory.id, tourId))
  return tour ?? null
}

export async function seasonsWithGames(db: AppDb, since: number, tourId: number | undefined): Promise<number[]> {
  const filters = [gte(tournaments.year, since), ...(tourId === undefined ? [] : [eq(tournaments.tourId, tourId)])]
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(tournaments)
    .where(and(...filters))
    .orderBy(desc(tournaments.year))
  return rows.map((r) => r.year)
}

export const earliestFirst = [asc(tournaments.startDate), asc(tournaments.id)]
export const latestEndFirst = [desc(tournaments.endDate), desc(tournaments.id)]

/** The first game of the tour in one of the states, in the given order. */
export async function firstGameOf(db: AppDb, tourId: number, statuses: TournamentStatusCode[], order: SQL[]) {
  const [game] = await db
    .select({ id: tournaments.id, year: tournaments.year })
    .from(tournaments)
    .where(and(eq(tournaments.tourId, tourId), inArray(tournaments.status, statuses)))
    .orderBy(...order)
    .limit(1)
  return game ?? null
}

/** Ids of the games in progress, main tours first in header order, then by start date. */
export async function gamesInProgress(db: AppDb, tourId: number | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .innerJoin(tourCategory, eq(tourCategory.id, tournaments.tourId))
    .where(and(eq(tournaments.status, 2), ...(tourId === undefined ? [] : [eq(tournaments.tourId, tourId)])))
    .orderBy(asc(tourCategory.sortOrder), asc(tournaments.startDate), asc(tournaments.id))
  return rows.map((r) => r.id)
}

export const roundsOf = (db: AppDb, gameId: number) =>
  db
    .select({ round: tournamentRounds.round, date: tournamentRounds.date, status: tournamentRounds.status })
    .from(tournamentRounds)
    .where(eq(tournamentRounds.tournamentId, gameId))
    .orderBy(asc(tournamentRounds.round))

/** The latest completed game of each tour (or of one tour). */
export async function latestCompletedPerTour(db: AppDb, tourId: number | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinctOn([tournaments.tourId], { id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.status, 3), ...(tourId === undefined ? [] : [eq(tournaments.tourId, tourId)])))
    .orderBy(asc(tournaments.tourId), desc(tournaments.endDate), desc(tournaments.id))
  return rows.map((r) => r.id)
}

/**
 * Games of a series (one tour, the same Korean name: the same event over the years), newest first;
 * only those that started before `before`, and only completed ones, when asked.
 */
export function seriesFilter(
  t: { tourId: number; nameKo: string },
  options: { before?: string; completedOnly?: boolean } = {},
): SQL | undefined {
  return and(
    eq(tournaments.tourId, t.tourId),
    eq(tournaments.nameKo, t.nameKo),
    ...(options.before === undefined ? [] : [lt(tournaments.startDate, options.before)]),
    ...(options.completedOnly ? [eq(tournaments.status, 3)] : []),
  )
}
