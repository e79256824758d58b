import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { diffBoard } from '@domain/scoring/diff-rows'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { AppDb } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { loadGame } from '../games/leaderboard-repository'
import { changedState, latestVersion, storeVersion } from '../games/leaderboard-versions'

/**
 * Recomputes a game's board with domain/scoring from what the transaction sees, stores it as the next
 * version and returns the patch from the previous one: the row patches (changed fields only) and the
 * board-wide fields when they changed. The caller holds the game's lock (lockGame); `statusBefore`
 * is the game's status the previous version went out with (before any change in this transaction).
 */
export async function storeNextVersion(
  tx: AppDb,
  game: Pick<TournamentRow, 'id' | 'status'>,
  statusBefore = game.status,
): Promise<LeaderboardPatch> {
  const loaded = await loadGame(tx, game.id, 'ko')
  if (!loaded || loaded.pars.length !== 18) {
    throw httpError(409, ERROR_CODES.CONFLICT, `Game ${game.id} has no 18-hole course: its board cannot be computed`, {
      gameId: FIELD_ERRORS.INVALID_VALUE,
    })
  }
  const board = computeLeaderboard(loaded.input)
  const before = await latestVersion(tx, game.id)
  const version = (before?.version ?? 0) + 1
  const meta = {
    currentRound: board.currentRound,
    finished: board.finished,
    cut: board.cut,
    playoffHoles: board.playoffHoles,
    suspension: loaded.suspension,
  }
  await storeVersion(tx, game.id, { version, rows: board.rows, meta })
  // Without a stored version the client's version 0 was computed on the fly: send every row.
  const diff = diffBoard(before?.rows ?? [], board.rows)
  const state = changedState(before?.meta ?? null, { status: loaded.tournament.status, ...meta }, statusBefore)
  return { gameId: game.id, from: before?.version ?? 0, to: version, ...(state ? { board: state } : {}), ...diff }
}
