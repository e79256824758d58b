import { ERROR_CODES } from '@contract/errors'
import { gameRoom, LIVE_NAMESPACE, liveRoomRequestSchema, type LiveAck, type LiveClientToServerEvents } from '@contract/live-events'
import type { FastifyBaseLogger } from 'fastify'
import type { Namespace, Server, Socket } from 'socket.io'

export type LiveNamespace = Namespace<LiveClientToServerEvents>
type LiveSocket = Socket<LiveClientToServerEvents>

/**
 * The live-score channel's seam. Today it only manages rooms: a client joins `game:<id>` for each
 * game it watches. The live-score issue publishes leaderboard patches with
 * `io.of(LIVE_NAMESPACE).to(gameRoom(id)).emit(...)` from its service, and may add handlers here.
 */
export function registerLiveNamespace(io: Server, log: FastifyBaseLogger): LiveNamespace {
  const live: LiveNamespace = io.of(LIVE_NAMESPACE)

  const roomHandler =
    (socket: LiveSocket, action: 'join' | 'leave') =>
    async (payload: unknown, ack?: unknown) => {
      // A client may omit the acknowledgement or send something else in its place.
      const reply = typeof ack === 'function' ? (ack as (result: LiveAck) => void) : () => undefined
      const parsed = liveRoomRequestSchema.safeParse(payload)
      if (!parsed.success) {
        reply({ ok: false, code: ERROR_CODES.VALIDATION, message: 'Expected { gameId: positive integer }' })
        return
      }
      const room = gameRoom(parsed.data.gameId)
      // With the Redis adapter join/leave are local operations; awaiting keeps the ack after the fact.
      await (action === 'join' ? socket.join(room) : socket.leave(room))
      log.debug({ socket: socket.id, room, action }, 'live room')
      reply({ ok: true, room })
    }

  live.on('connection', (socket: LiveSocket) => {
    socket.on('join', roomHandler(socket, 'join'))
    socket.on('leave', roomHandler(socket, 'leave'))
  })
  return live
}
