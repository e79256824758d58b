import { gameRoom, LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, listen, testEnv, type TestDatabase } from '../server/helpers'

// Runs only with REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project node
describe.skipIf(!process.env.REDIS_URL)('socket.io across two nodes through the Redis adapter', () => {
  let testDb: TestDatabase
  let nodeA: App
  let nodeB: App
  let client: Socket

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const env = testEnv({ REDIS_URL: process.env.REDIS_URL })
    nodeA = await createTestApp(testDb.database, { env })
    nodeB = await createTestApp(testDb.database, { env })
    const urlA = await listen(nodeA)
    await listen(nodeB)
    client = connect(`${urlA}${LIVE_NAMESPACE}`, { transports: ['websocket'], reconnection: false })
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve())
      client.once('connect_error', reject)
    })
  })
  afterAll(async () => {
    client?.disconnect()
    await nodeA?.close()
    await nodeB?.close()
    await testDb?.cleanup()
  })

  it('delivers to a client on node A what node B publishes to its game room', async () => {
    // A random game id keeps parallel runs on the same Redis from hearing each other.
    const gameId = 1_000_000 + Math.floor(Math.random() * 1_000_000)
    const ack = (await client.timeout(5000).emitWithAck('join', { gameId })) as LiveAck
    expect(ack).toEqual({ ok: true, room: gameRoom(gameId) })
    const received = new Promise((resolve) => client.once('leaderboard:patch', resolve))
    nodeB.io.of(LIVE_NAMESPACE).to(gameRoom(gameId)).emit('leaderboard:patch', { gameId, from: 3, to: 4, rows: [] })
    await expect(received).resolves.toEqual({ gameId, from: 3, to: 4, rows: [] })
  })

  it('sees the room from node B as well', async () => {
    const sockets = await nodeB.io.of(LIVE_NAMESPACE).fetchSockets()
    expect(sockets.map((s) => s.id)).toContain(client.id)
  })
})
