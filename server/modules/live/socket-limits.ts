import { ERROR_CODES } from '@contract/errors'
import { gameRoom, type LiveAck } from '@contract/live-events'
import { LIVE_LIMITS } from '@contract/live-limits'
import { PATCH_ENCODING } from '@contract/live-patch-deflate'
import type { FastifyBaseLogger } from 'fastify'
import type { Socket } from 'socket.io'

/**
 * The per-connection limits of the public live feed (contract/live-limits.ts, docs/decisions/0043).
 * The message size is socket.io's own `maxHttpBufferSize` (server/plugins/socket.ts); the rest is here.
 */

/** A socket's event budget: a token bucket refilled with time, and the refusals since it was last full. */
export interface EventBucket {
  tokens: number
  /** performance.now() of the last event. */
  at: number
  refusals: number
}

export const fullBucket = (at: number): EventBucket => ({ tokens: LIVE_LIMITS.eventBurst, at, refusals: 0 })

/** Spends one event of the bucket at time `at` (ms): false when none is left. */
export function takeEvent(bucket: EventBucket, at: number): boolean {
  const refill = ((at - bucket.at) / 1000) * LIVE_LIMITS.eventsPerSecond
  bucket.tokens = Math.min(LIVE_LIMITS.eventBurst, bucket.tokens + Math.max(0, refill))
  bucket.at = at
  // Quiet long enough to refill the whole burst: earlier refusals are forgiven.
  if (bucket.tokens >= LIVE_LIMITS.eventBurst) bucket.refusals = 0
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1
    return true
  }
  bucket.refusals += 1
  return false
}

const RATE_LIMITED: LiveAck = {
  ok: false,
  code: ERROR_CODES.RATE_LIMITED,
  message:
    `Too many events: at most ${LIVE_LIMITS.eventBurst} at once, then ${LIVE_LIMITS.eventsPerSecond} a second; ` +
    `a connection that keeps sending after ${LIVE_LIMITS.refusalsBeforeDisconnect} refusals is closed`,
}

/**
 * Puts every event the socket sends (join, leave, or anything else) through its bucket: an event over
 * the limit is answered RATE_LIMITED (when it asked for an answer) and not run; a socket that keeps
 * flooding is disconnected. The bucket is the one closure a socket costs (socket.io's middleware
 * does not pass the socket).
 */
export function limitEvents(socket: Socket, log: FastifyBaseLogger): void {
  const bucket = fullBucket(performance.now())
  socket.use((event, next) => {
    if (takeEvent(bucket, performance.now())) return next()
    const ack = event[event.length - 1] as unknown
    if (typeof ack === 'function') ack(RATE_LIMITED)
    if (bucket.refusals >= LIVE_LIMITS.refusalsBeforeDisconnect && socket.connected) {
      log.warn({ socket: socket.id, address: socket.handshake.address }, 'live socket disconnected: event flood')
      socket.disconnect(true)
    }
  })
}

/** A `join` of a game the socket is not watching yet, when it already watches the most it may. */
export function watchesTooMany(socket: Socket, gameId: number): boolean {
  if (socket.rooms.has(gameRoom(gameId)) || socket.rooms.has(gameRoom(gameId, PATCH_ENCODING))) return false
  // One room per game (a join in one encoding leaves the other), plus the socket's own room.
  return socket.rooms.size - 1 >= LIVE_LIMITS.gamesPerSocket
}

export const TOO_MANY_GAMES: LiveAck = {
  ok: false,
  code: ERROR_CODES.CONFLICT,
  message: `A connection watches at most ${LIVE_LIMITS.gamesPerSocket} games at once: leave one before joining another`,
}
