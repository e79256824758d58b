import { and, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { holeScores, liveScoreAudit, teeGroupPlayers, teeGroups } from '../../db/schema/index'
import { publishedSheet } from './repository-scores'

/** Queries of the Tournament Stats and Tournament Updates calls: one game's hole scores and their times. */

export const gameHoleScores = (db: AppDb, gameId: number) =>
  db
    .select({
      entryId: holeScores.entryId,
      round: holeScores.round,
      hole: holeScores.hole,
      strokes: holeScores.strokes,
      putts: holeScores.putts,
      gir: holeScores.gir,
      driveDistanceYd: holeScores.driveDistanceYd,
    })
    .from(holeScores)
    .where(eq(holeScores.tournamentId, gameId))

/** Each player's start hole and tee time, round by round. */
export const gameTeeTimes = (db: AppDb, gameId: number) =>
  db
    .select({
      entryId: teeGroupPlayers.entryId,
      round: teeGroups.round,
      startHole: teeGroups.startHole,
      teeTime: teeGroups.teeTime,
    })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .where(and(eq(teeGroups.tournamentId, gameId), publishedSheet))

/** When a live score last arrived for a hole (scores entered live; imported or generated ones have none). */
export const liveScoreTimes = (db: AppDb, gameId: number) =>
  db
    .select({
      entryId: liveScoreAudit.entryId,
      round: liveScoreAudit.round,
      hole: liveScoreAudit.hole,
      at: sql<Date>`max(${liveScoreAudit.at})`,
    })
    .from(liveScoreAudit)
    .where(and(eq(liveScoreAudit.tournamentId, gameId)))
    .groupBy(liveScoreAudit.entryId, liveScoreAudit.round, liveScoreAudit.hole)
