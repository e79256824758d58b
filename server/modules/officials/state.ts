import { ERROR_CODES } from '@contract/errors'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { Leaderboard } from '@domain/scoring/types'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentRounds, type TournamentRoundRow, type TournamentRow } from '../../db/schema/index'
import { loadGame, type LoadedGame } from '../games/leaderboard-repository'
import { inputRefusal, stateRefusal } from './refusals'

/** 409 GAME_STATE unless the game is stroke play on a course and not finished (officials run only those). */
export function assertRunnable(game: TournamentRow): void {
  if (game.format !== 'stroke' || game.courseId === null)
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${game.id} is not a stroke-play game with a course`)
  if (game.status === 9) throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${game.id} is cancelled`)
  if (game.status === 3 || game.finished)
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${game.id} is finished: only corrections are taken`)
}

/** The round's row; 400 for a round the game does not have. */
export async function roundRow(tx: AppDb, game: TournamentRow, round: number): Promise<TournamentRoundRow> {
  if (!Number.isInteger(round) || round < 1 || round > game.rounds)
    throw inputRefusal(`Game ${game.id} has rounds 1 to ${game.rounds}, not ${round}`, 'round')
  const [row] = await tx
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, round)))
  if (!row) throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${game.id} has no row for round ${round}`, 'round')
  return row
}

export async function setRound(
  tx: AppDb,
  gameId: number,
  round: number,
  values: Partial<Pick<TournamentRoundRow, 'status' | 'teeSheetDraft' | 'suspendedAt' | 'suspensionReason'>>,
): Promise<void> {
  await tx
    .update(tournamentRounds)
    .set(values)
    .where(and(eq(tournamentRounds.tournamentId, gameId), eq(tournamentRounds.round, round)))
}

/** The round officials prepare or play next: round 1 before the start, else the current round. */
export const roundAhead = (game: TournamentRow): number => Math.max(1, game.currentRound)

export interface GameView {
  loaded: LoadedGame
  board: Leaderboard
}

/** The game as the transaction sees it and its board by the scoring engine (the cut final once its round closed). */
export async function gameView(tx: AppDb, gameId: number): Promise<GameView> {
  const loaded = await loadGame(tx, gameId)
  if (!loaded || loaded.pars.length !== 18)
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${gameId} has no 18-hole course: its board cannot be computed`)
  return { loaded, board: computeLeaderboard(loaded.input) }
}

/**
 * Players still in the tournament, in board order (leaders first): active entries that did not miss a final cut.
 * Those are the players a tee sheet holds exactly once (docs/requirements/officials.md#of-2).
 */
export function playersStillIn(view: GameView): number[] {
  const active = new Set(view.loaded.entries.filter((e) => e.status === 'active').map((e) => e.playerId))
  return view.board.rows.filter((r) => r.status !== 'MC' && active.has(r.playerId)).map((r) => r.playerId)
}
