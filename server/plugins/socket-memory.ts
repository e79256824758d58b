/**
 * What a live connection keeps in memory after its handshake. engine.io holds each connection's first
 * HTTP request (headers, URL, query: a few KB) for as long as the connection lives: on the engine
 * socket (`request`, which socket.io's docs, "Memory usage", suggest dropping) and in the scope of
 * the `error` listener it adds to a WebSocket opened directly (`onUpgradeError`, left in place when
 * no transport upgrade follows). Nothing here reads the request after the handshake, and 10,000
 * viewers would hold some 40 MB of them (bench/live-fanout.ts).
 */

interface EngineSocket {
  request: unknown
  transport?: {
    name?: string
    socket?: {
      listeners(event: string): Array<(...args: unknown[]) => void>
      removeListener(event: string, listener: (...args: unknown[]) => void): unknown
    }
  }
}

/** engine.io's pre-upgrade error listener, by its name in engine.io 6 (build/server.js onWebSocket). */
const PRE_UPGRADE_LISTENER = 'onUpgradeError'

/** For `io.engine.on('connection', …)`: lets the handshake request go once the connection is open. */
export function releaseHandshakeRequest(raw: EngineSocket): void {
  raw.request = null
  const ws = raw.transport?.name === 'websocket' ? raw.transport.socket : undefined
  // The transport has its own error listener by now; engine.io's no-op one only keeps the request alive.
  for (const listener of ws?.listeners('error') ?? []) {
    if (listener.name === PRE_UPGRADE_LISTENER) ws!.removeListener('error', listener)
  }
}
