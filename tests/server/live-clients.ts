import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { io as connect, type Socket } from 'socket.io-client'
import type { AppDb } from '../../server/db/database'

/** socket.io clients of the /live namespace for the tests: one connection each, as separate browsers. */
export function liveClients(url: () => string) {
  const sockets: Socket[] = []
  return {
    async open(): Promise<Socket> {
      const socket = connect(`${url()}${LIVE_NAMESPACE}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
    closeAll(): void {
      for (const socket of sockets) socket.disconnect()
    },
  }
}

export const ask = (socket: Socket, event: 'join' | 'leave', payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<LiveAck>

/** Every statement the app sends to its PGlite, counted from now on (drizzle calls the client's `query`). */
export function countQueries(db: AppDb): { count(): number; sql(): string[]; stop(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  const original = client.query
  const seen: string[] = []
  client.query = function (this: unknown, ...args: unknown[]) {
    seen.push(String(args[0]))
    return original.apply(this, args)
  }
  return { count: () => seen.length, sql: () => [...seen], stop: () => void (client.query = original) }
}
