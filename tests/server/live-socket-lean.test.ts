import { gameRoom, LIVE_NAMESPACE } from '@contract/live-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { App } from '../../server/app'
import { configureApiClient, resetApiClient } from '../../src/api/config'
import type { ConnectionState, LiveConnection } from '../../src/api/live/live-socket'
import { connectLiveLean } from '../../src/api/live/live-socket-lean'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'

/**
 * The broadcast page's lean socket client (socket.io's protocol over a plain WebSocket) against the
 * real socket.io server: it must join, hear the game's patches and notice the server going away.
 */
describe('lean live socket against the socket.io server', () => {
  let testDb: TestDatabase
  let app: App
  let connection: LiveConnection | undefined
  const states: ConnectionState[] = []
  const patches: unknown[] = []
  let reconnects = 0

  beforeAll(async () => {
    ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    configureApiClient({ baseUrl: `${await listen(app)}/api` })
  })
  afterAll(async () => {
    connection?.close()
    resetApiClient()
    await app.close().catch(() => {})
    await testDb.cleanup()
  })

  it('joins the game room with the version it holds and receives that game only', async () => {
    connection = connectLiveLean(5, {
      version: () => 3,
      onPatch: (patch) => patches.push(patch),
      onSnapshot: () => {},
      onState: (state) => states.push(state),
      onReconnect: () => (reconnects += 1),
    })
    await expect.poll(() => app.io.of(LIVE_NAMESPACE).adapter.rooms.get(gameRoom(5))?.size ?? 0).toBe(1)
    expect(states).toEqual(['connecting', 'live'])
    app.io
      .of(LIVE_NAMESPACE)
      .to(gameRoom(5))
      .emit('leaderboard:patch', { gameId: 5, from: 3, to: 4, rows: [], at: [], size: 0 })
    app.io.of(LIVE_NAMESPACE).emit('leaderboard:patch', { gameId: 6, from: 1, to: 2, rows: [], at: [], size: 0 })
    await expect.poll(() => patches).toEqual([{ gameId: 5, from: 3, to: 4, rows: [], at: [], size: 0 }])
    expect(reconnects).toBe(0)
  })

  it('says it is reconnecting when the server goes away', async () => {
    await app.close()
    await expect.poll(() => states.at(-1)).toMatch(/reconnecting|offline/)
  })
})
