/**
 * The one merge rule of the live board, shared by the worker and the page: a change applies only on
 * top of the version it was computed from. Pure.
 */
import type { LeaderboardDto, LeaderboardRowDto, LeaderboardRowPatchDto } from '@contract/leaderboard'
import { applyBoardDiff } from '@domain/scoring/diff-rows'
import type { BoardUpdate, Language } from './messages'

export type MergeResult =
  | { kind: 'applied'; board: LeaderboardDto }
  /** At or below the held version: already held, drop it. */
  | { kind: 'stale' }
  /** Starts after the held version (a patch was missed), or does not fit the board: resync. */
  | { kind: 'gap' }

/**
 * Pushed rows carry the server's default (Korean) names. A row patch carries `name` only when the row
 * is new to the board (sent whole) or its name changed; names never change during a game, so in
 * another language a row keeps the name the held row already has; a row the page has never seen
 * keeps the pushed name until the next poll (in the page's language) replaces it. A row patch without
 * `name` is left as it is: merged over the held row, it keeps the held name.
 */
export function keepNames<R extends LeaderboardRowPatchDto>(
  rows: R[],
  held: readonly LeaderboardRowDto[],
  language: Language,
): R[] {
  if (language === 'ko' || !rows.some((row) => row.name !== undefined)) return rows
  const names = new Map(held.map((row) => [row.playerId, row.name]))
  return rows.map((row) => {
    if (row.name === undefined) return row
    const name = names.get(row.playerId)
    return name === undefined || name === row.name ? row : { ...row, name }
  })
}

export function mergeUpdate(
  held: LeaderboardDto,
  update: BoardUpdate,
  language: Language,
  pushed: boolean,
): MergeResult {
  if (update.gameId !== held.gameId) return { kind: 'stale' }
  if (update.to <= held.version) return { kind: 'stale' }
  if (update.from !== held.version) return { kind: 'gap' }
  const rows = pushed ? keepNames(update.rows, held.rows, language) : update.rows
  const next = applyBoardDiff(held.rows, { rows, at: update.at, size: update.size })
  if (!next) return { kind: 'gap' }
  // No board-wide fields: they did not change from `from`, keep the held ones.
  return { kind: 'applied', board: { ...held, ...(update.board ?? {}), version: update.to, rows: next } }
}

/** A whole board replaces the held one only when it is newer (version 0 boards are recomputed on the fly). */
export function acceptsBoard(held: LeaderboardDto | null, board: LeaderboardDto): boolean {
  if (!held || held.gameId !== board.gameId) return true
  return board.version > held.version || (board.version === 0 && held.version === 0)
}
