import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { loadGame } from '../games/leaderboard-repository'
import { republishBoard } from './board-version'
import { playoffSurvivors, withPlayoffHole } from './playoff-hole'
import { assertTakesScores } from '../games/takes-scores'

export interface PlayoffHoleInput {
  /** The course hole the playoff hole was played on (1-18). */
  hole: number
  /** Strokes of every player still in the playoff, by players.id. */
  strokes: Record<number, number>
}

export interface PlayoffHoleResult {
  patch: LeaderboardPatch
  /** players.id of the winner once decided, else null. */
  winnerId: number | null
}

/**
 * Records one sudden-death playoff hole (tournaments.playoff) and publishes the board's next version,
 * the playoff's path beside recordScore: the game's last round must be over with first place tied,
 * and strokes must come for exactly the players still in. Refusals change nothing.
 */
export async function recordPlayoffHole(
  db: AppDb,
  gameId: number,
  input: PlayoffHoleInput,
  onPatch?: (patch: LeaderboardPatch) => void,
): Promise<PlayoffHoleResult> {
  let winnerId: number | null = null
  const patch = await republishBoard(db, gameId, onPatch, async (tx, game) => {
    assertTakesScores(game)
    if (!Number.isInteger(input.hole) || input.hole < 1 || input.hole > 18) {
      throw httpError(400, ERROR_CODES.VALIDATION, `Playoff hole ${input.hole} is not a hole of the course`, {
        hole: FIELD_ERRORS.INVALID_VALUE,
      })
    }
    const loaded = await loadGame(tx, gameId)
    // The engine applies a playoff only once regulation play is over with first place tied: ask it
    // with an empty playoff when none has started.
    const engineInput =
      loaded && loaded.pars.length === 18
        ? { ...loaded.input, playoff: loaded.input.playoff ?? { holes: [], scores: {}, winnerId: null } }
        : null
    const board = engineInput ? computeLeaderboard(engineInput) : null
    if (!board || board.playoffHoles === null || game.status !== 2 || game.playoff?.winnerId) {
      throw httpError(
        409,
        ERROR_CODES.CONFLICT,
        `Game ${gameId} has no playoff to play (regulation not over, no tie for first, or already decided)`,
        { gameId: FIELD_ERRORS.INVALID_VALUE },
      )
    }
    const leaders = board.rows.filter((r) => r.rank === 1).map((r) => r.playerId)
    const alive = playoffSurvivors(leaders, game.playoff)
    const sent = Object.keys(input.strokes).map(Number)
    const bad = sent.filter(
      (id) =>
        !alive.includes(id) ||
        !Number.isInteger(input.strokes[id]) ||
        input.strokes[id]! < 1 ||
        input.strokes[id]! > 20,
    )
    if (bad.length > 0 || alive.some((id) => !sent.includes(id))) {
      throw httpError(
        400,
        ERROR_CODES.VALIDATION,
        `Playoff strokes must come (1-20) for exactly the players still in: ${alive.join(', ')}`,
        { strokes: FIELD_ERRORS.INVALID_VALUE },
      )
    }
    const byId = Object.fromEntries(sent.map((id) => [id, input.strokes[id]!]))
    const next = withPlayoffHole(leaders, game.playoff, input.hole, byId)
    await tx.update(tournaments).set({ playoff: next }).where(eq(tournaments.id, gameId))
    winnerId = next.winnerId === null ? null : Number(next.winnerId)
  })
  return { patch, winnerId }
}
