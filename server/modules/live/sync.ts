import type { LiveJoinRequest } from '@contract/live-events'
import { diffBoard } from '@domain/scoring/diff-rows'
import type { AppDb } from '../../db/database'
import type { LiveSocket } from './socket'
import { boardState, changedState, latestVersion, storedVersion } from './version-repository'

/**
 * What a client holding `version` of a game needs: nothing when it is the latest (or nothing is
 * stored yet), a patch when the server still keeps its version, else the whole board.
 */
export async function catchUp(db: AppDb, { gameId, version = 0 }: LiveJoinRequest, socket: LiveSocket): Promise<void> {
  const latest = await latestVersion(db, gameId)
  if (!latest || latest.version === version) return
  const board = await boardState(db, gameId, latest)
  const held = version > 0 && version < latest.version ? await storedVersion(db, gameId, version) : null
  if (held) {
    // Row patches (changed fields only); the board-wide fields only when they changed since `version`.
    const changed = changedState(held.meta, board)
    socket.emit('leaderboard:patch', { gameId, from: version, to: latest.version, ...(changed ? { board: changed } : {}), ...diffBoard(held.rows, latest.rows) })
  } else {
    socket.emit('leaderboard:snapshot', { gameId, version: latest.version, board, rows: latest.rows })
  }
}
