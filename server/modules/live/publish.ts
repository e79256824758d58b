import type { LeaderboardPatch } from '@contract/leaderboard'
import { gameRoom, LIVE_NAMESPACE } from '@contract/live-events'
import { PATCH_ENCODING, ZPATCH_EVENT } from '@contract/live-patch-deflate'
import type { Server } from 'socket.io'
import { deflateFeed } from './feed-deflate'
import type { LiveNamespace } from './socket'

/**
 * Sends a patch to everyone watching its game (every node, through the Redis adapter when set): as
 * JSON to the plain room, and compressed once for the whole `deflate` room, so no connection costs
 * the server a compression of its own (docs/decisions/0033).
 */
export function publishPatch(io: Server, patch: LeaderboardPatch): void {
  const live = io.of(LIVE_NAMESPACE) as LiveNamespace
  // Writing to thousands of sockets takes a while: the scorer's answer goes out first. Immediates run
  // in order, so patches still leave in version order.
  setImmediate(() => {
    live.to(gameRoom(patch.gameId)).emit('leaderboard:patch', patch)
    live.to(gameRoom(patch.gameId, PATCH_ENCODING)).emit(ZPATCH_EVENT, patch.gameId, deflateFeed(patch))
  })
}
