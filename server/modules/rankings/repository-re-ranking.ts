import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, tournaments } from '../../db/schema/index'

/** Queries of the mid-season re-ranking (decision 0028). */

/** The season's stroke-play games that are not cancelled: the base of the re-ranking window. */
export const reRankingGames = (db: AppDb, tourId: number, season: number) =>
  db
    .select({
      id: tournaments.id,
      nameKo: tournaments.nameKo,
      nameEn: tournaments.nameEn,
      endDate: tournaments.endDate,
      status: tournaments.status,
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.tourId, tourId),
        eq(tournaments.year, season),
        eq(tournaments.format, 'stroke'),
        ne(tournaments.status, 9),
      ),
    )
    .orderBy(asc(tournaments.endDate), asc(tournaments.id))

/** Every start in the given completed games with its points and prize money. */
export const startsIn = (db: AppDb, gameIds: number[]) =>
  gameIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          playerId: entries.playerId,
          gameId: entries.tournamentId,
          tourMember: entries.tourMember,
          points: entries.genesisPoints,
          prize: entries.prizeWon,
          nameKo: players.nameKo,
          firstNameEn: players.firstNameEn,
          lastNameEn: players.lastNameEn,
          country: players.country,
        })
        .from(entries)
        .innerJoin(players, eq(players.id, entries.playerId))
        .where(inArray(entries.tournamentId, gameIds))
