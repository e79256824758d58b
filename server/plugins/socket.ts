import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createClient } from 'redis'
import { Server, type ServerOptions } from 'socket.io'
import { registerLiveNamespace } from '../modules/live/socket'

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

/**
 * permessage-deflate of the live feed (docs/decisions/0019). Patches are small and alike (same keys,
 * same shape), so compression with the context kept from frame to frame shrinks a live hour's push
 * about 5× (bench/live-bytes.ts). A 1 KB window holds the previous patch and keeps each connection's
 * zlib state small, which 10,000 viewers multiply; level 1 because the work is per connection.
 */
export const LIVE_DEFLATE = { threshold: 64, serverMaxWindowBits: 10, zlibDeflateOptions: { memLevel: 2, level: 1 } } as const

/** The URL without its password, for messages. */
const redactUrl = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')

async function connectRedisAdapter(app: FastifyInstance, url: string) {
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
    perMessageDeflate: LIVE_DEFLATE,
    // The Redis adapter does not support connection-state recovery (STACK.md); with it, clients
    // resync by leaderboard version after a reconnect instead.
    ...(redis
      ? { adapter: redis.adapter }
      : { connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true } }),
  }
  const io = new Server(app.server, serverOptions)
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
