/**
 * The socket.io client of the live feed, loaded on first use (socket.io-client is never in the entry
 * chunk). It joins the game's room on every (re)connect with the version the page holds, so the
 * server sends the patch or snapshot it missed; connection-state recovery is on at the server.
 * Where the browser can inflate, it asks for the compressed patches (docs/decisions/0033).
 */
import type { LiveClientToServerEvents, LiveServerToClientEvents } from '@contract/live-events'
import { LIVE_NAMESPACE } from '@contract/live-namespace'
import { PATCH_ENCODING, ZPATCH_EVENT, ZSNAPSHOT_EVENT } from '@contract/live-patch-deflate'
import type { LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import type { Socket } from 'socket.io-client'
import { getApiConfig } from '../config'
import { canInflatePatches, inflateFeed } from './patch-inflate'

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline'

export interface LiveSocketHandlers {
  /** The version to join with: the one the page holds now (0 when none). */
  version: () => number
  onPatch: (patch: LeaderboardPatch) => void
  onSnapshot: (snapshot: LeaderboardSnapshot) => void
  onState: (state: ConnectionState) => void
  /** A connect after a drop, recovered or not: the page asks the worker to poll at once. */
  onReconnect: () => void
}

export interface LiveConnection {
  close: () => void
}

export type ConnectLive = (gameId: number, handlers: LiveSocketHandlers) => LiveConnection

/** After this many failed attempts in a row the page says it is offline (it keeps trying). */
const ATTEMPTS_BEFORE_OFFLINE = 6

/** Same origin as the API (VITE_API_BASE_URL may put it elsewhere). */
function liveUrl(): string {
  const base = new URL(getApiConfig().baseUrl, globalThis.location?.href ?? 'http://127.0.0.1/')
  return `${base.origin}${LIVE_NAMESPACE}`
}

export const connectLive: ConnectLive = (gameId, handlers) => {
  let closed = false
  let close = () => {}
  handlers.onState('connecting')
  void import('socket.io-client').then(({ io }) => {
    if (closed) return
    const socket: Socket<LiveServerToClientEvents, LiveClientToServerEvents> = io(liveUrl(), {
      transports: ['websocket', 'polling'],
    })
    let connectedBefore = false
    let failures = 0
    const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false
    const compressed = canInflatePatches()
    socket.on('connect', () => {
      failures = 0
      socket.emit('join', { gameId, version: handlers.version(), ...(compressed ? { encoding: PATCH_ENCODING } : {}) })
      handlers.onState('live')
      if (connectedBefore) handlers.onReconnect()
      connectedBefore = true
    })
    socket.on('disconnect', (reason) => {
      handlers.onState(offline() ? 'offline' : 'reconnecting')
      // A server shutting down (a deploy, a restart) closes our socket itself, which socket.io does
      // not retry on its own; the manager's back-off takes over from this attempt.
      if (reason === 'io server disconnect' && !closed) socket.connect()
    })
    socket.on('connect_error', () => {
      failures += 1
      handlers.onState(
        offline() || failures >= ATTEMPTS_BEFORE_OFFLINE ? 'offline' : connectedBefore ? 'reconnecting' : 'connecting',
      )
    })
    socket.on('leaderboard:patch', (patch) => {
      if (patch.gameId === gameId) handlers.onPatch(patch)
    })
    // Inflating is asynchronous: one at a time, so messages reach the page in the order they came.
    let inflating = Promise.resolve()
    const inflated =
      <T>(deliver: (message: T) => void) =>
      (messageGameId: number, deflated: string) => {
        if (messageGameId !== gameId) return
        inflating = inflating.then(() =>
          inflateFeed<T>(deflated).then(deliver, () => {
            // A message that cannot be read is a message missed: the worker's poll at once bridges it.
            handlers.onReconnect()
          }),
        )
      }
    socket.on(ZPATCH_EVENT, inflated(handlers.onPatch))
    socket.on(ZSNAPSHOT_EVENT, inflated(handlers.onSnapshot))
    socket.on('leaderboard:snapshot', (snapshot) => {
      if (snapshot.gameId === gameId) handlers.onSnapshot(snapshot)
    })
    close = () => {
      socket.emit('leave', { gameId })
      socket.disconnect()
    }
  })
  return {
    close: () => {
      closed = true
      close()
    },
  }
}
