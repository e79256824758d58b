import { ERROR_CODES } from '@contract/errors'
import { INT4_MAX } from '@contract/int4'
import {
  gameRoom,
  LIVE_NAMESPACE,
  liveJoinRequestSchema,
  liveRoomRequestSchema,
  type LiveAck,
  type LiveClientToServerEvents,
  type LiveJoinRequest,
  type LiveServerToClientEvents,
} from '@contract/live-events'
import { PATCH_ENCODING } from '@contract/live-patch-deflate'
import type { FastifyBaseLogger } from 'fastify'
import type { Namespace, Server, Socket } from 'socket.io'
import { limitEvents, TOO_MANY_GAMES, watchesTooMany } from './socket-limits'

export type LiveNamespace = Namespace<LiveClientToServerEvents, LiveServerToClientEvents>
export type LiveSocket = Socket<LiveClientToServerEvents, LiveServerToClientEvents>

/** Brings a socket that just joined a game's room up to date (see server/modules/live/sync.ts). */
export type JoinSync = (socket: LiveSocket, request: LiveJoinRequest) => Promise<void>

const joinSyncs = new WeakMap<LiveNamespace, JoinSync>()

/**
 * Installs the catch-up run after each `join`, before its acknowledgement (so a client has its patch
 * or snapshot when the ack arrives). Set by the live routes once the database is there: the
 * namespace itself is created with socket.io, before the database plugin.
 */
export function setJoinSync(live: LiveNamespace, sync: JoinSync): void {
  joinSyncs.set(live, sync)
}

/**
 * The live-score channel: a client joins `game:<id>` for each game it watches (with the leaderboard
 * version it holds, to catch up) and receives that game's `leaderboard:patch` events, published by
 * server/modules/live/publish.ts after each score; joined with `encoding: 'deflate'` it is in
 * `game:<id>:deflate` and receives them compressed as `leaderboard:zpatch`. Every socket is held to the
 * feed's limits (socket-limits.ts): events per second, games at once.
 */
export function registerLiveNamespace(io: Server, log: FastifyBaseLogger): LiveNamespace {
  const live = io.of(LIVE_NAMESPACE) as LiveNamespace

  const handleRoom = async (socket: LiveSocket, action: 'join' | 'leave', payload: unknown, ack?: unknown) => {
    // A client may omit the acknowledgement or send something else in its place.
    const reply = typeof ack === 'function' ? (ack as (result: LiveAck) => void) : () => undefined
    const parsed = (action === 'join' ? liveJoinRequestSchema : liveRoomRequestSchema).safeParse(payload)
    if (!parsed.success) {
      const expected =
        action === 'join'
          ? `{ gameId: integer 1..${INT4_MAX}, version?: integer 0..${INT4_MAX}, encoding?: 'deflate' }`
          : `{ gameId: integer 1..${INT4_MAX} }`
      reply({ ok: false, code: ERROR_CODES.VALIDATION, message: `Expected ${expected}` })
      return
    }
    const { gameId } = parsed.data
    if (action === 'join' && watchesTooMany(socket, gameId)) {
      reply(TOO_MANY_GAMES)
      return
    }
    const encoding = action === 'join' ? (parsed.data as LiveJoinRequest).encoding : undefined
    const room = gameRoom(gameId, encoding)
    // With the Redis adapter join/leave are local operations; awaiting keeps the ack after the fact.
    // A join in one encoding leaves the other's room, so a client never gets a patch twice.
    if (action === 'join') {
      await socket.leave(gameRoom(gameId, encoding ? undefined : PATCH_ENCODING))
      await socket.join(room)
    } else {
      await Promise.all([socket.leave(gameRoom(gameId)), socket.leave(gameRoom(gameId, PATCH_ENCODING))])
    }
    log.debug({ socket: socket.id, room, action }, 'live room')
    const sync = action === 'join' ? joinSyncs.get(live) : undefined
    if (sync) {
      try {
        await sync(socket, parsed.data)
      } catch (error) {
        // The room is joined: the client still gets the next patches and can resync over HTTP.
        log.error({ err: error, socket: socket.id, room }, 'live join catch-up failed')
      }
    }
    reply({ ok: true, room })
  }
  // One function per action for every socket (socket.io calls it with the socket as `this`): a
  // closure per socket would cost each of thousands of viewers its own pair of handlers.
  const onJoin = function (this: LiveSocket, payload: unknown, ack?: unknown) {
    return handleRoom(this, 'join', payload, ack)
  }
  const onLeave = function (this: LiveSocket, payload: unknown, ack?: unknown) {
    return handleRoom(this, 'leave', payload, ack)
  }

  live.on('connection', (socket: LiveSocket) => {
    limitEvents(socket, log)
    socket.on('join', onJoin)
    socket.on('leave', onLeave)
  })
  return live
}
