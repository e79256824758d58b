import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import {
  courseHoles,
  entries,
  holeScores,
  players,
  teeGroupPlayers,
  teeGroups,
  tournamentRounds,
} from '../../db/schema/index'
import { playerRefColumns } from './repository-games'

/** Queries of the score, course and tee-sheet calls of one game. */

/**
 * Tee groups fans may see: not those of a sheet officials are still preparing (docs/requirements/officials.md#of-2).
 */
export const publishedSheet = sql`not exists (select 1 from ${tournamentRounds} where ${tournamentRounds.tournamentId} =
  ${teeGroups.tournamentId} and ${tournamentRounds.round} = ${teeGroups.round} and ${tournamentRounds.teeSheetDraft})`

export const holesOf = (db: AppDb, courseId: number | null) =>
  courseId === null
    ? Promise.resolve([])
    : db.select().from(courseHoles).where(eq(courseHoles.courseId, courseId)).orderBy(asc(courseHoles.hole))

/** The field of a game: entry id and player. */
export const fieldOf = (db: AppDb, gameId: number) =>
  db
    .select({ entryId: entries.id, ...playerRefColumns })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, gameId))
    .orderBy(asc(entries.id))

/** Who plays in which tee group of a round. */
export const groupsOfRound = (db: AppDb, gameId: number, round: number) =>
  db
    .select({
      entryId: teeGroupPlayers.entryId,
      slot: teeGroupPlayers.slot,
      groupNo: teeGroups.groupNo,
      startHole: teeGroups.startHole,
      teeTime: teeGroups.teeTime,
    })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round), publishedSheet))

/** The tee sheet of a round with the players, by tee time, start hole, group and slot. */
export const teeSheet = (db: AppDb, gameId: number, round: number) =>
  db
    .select({
      groupNo: teeGroups.groupNo,
      startHole: teeGroups.startHole,
      teeTime: teeGroups.teeTime,
      slot: teeGroupPlayers.slot,
      amateur: entries.amateur,
      ...playerRefColumns,
    })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .innerJoin(entries, eq(entries.id, teeGroupPlayers.entryId))
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round), publishedSheet))
    .orderBy(asc(teeGroups.teeTime), asc(teeGroups.startHole), asc(teeGroups.groupNo), asc(teeGroupPlayers.slot))

export async function roundsWithTeeTimes(db: AppDb, gameId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ round: teeGroups.round })
    .from(teeGroups)
    .where(and(eq(teeGroups.tournamentId, gameId), publishedSheet))
    .orderBy(asc(teeGroups.round))
  return rows.map((r) => r.round)
}

export const roundDates = (db: AppDb, gameId: number) =>
  db
    .select({ round: tournamentRounds.round, date: tournamentRounds.date })
    .from(tournamentRounds)
    .where(eq(tournamentRounds.tournamentId, gameId))
    .orderBy(asc(tournamentRounds.round))

/** Hole scores (with putts) of some entries in one round. */
export const roundScores = (db: AppDb, gameId: number, round: number, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          entryId: holeScores.entryId,
          hole: holeScores.hole,
          strokes: holeScores.strokes,
          putts: holeScores.putts,
        })
        .from(holeScores)
        .where(
          and(
            eq(holeScores.tournamentId, gameId),
            eq(holeScores.round, round),
            inArray(holeScores.entryId, [...entryIds]),
          ),
        )

/** How many times each score was made on each hole (of one round, or all): a grouped count, not the rows. */
export const scoreCounts = (db: AppDb, gameId: number, round: number | undefined) =>
  db
    .select({ hole: holeScores.hole, strokes: holeScores.strokes, n: sql<number>`count(*)::int` })
    .from(holeScores)
    .where(and(eq(holeScores.tournamentId, gameId), ...(round === undefined ? [] : [eq(holeScores.round, round)])))
    .groupBy(holeScores.hole, holeScores.strokes)
