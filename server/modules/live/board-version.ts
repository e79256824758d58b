import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { diffBoard } from '@domain/scoring/diff-rows'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { AppDb } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { loadGame } from '../games/leaderboard-repository'
import { lockGame } from './score-checks'
import { versionCommitted } from './version-commits'
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

/**
 * Stores and publishes a new version of a game's board when the board changed without a new hole
 * score: a round closed (next round, cut applied), a playoff hole played, the game finalized.
 * `change`, when given, runs first in the same transaction (so the change and its version commit
 * together); the patch goes to `onPatch` after the commit. Returns the patch.
 */
export async function republishBoard(
  db: AppDb,
  gameId: number,
  onPatch?: (patch: LeaderboardPatch) => void,
  change?: (tx: AppDb, game: TournamentRow) => Promise<void>,
): Promise<LeaderboardPatch> {
  const patch = await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId)
    const statusBefore = game.status
    await change?.(tx, game)
    return storeNextVersion(tx, game, statusBefore)
  })
  versionCommitted(db, patch)
  onPatch?.(patch)
  return patch
}
