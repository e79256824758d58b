/**
 * The live feed over a plain WebSocket speaking the socket.io protocol (Engine.IO 4, socket.io 5)
 * itself: the ~1 KB the broadcast page can afford instead of socket.io-client's ~12.5 KB
 * (docs/decisions/0020). Same contract as live-socket.ts (ConnectLive), so LiveSync takes either.
 * WebSocket only, no long-polling fallback: where a network blocks WebSockets the page's poll
 * (every 30 s on the broadcast page) keeps the board right, as it does for the portal.
 *
 * Packets used: Engine.IO `0` open (ping settings), `2` ping → `3` pong, `1` close; socket.io `40`
 * connect to the namespace, `41` disconnect, `42` event, `43` ack, `44` connect error.
 */
import type { LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import { LIVE_NAMESPACE } from '@contract/live-namespace'
import { getApiConfig } from '../config'
import type { ConnectLive } from './live-socket'

/** After this many failed attempts in a row the page says it is offline (it keeps trying), as live-socket.ts. */
const ATTEMPTS_BEFORE_OFFLINE = 6
const NS = `${LIVE_NAMESPACE},`

function socketUrl(): string {
  const base = new URL(getApiConfig().baseUrl, globalThis.location?.href ?? 'http://127.0.0.1/')
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}/socket.io/?EIO=4&transport=websocket`
}

/** Exponential back-off with jitter, 0.5 s to 8 s, like socket.io-client's defaults. */
const backoff = (attempt: number) => Math.min(8000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5)

export const connectLiveLean: ConnectLive = (gameId, handlers) => {
  let closed = false
  let socket: WebSocket | null = null
  let failures = 0
  let connectedBefore = false
  let joined = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let silence: ReturnType<typeof setTimeout> | undefined
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false
  const send = (packet: string) => socket?.readyState === WebSocket.OPEN && socket.send(packet)
  const emit = (event: string, payload: unknown, ackId?: number) =>
    send(`42${NS}${ackId ?? ''}${JSON.stringify([event, payload])}`)

  const onEvent = (event: unknown, payload: unknown) => {
    const message = payload as { gameId?: number } | null
    if (message?.gameId !== gameId) return
    if (event === 'leaderboard:patch') handlers.onPatch(message as LeaderboardPatch)
    else if (event === 'leaderboard:snapshot') handlers.onSnapshot(message as LeaderboardSnapshot)
  }

  const onPacket = (data: string, heartbeat: (ms?: number) => void) => {
    if (data[0] === '0') {
      const open = JSON.parse(data.slice(1)) as { pingInterval?: number; pingTimeout?: number }
      heartbeat((open.pingInterval ?? 25_000) + (open.pingTimeout ?? 20_000))
      send(`40${NS}`)
    } else if (data === '2') {
      heartbeat()
      send('3')
    } else if (data === '1') socket?.close()
    else if (data.startsWith(`40${NS}`)) {
      failures = 0
      joined = true
      emit('join', { gameId, version: handlers.version() }, 1)
      handlers.onState('live')
      if (connectedBefore) handlers.onReconnect()
      connectedBefore = true
    } else if (data.startsWith(`42${NS}`)) {
      // An ack id may precede the array (a server expecting an answer); the live events carry none.
      const [event, payload] = JSON.parse(data.slice(NS.length + 2).replace(/^\d+/, '')) as [unknown, unknown]
      onEvent(event, payload)
    } else if (data.startsWith(`41${NS}`) || data.startsWith(`44${NS}`)) socket?.close()
  }

  const open = () => {
    if (closed) return
    let timeoutMs = 45_000
    const heartbeat = (ms?: number) => {
      if (ms) timeoutMs = ms
      clearTimeout(silence)
      // No ping for too long: the connection is dead even if the browser has not noticed.
      silence = setTimeout(() => socket?.close(), timeoutMs)
    }
    const ws = new WebSocket(socketUrl())
    socket = ws
    ws.onmessage = (event) => {
      if (typeof event.data === 'string') onPacket(event.data, heartbeat)
    }
    // A failed attempt also fires close, which does the bookkeeping.
    ws.onerror = () => {}
    ws.onclose = () => {
      clearTimeout(silence)
      if (socket !== ws) return
      socket = null
      if (closed) return
      if (!joined) failures += 1
      joined = false
      handlers.onState(
        offline() || failures >= ATTEMPTS_BEFORE_OFFLINE ? 'offline' : connectedBefore ? 'reconnecting' : 'connecting',
      )
      retry = setTimeout(open, backoff(failures))
    }
  }

  handlers.onState('connecting')
  open()
  // Back online: try at once instead of waiting out the back-off.
  const onOnline = () => {
    if (socket || closed) return
    clearTimeout(retry)
    open()
  }
  globalThis.addEventListener?.('online', onOnline)
  return {
    close: () => {
      closed = true
      clearTimeout(retry)
      clearTimeout(silence)
      globalThis.removeEventListener?.('online', onOnline)
      if (joined) emit('leave', { gameId })
      socket?.close()
      socket = null
    },
  }
}
