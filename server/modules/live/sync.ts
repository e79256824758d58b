import { LIVE_NAMESPACE, type LiveJoinRequest } from '@contract/live-events'
import { ZPATCH_EVENT, ZSNAPSHOT_EVENT } from '@contract/live-patch-deflate'
import { diffBoard } from '@domain/scoring/diff-rows'
import type { FastifyInstance } from 'fastify'
import { LiveBoardCache, stateOf, type CachedBoard, type CatchUp } from './board-cache'
import { deflateFeed } from './feed-deflate'
import { setJoinSync, type LiveNamespace, type LiveSocket } from './socket'
import { onVersionCommitted } from './version-commits'
import { changedState, KEPT_VERSIONS } from '../games/leaderboard-versions'

/**
 * Answers every `join` of the app's live namespace from a cache of each game's newest board that follows
 * the versions this process commits (docs/decisions/0043).
 */
export function serveCatchUps(app: FastifyInstance): void {
  const boards = new LiveBoardCache(app.db, app.authKeys.now)
  const stopFollowing = onVersionCommitted(app.db, (patch) => {
    // Runs after the score's commit: a failure here must cost a reload of the cache, never the score's answer.
    try {
      boards.committed(patch)
    } catch (error) {
      boards.forget(patch.gameId)
      app.log.error({ err: error, gameId: patch.gameId }, 'live board cache could not follow a version')
    }
  })
  app.addHook('onClose', async () => stopFollowing())
  setJoinSync(app.io.of(LIVE_NAMESPACE) as LiveNamespace, (socket, request) => catchUp(boards, request, socket))
}

/**
 * What a client holding `version` of a game needs: nothing when it is the latest (or nothing is
 * stored yet), a patch when the server still keeps its version, else the whole board. Answered from
 * the node's cache (board-cache.ts), each distinct answer worked out, and compressed, once for every
 * joiner holding the same version (docs/decisions/0043).
 */
export async function catchUp(
  cache: LiveBoardCache,
  { gameId, version = 0, encoding }: LiveJoinRequest,
  socket: LiveSocket,
): Promise<void> {
  // Holding the newest version costs nothing but the ack (and, once a second, the cache's version check).
  const board = await cache.board(gameId, version)
  if (board.version === 0 || board.version === version) return
  const answer = await answerFor(cache, board, version)
  if (encoding) {
    // A whole board is tens of KB of JSON: compressed it is a few.
    answer.deflated ??= deflateFeed(answer.message)
    socket.emit(answer.kind === 'patch' ? ZPATCH_EVENT : ZSNAPSHOT_EVENT, gameId, answer.deflated)
  } else if (answer.kind === 'patch') socket.emit('leaderboard:patch', answer.message)
  else socket.emit('leaderboard:snapshot', answer.message)
}

/**
 * The version a patch can start from, or 0 for the whole board: a version between the oldest kept
 * (games/leaderboard-versions.ts drops the others) and the newest. Any other number the client sends (a
 * version of a restarted sequence, or one invented) gets the whole board without a read.
 */
const startOf = (board: CachedBoard, version: number) =>
  version > board.version - KEPT_VERSIONS && version < board.version ? version : 0

function answerFor(cache: LiveBoardCache, board: CachedBoard, version: number): Promise<CatchUp> {
  const from = startOf(board, version)
  let answer = board.answers.get(from)
  if (!answer) {
    answer = workOut(cache, board, from)
    board.answers.set(from, answer)
    // A failed read is not remembered: the next joiner tries again.
    answer.catch(() => board.answers.delete(from))
  }
  return answer
}

async function workOut(cache: LiveBoardCache, board: CachedBoard, from: number): Promise<CatchUp> {
  const latest = board.latest!
  const state = stateOf(board)
  const held = from > 0 ? await cache.earlier(board, from) : null
  if (!held) {
    return {
      kind: 'snapshot',
      message: { gameId: board.gameId, version: latest.version, board: state, rows: latest.rows },
    }
  }
  // Row patches (changed fields only); the board-wide fields only when they changed since `from`.
  const changed = changedState(held.meta, state)
  return {
    kind: 'patch',
    message: {
      gameId: board.gameId,
      from,
      to: latest.version,
      ...(changed ? { board: changed } : {}),
      ...diffBoard(held.rows, latest.rows),
    },
  }
}
