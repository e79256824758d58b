import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MemoryWaitingRoomStore } from './memory-store'
import { RedisWaitingRoomStore } from './redis-store'
import { WaitingRoom } from './room'
import { waitingRoomRoutes } from './routes'
import { WaitingRoomSettingsCache } from './settings'

declare module 'fastify' {
  interface FastifyInstance {
    /** The tournaments' waiting rooms (docs/requirements/ticketing.md#tkt-8); the purchase asks it via admission.ts. */
    waitingRoom: WaitingRoom
  }
}

export interface WaitingRoomPluginOptions {
  /** With a URL the queue lives in Redis, shared by every node; without, in this process. */
  redisUrl?: string | undefined
  /** Prefix of the room's Redis keys (tests give each run its own); default `fairway:`. */
  keyPrefix?: string | undefined
}

async function registerWaitingRoom(app: FastifyInstance, options: WaitingRoomPluginOptions) {
  const store = options.redisUrl
    ? await RedisWaitingRoomStore.connect(options.redisUrl, options.keyPrefix ?? 'fairway:', (error) =>
        app.log.error({ err: error }, 'waiting room: redis client error'),
      )
    : new MemoryWaitingRoomStore()
  app.decorate('waitingRoom', new WaitingRoom(store, new WaitingRoomSettingsCache(app.db), app.authKeys.now))
  app.addHook('onClose', () => store.close())
  await app.register(waitingRoomRoutes, { prefix: '/api' })
}

/** Decorates the app for every plugin (the purchase route asks it) and adds the room's routes under /api. */
export const waitingRoomPlugin = fp(registerWaitingRoom, {
  name: 'fairway-waiting-room',
  dependencies: ['fairway-db', 'fairway-auth'],
})
