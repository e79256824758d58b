import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { io as connect, type Socket } from 'socket.io-client'

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
  socket.timeout(10_000).emitWithAck(event, payload) as Promise<LiveAck>
