import { z } from 'zod'

/**
 * socket.io events of the live-score channel, shared by server and browser.
 * Clients join one room per game they watch and receive that game's leaderboard patches.
 */
export const LIVE_NAMESPACE = '/live'

export const gameRoom = (gameId: number) => `game:${gameId}`

/** Payload of `join` and `leave`. */
export const liveRoomRequestSchema = z.object({
  gameId: z.number().int().positive(),
})

export type LiveRoomRequest = z.infer<typeof liveRoomRequestSchema>

/** Acknowledgement of `join`/`leave`: the room on success, an error code (contract/errors.ts) otherwise. */
export type LiveAck = { ok: true; room: string } | { ok: false; code: string; message: string }

export interface LiveClientToServerEvents {
  join: (request: LiveRoomRequest, ack?: (result: LiveAck) => void) => void
  leave: (request: LiveRoomRequest, ack?: (result: LiveAck) => void) => void
}
