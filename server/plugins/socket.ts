import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Server, type ServerOptions } from 'socket.io'
import { LIVE_LIMITS } from '@contract/live-limits'
import { registerLiveNamespace } from '../modules/live/socket'
import { releaseHandshakeRequest } from './socket-memory'

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the same HTTP server as the API (path /socket.io). */
    io: Server
  }
}

export interface SocketPluginOptions {
  /** When set, rooms span every server node through Redis pub/sub. */
  redisUrl?: string | undefined
}

const REDIS_CONNECT_TIMEOUT_MS = 5000

/** The URL without its password, for messages. */
const redactUrl = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')

/** The Redis adapter; its libraries load only on a node configured with REDIS_URL. */
async function connectRedisAdapter(app: FastifyInstance, url: string) {
  const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')])
  const pub = createClient({ url })
  const sub = pub.duplicate()
  let connected = false
  let lastError: Error | undefined
  // node-redis reconnects by itself and reports each failure as an 'error' event, which would kill the
  // process if nobody listened. While starting, remember it for the message; once up, log it.
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (connected) app.log.error({ err: error }, 'redis client error')
      else lastError = error
    })
  }
  // By default a first connection is retried forever: fail the start instead of hanging silently.
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), REDIS_CONNECT_TIMEOUT_MS)
  })
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout])
  } catch (error) {
    pub.destroy()
    sub.destroy()
    throw new Error(`Redis at ${redactUrl(url)} did not answer: ${(lastError ?? (error as Error)).message}`)
  } finally {
    clearTimeout(timer)
  }
  connected = true
  return { adapter: createAdapter(pub, sub), close: () => Promise.allSettled([pub.close(), sub.close()]) }
}

async function registerSocketIo(app: FastifyInstance, options: SocketPluginOptions) {
  const redis = options.redisUrl ? await connectRedisAdapter(app, options.redisUrl) : undefined
  const serverOptions: Partial<ServerOptions> = {
    path: '/socket.io',
    serveClient: false,
    // No per-connection compression: the portal's patches and snapshots are compressed once per room
    // by the server itself (docs/decisions/0033). permessage-deflate would cost every socket its own
    // zlib work on every frame and stop socket.io from encoding a broadcast's frame once for all.
    perMessageDeflate: false,
    // The feed's clients send only joins and leaves (under 100 bytes): socket.io's default of 1 MB would
    // let anyone make the server buffer and parse a megabyte per message (docs/decisions/0043).
    maxHttpBufferSize: LIVE_LIMITS.maxMessageBytes,
    // The Redis adapter does not support connection-state recovery (docs/architecture.md#stack-redis-recovery); with
    // it, clients resync by leaderboard version after a reconnect instead.
    ...(redis
      ? { adapter: redis.adapter }
      : { connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true } }),
  }
  const io = new Server(app.server, serverOptions)
  io.engine.on('connection', releaseHandshakeRequest)
  app.decorate('io', io)
  registerLiveNamespace(io, app.log)

  // Open websockets would keep the HTTP server from closing: drop them, in every namespace,
  // before Fastify stops listening (io.disconnectSockets() alone only reaches the main namespace).
  app.addHook('preClose', async () => {
    for (const namespace of io._nsps.values()) namespace.local.disconnectSockets(true)
  })
  app.addHook('onClose', async () => {
    await io.close()
    await redis?.close()
  })
}

export const socketPlugin = fp(registerSocketIo, { name: 'fairway-socket' })
