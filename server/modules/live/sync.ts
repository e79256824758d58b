import type { LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import type { LiveJoinRequest } from '@contract/live-events'
import { ZPATCH_EVENT, ZSNAPSHOT_EVENT } from '@contract/live-patch-deflate'
import { diffBoard } from '@domain/scoring/diff-rows'
import type { AppDb } from '../../db/database'
import { deflateFeed } from './feed-deflate'
import type { LiveSocket } from './socket'
import { boardState, changedState, latestVersion, storedVersion } from './version-repository'

/**
 * What a client holding `version` of a game needs: nothing when it is the latest (or nothing is
 * stored yet), a patch when the server still keeps its version, else the whole board.
 */
export async function catchUp(
  db: AppDb,
  { gameId, version = 0, encoding }: LiveJoinRequest,
  socket: LiveSocket,
): Promise<void> {
  const latest = await latestVersion(db, gameId)
  if (!latest || latest.version === version) return
  const board = await boardState(db, gameId, latest)
  const held = version > 0 && version < latest.version ? await storedVersion(db, gameId, version) : null
  if (held) {
    // Row patches (changed fields only); the board-wide fields only when they changed since `version`.
    const changed = changedState(held.meta, board)
    const patch: LeaderboardPatch = {
      gameId,
      from: version,
      to: latest.version,
      ...(changed ? { board: changed } : {}),
      ...diffBoard(held.rows, latest.rows),
    }
    if (encoding) socket.emit(ZPATCH_EVENT, gameId, deflateFeed(patch))
    else socket.emit('leaderboard:patch', patch)
  } else {
    const snapshot: LeaderboardSnapshot = { gameId, version: latest.version, board, rows: latest.rows }
    // A whole board is tens of KB of JSON: compressed it is a few.
    if (encoding) socket.emit(ZSNAPSHOT_EVENT, gameId, deflateFeed(snapshot))
    else socket.emit('leaderboard:snapshot', snapshot)
  }
}
