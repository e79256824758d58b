import { gameRoom, LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'

const ask = (socket: Socket, event: 'join' | 'leave', payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<LiveAck>

describe('socket.io /live namespace (single node)', () => {
  let testDb: TestDatabase
  let app: App
  let client: Socket

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    const url = await listen(app)
    client = connect(`${url}${LIVE_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], reconnection: false })
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve())
      client.once('connect_error', reject)
    })
  })
  afterAll(async () => {
    client?.disconnect()
    await app.close()
    await testDb.cleanup()
  })

  it('joins a game room and receives what is published to it', async () => {
    expect(await ask(client, 'join', { gameId: 1 })).toEqual({ ok: true, room: 'game:1' })
    const received = new Promise((resolve) => client.once('leaderboard:patch', resolve))
    app.io.of(LIVE_NAMESPACE).to(gameRoom(1)).emit('leaderboard:patch', { gameId: 1, from: 1, to: 2, rows: [] })
    await expect(received).resolves.toEqual({ gameId: 1, from: 1, to: 2, rows: [] })
  })

  it('leaves compression to the feed itself: the websocket negotiates no per-connection deflate', () => {
    // engine.io-client's Node transport keeps the `ws` socket it opened; its extensions are what the server accepted.
    const { ws } = client.io.engine.transport as unknown as { ws: { extensions: string } }
    expect(ws.extensions).toBe('')
  })

  it('stops receiving after leaving', async () => {
    expect(await ask(client, 'leave', { gameId: 1 })).toEqual({ ok: true, room: 'game:1' })
    expect(app.io.of(LIVE_NAMESPACE).adapter.rooms.get('game:1')).toBeUndefined()
  })

  it('refuses a malformed room request', async () => {
    expect(await ask(client, 'join', { gameId: 'abc' })).toMatchObject({ ok: false, code: 'VALIDATION' })
  })

  it('closes with the app even while clients are connected', async () => {
    const started = Date.now()
    const disconnected = new Promise((resolve) => client.once('disconnect', resolve))
    await app.close()
    await disconnected
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
