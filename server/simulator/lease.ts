import { randomUUID } from 'node:crypto'
import type { createClient } from 'redis'

type RedisClient = ReturnType<typeof createClient>

/** Who may run the simulator: one node of a cluster at a time. */
export interface Lease {
  /** True when this node holds the lease now (taking it if free or expired, renewing it if held). */
  hold(): Promise<boolean>
  /** Gives the lease up at once (so another node takes over without waiting) and closes the connection. */
  release(): Promise<void>
}

/** The key all nodes of a cluster compete for. */
export const LEASE_KEY = 'fairway:simulator:lease'
/** How long a tick waits for the first connection before skipping its turn. */
const CONNECT_WAIT_MS = 1000

// Renew only our own lease, else take it only if nobody holds it: atomic on the Redis server.
const HOLD = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`

export interface RedisLeaseOptions {
  url: string
  ttlMs: number
  key?: string
  /** This node's name in the lease (a random id by default). */
  holder?: string
  onError?: (error: Error) => void
}

/**
 * A lease in Redis (SET key holder NX PX ttl), renewed by its holder on every tick and taken over by
 * another node once it expires (the holder died or stalled for `ttlMs`). Any Redis error reads as
 * "not held": a node that cannot reach Redis stops simulating rather than risk playing twice.
 */
export function redisLease(options: RedisLeaseOptions): Lease {
  const key = options.key ?? LEASE_KEY
  const holder = options.holder ?? randomUUID()
  let client: RedisClient | null = null
  let connecting: Promise<unknown> | null = null

  /**
   * Connects once (node-redis reconnects by itself after that); false while not connected. The
   * client library loads here, so a node without Redis never loads it.
   */
  const ready = async () => {
    connecting ??= import('redis')
      .then(({ createClient }) => {
        // Commands fail at once while disconnected instead of queueing behind a reconnect (a tick must not hang).
        client = createClient({ url: options.url, disableOfflineQueue: true })
        // node-redis reports reconnect failures as 'error' events, which would kill the process unheard.
        client.on('error', (error: Error) => options.onError?.(error))
        return client.connect()
      })
      .catch((error: Error) => options.onError?.(error))
    if (!client?.isReady)
      await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())])
    return client?.isReady ?? false
  }
  return {
    async hold() {
      try {
        if (!(await ready()) || !client) return false
        const held = await client.eval(HOLD, { keys: [key], arguments: [holder, String(options.ttlMs)] })
        return held === 1
      } catch (error) {
        options.onError?.(error as Error)
        return false
      }
    },
    async release() {
      if (!client) return
      try {
        if (client.isReady) await client.eval(RELEASE, { keys: [key], arguments: [holder] })
      } catch (error) {
        options.onError?.(error as Error)
      } finally {
        if (client.isReady) await client.close().catch(() => undefined)
        else if (client.isOpen) client.destroy()
      }
    },
  }
}

/** Without Redis the single node always holds the lease. */
export const soleLease: Lease = { hold: async () => true, release: async () => undefined }
