import { ERROR_CODES } from '@contract/errors'
import { playoffHoleBodySchema, type OfficialResult, type PlayoffHoleBody } from '@contract/officials'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { Leaderboard } from '@domain/scoring/types'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournaments, type TournamentRow } from '../../db/schema/index'
import { playoffSurvivors, withPlayoffHole } from '../live/playoff-hole'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { inputRefusal, parseBody, stateRefusal } from './refusals'
import { assertRunnable, gameView, roundRow } from './state'

/** 409 GAME_STATE unless officials closed the last round (regulation play is over). */
export async function assertRegulationOver(tx: AppDb, game: TournamentRow): Promise<void> {
  const last = await roundRow(tx, game, game.rounds)
  if (game.currentRound !== game.rounds || last.status !== 'complete')
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${game.rounds} of game ${game.id} is not closed`)
}

/**
 * The final board once regulation is over, with the playoff as stored (an empty one when none started: the engine
 * applies a playoff only when one is given, docs/requirements/officials.md#of-8).
 */
export async function finalBoard(tx: AppDb, gameId: number, withEmptyPlayoff: boolean): Promise<Leaderboard> {
  const { loaded } = await gameView(tx, gameId)
  const playoff = loaded.input.playoff ?? (withEmptyPlayoff ? { holes: [], scores: {}, winnerId: null } : null)
  return computeLeaderboard({ ...loaded.input, finished: true, playoff })
}

/** players.id of the players sharing first place in regulation play. */
export const leadersOf = (board: Leaderboard): number[] =>
  board.rows.filter((r) => r.rank === 1 || r.playoff !== null).map((r) => r.playerId)

/**
 * POST …/playoff/holes (docs/requirements/officials.md#of-8): one sudden-death hole with strokes for exactly the
 * players still in; the first hole with a single lowest score decides. 409 NO_PLAYOFF without a tie for first or
 * once decided.
 */
export function playPlayoffHole(
  db: AppDb,
  gameId: number,
  body: PlayoffHoleBody,
  options: OfficialCallOptions,
): Promise<OfficialResult & { winnerId: number | null }> {
  const input = parseBody(playoffHoleBodySchema, body)
  return officialCall<{ winnerId: number | null }>(db, gameId, 'playoff_hole', options, async (tx, game) => {
    assertRunnable(game)
    await assertRegulationOver(tx, game)
    const board = await finalBoard(tx, gameId, true)
    if (board.playoffHoles === null || game.playoff?.winnerId)
      throw stateRefusal(ERROR_CODES.NO_PLAYOFF, `Game ${gameId} has no playoff to play (no tie for first, or decided)`)
    const leaders = leadersOf(board)
    const alive = playoffSurvivors(leaders, game.playoff)
    const sent = input.strokes.map((s) => s.playerId)
    if (new Set(sent).size !== sent.length || sent.length !== alive.length || sent.some((id) => !alive.includes(id)))
      throw inputRefusal(`Playoff strokes must come for exactly the players still in: ${alive.join(', ')}`, 'strokes')
    const strokes = Object.fromEntries(input.strokes.map((s) => [s.playerId, s.strokes]))
    const next = withPlayoffHole(leaders, game.playoff, input.hole, strokes)
    await tx.update(tournaments).set({ playoff: next }).where(eq(tournaments.id, gameId))
    const winnerId = next.winnerId === null ? null : Number(next.winnerId)
    return {
      round: game.rounds,
      detail: { hole: input.hole, strokes, winnerId },
      extra: { winnerId },
    }
  })
}
