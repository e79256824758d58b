import type { LeaderboardPatch } from '@contract/leaderboard'
import { gameRoom, LIVE_NAMESPACE } from '@contract/live-events'
import type { Server } from 'socket.io'
import type { LiveNamespace } from './socket'

/** Sends a patch to everyone watching its game (every node, through the Redis adapter when set). */
export function publishPatch(io: Server, patch: LeaderboardPatch): void {
  ;(io.of(LIVE_NAMESPACE) as LiveNamespace).to(gameRoom(patch.gameId)).emit('leaderboard:patch', patch)
}
