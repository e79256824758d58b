import { z } from 'zod'
import { INT4_MAX } from './int4'
import type { LeaderboardPatch, LeaderboardSnapshot } from './leaderboard'
import { PATCH_ENCODING, type PatchEncoding } from './live-patch-deflate'

/**
 * socket.io events of the live-score channel, shared by server and browser.
 * Clients join one room per game they watch and receive that game's leaderboard patches.
 */
export { LIVE_NAMESPACE } from './live-namespace'

/** The room of a game's watchers; those who asked for compressed patches have a room of their own. */
export const gameRoom = (gameId: number, encoding?: PatchEncoding) =>
  encoding ? `game:${gameId}:${encoding}` : `game:${gameId}`

/** Payload of `join` and `leave`. Ids and versions are int4 columns: larger ones are refused here. */
export const liveRoomRequestSchema = z.object({
  gameId: z.number().int().positive().max(INT4_MAX),
})

export type LiveRoomRequest = z.infer<typeof liveRoomRequestSchema>

/**
 * Payload of `join`: the room plus the leaderboard version the client holds (0 or absent: none).
 * Behind the latest version, the server answers on that socket with a `leaderboard:patch` from it,
 * or a `leaderboard:snapshot` when it no longer keeps that version (or does not know it).
 * `encoding: 'deflate'` asks for the game's patches as `leaderboard:zpatch` (contract/live-patch-deflate.ts).
 */
export const liveJoinRequestSchema = liveRoomRequestSchema.extend({
  version: z.number().int().nonnegative().max(INT4_MAX).optional(),
  encoding: z.literal(PATCH_ENCODING).optional(),
})

export type LiveJoinRequest = z.infer<typeof liveJoinRequestSchema>

/** Acknowledgement of `join`/`leave`: the room on success, an error code (contract/errors.ts) otherwise. */
export type LiveAck = { ok: true; room: string } | { ok: false; code: string; message: string }

export interface LiveClientToServerEvents {
  join: (request: LiveJoinRequest, ack?: (result: LiveAck) => void) => void
  leave: (request: LiveRoomRequest, ack?: (result: LiveAck) => void) => void
}

/** What the server pushes: to a game's room after each score, and to one socket catching up on `join`. */
export interface LiveServerToClientEvents {
  'leaderboard:patch': (patch: LeaderboardPatch) => void
  'leaderboard:snapshot': (snapshot: LeaderboardSnapshot) => void
  /** To a `deflate` room: the game id and the patch's JSON, deflated against PATCH_DICTIONARY, in base64. */
  'leaderboard:zpatch': (gameId: number, deflatedBase64: string) => void
  /** To a socket that joined with `deflate` and needs the whole board: the snapshot in the same form. */
  'leaderboard:zsnapshot': (gameId: number, deflatedBase64: string) => void
}
