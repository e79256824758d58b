import { eq, sql } from 'drizzle-orm'
import { roundHalfUp } from '@domain/rankings/competition-rank'
import type { FinalResult } from '@domain/rankings/final-result'
import { awardGenesisPoints, GENESIS_GRADES, type GenesisGrade } from '@domain/rankings/genesis-points'
import type { PointsAward } from '@domain/rankings/points-award'
import { distributePurse } from '@domain/rankings/prize-money'
import { awardTourPoints, TOUR_POINTS_TABLES } from '@domain/rankings/tour-points'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { POSITION_NOT_STARTED } from '@domain/scoring/constants'
import type { LeaderboardRow } from '@domain/scoring/types'
import type { AppDb } from '../../db/database'
import { tournamentRounds, tournaments, type TournamentRow } from '../../db/schema/index'
import { loadGame, type EntryMeta } from './leaderboard-repository'

/**
 * Writes the official result of a stroke-play game from its hole scores: the final board of the
 * scoring engine (officials closed the last round: `finished`), then prize money and season points by
 * domain/rankings. Used by the import command, by live scoring when officials close the event, and
 * meant for the demo seed. Pass a transaction to make it part of a larger write.
 *
 * Stored per entry: finish_rank (null for MC and status codes), finish_text ('1', 'T3', 'MC', 'WD'...;
 * an active player who never scored gets 'DNS'), prize_won (integer won, 0 when unpaid) and
 * genesis_points (the tour's season points: Genesis on tour 11, the champions / winter tables on 13 /
 * 20, 0 elsewhere), rounded half up to whole points because the column is an integer.
 */
export interface FinalizeSummary {
  gameId: number
  entries: number
  /** Player ids ranked 1 (more than one only for co-winners without a playoff). */
  winners: number[]
}

export class FinalizeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FinalizeError'
  }
}

/** The Genesis grade of a main-tour game: its stored grade, else the grade of its winner points. */
export function genesisGradeOf(t: Pick<TournamentRow, 'grade' | 'genesisPoints'>): GenesisGrade | null {
  if (t.grade !== null && Object.hasOwn(GENESIS_GRADES, t.grade)) return t.grade as GenesisGrade
  const byPoints = Object.values(GENESIS_GRADES).find((g) => g.winnerPoints === t.genesisPoints)
  return byPoints?.grade ?? null
}

function seasonPoints(t: TournamentRow, results: ReadonlyArray<FinalResult & { tourMember: boolean }>): PointsAward[] {
  const grade = t.tourId === 11 ? genesisGradeOf(t) : null
  if (grade) return awardGenesisPoints(results, grade)
  const table = Object.values(TOUR_POINTS_TABLES).find((x) => x.tourId === t.tourId)
  if (table) return awardTourPoints(results, table.tour)
  return results.map((r) => ({ playerId: r.playerId, points: 0 }))
}

const finishText = (row: LeaderboardRow) => (row.position === POSITION_NOT_STARTED ? 'DNS' : row.position)

export async function finalizeTournament(db: AppDb, gameId: number): Promise<FinalizeSummary> {
  const game = await loadGame(db, gameId)
  if (!game) throw new FinalizeError(`game ${gameId} does not exist`)
  const t = game.tournament
  if (t.format !== 'stroke' || !game.hasHoleScores || game.pars.length !== 18) {
    throw new FinalizeError(`game ${gameId} has no stroke-play hole scores to finalize`)
  }
  const board = computeLeaderboard({ ...game.input, currentRound: t.rounds, finished: true })
  const byPlayer = new Map<number, EntryMeta>(game.entries.map((e) => [e.playerId, e]))
  const results = board.rows.map((row) => {
    const entry = byPlayer.get(row.playerId)!
    return {
      playerId: row.playerId,
      rank: row.rank,
      status: row.status,
      amateur: entry.amateur,
      tourMember: entry.tourMember,
    }
  })
  const prizes = distributePurse(t.purseWon, results)
  const points = seasonPoints(t, results)

  const ids: number[] = []
  const ranks: Array<number | null> = []
  const texts: string[] = []
  const money: number[] = []
  const pts: number[] = []
  board.rows.forEach((row, i) => {
    ids.push(byPlayer.get(row.playerId)!.entryId)
    ranks.push(row.rank)
    texts.push(finishText(row))
    money.push(prizes[i]!.amount)
    pts.push(roundHalfUp(points[i]!.points, 0))
  })
  await db.execute(sql`
    update entries as e
    set finish_rank = v.rank, finish_text = v.text, prize_won = v.prize, genesis_points = v.points
    from unnest(${sql.param(ids)}::int4[], ${sql.param(ranks)}::int2[], ${sql.param(texts)}::text[],
      ${sql.param(money)}::int8[], ${sql.param(pts)}::int4[])
      as v(id, rank, text, prize, points)
    where e.id = v.id`)
  await db
    .update(tournaments)
    .set({ status: 3, finished: true, currentRound: t.rounds })
    .where(eq(tournaments.id, gameId))
  await db.update(tournamentRounds).set({ status: 'complete' }).where(eq(tournamentRounds.tournamentId, gameId))
  return { gameId, entries: ids.length, winners: board.rows.filter((r) => r.rank === 1).map((r) => r.playerId) }
}
