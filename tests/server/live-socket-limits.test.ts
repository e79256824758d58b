import { INT4_MAX } from '@contract/int4'
import { gameRoom, LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { LIVE_LIMITS } from '@contract/live-limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'
import { countQueries } from '../support/count-queries'
import { ask, liveClients } from './live-clients'

/** Waits on a loaded machine; nothing here is a timed assertion. */
const POLL = { timeout: 10_000 }

// The public live feed's limits per connection (docs/decisions/0043): what one abusive client can make
// the server do, and that everyone else keeps their feed meanwhile.
describe('limits of one /live connection', () => {
  let testDb: TestDatabase
  let app: App
  let url = ''
  const clients = liveClients(() => url)
  /** Log lines at error level or above (pino's 50). */
  const logged: Array<{ level: number; msg: string }> = []

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, {
      purgeJob: false,
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    })
    url = await listen(app)
  })
  afterAll(async () => {
    clients.closeAll()
    await app.close()
    await testDb.cleanup()
  })

  const errorLines = () => logged.filter((line) => line.level >= 50)
  const live = () => app.io.of(LIVE_NAMESPACE)

  it('refuses ids beyond the database column at validation: no database read, no error logged', async () => {
    const socket = await clients.open()
    const queries = countQueries(testDb.database.db)
    try {
      for (const payload of [
        { gameId: 2 ** 40 },
        { gameId: INT4_MAX + 1, version: 3 },
        { gameId: 1, version: 2 ** 40 },
      ]) {
        const answer = await ask(socket, 'join', payload)
        expect(answer).toMatchObject({ ok: false, code: 'VALIDATION' })
        expect((answer as { message: string }).message).toContain(String(INT4_MAX))
      }
      expect(await ask(socket, 'leave', { gameId: 2 ** 40 })).toMatchObject({ ok: false, code: 'VALIDATION' })
      expect(queries.sql()).toEqual([])
    } finally {
      queries.stop()
    }
    expect(live().adapter.rooms.get(gameRoom(2 ** 40))).toBeUndefined()
    // The largest id and version the column holds are a join like any other (the game does not exist).
    expect(await ask(socket, 'join', { gameId: INT4_MAX, version: INT4_MAX, encoding: 'deflate' })).toEqual({
      ok: true,
      room: gameRoom(INT4_MAX, 'deflate'),
    })
    expect(errorLines()).toEqual([])
  })

  it(`refuses a ${LIVE_LIMITS.gamesPerSocket + 1}th game on one connection until it leaves one`, async () => {
    const socket = await clients.open()
    const games = Array.from({ length: LIVE_LIMITS.gamesPerSocket }, (_, i) => 100 + i)
    for (const gameId of games) expect(await ask(socket, 'join', { gameId })).toMatchObject({ ok: true })

    const refused = await ask(socket, 'join', { gameId: 999 })
    expect(refused).toEqual({ ok: false, code: 'CONFLICT', message: expect.stringContaining('leave one') })
    expect(live().adapter.rooms.get(gameRoom(999))).toBeUndefined()
    // A game it already watches may be joined again, in either encoding.
    expect(await ask(socket, 'join', { gameId: games[3], encoding: 'deflate' })).toMatchObject({ ok: true })

    expect(await ask(socket, 'leave', { gameId: games[0] })).toMatchObject({ ok: true })
    expect(await ask(socket, 'join', { gameId: 999 })).toEqual({ ok: true, room: gameRoom(999) })
  })

  it('answers a flood RATE_LIMITED, then disconnects the flooder and only the flooder', async () => {
    const watcher = await clients.open()
    await ask(watcher, 'join', { gameId: 7 })
    const flooder = await clients.open()
    const flooderId = flooder.id!
    expect(live().sockets.has(flooderId)).toBe(true)
    const disconnected = new Promise<string>((resolve) => flooder.once('disconnect', resolve))
    const answers: LiveAck[] = []
    // Events of a game with no stored board: an admitted join costs the server a room and an ack.
    for (let i = 0; i < 5 * LIVE_LIMITS.eventBurst; i++)
      flooder.emit('join', { gameId: 8 }, (a: LiveAck) => answers.push(a))

    expect(await disconnected).toBe('io server disconnect')
    const refusals = answers.filter((a) => !a.ok)
    expect(refusals.length).toBeGreaterThan(0)
    expect(refusals.length).toBeLessThanOrEqual(LIVE_LIMITS.refusalsBeforeDisconnect)
    for (const refusal of refusals) {
      expect(refusal).toEqual({ ok: false, code: 'RATE_LIMITED', message: expect.stringContaining('Too many events') })
    }
    await expect.poll(() => live().sockets.has(flooderId), POLL).toBe(false)

    expect(watcher.connected).toBe(true)
    const received = new Promise((resolve) => watcher.once('leaderboard:patch', resolve))
    live().to(gameRoom(7)).emit('leaderboard:patch', { gameId: 7, from: 1, to: 2, rows: [], at: [], size: 0 })
    await expect(received).resolves.toMatchObject({ gameId: 7, to: 2 })
  })

  it(`closes a connection that sends a message over ${LIVE_LIMITS.maxMessageBytes} bytes, and no other`, async () => {
    const watcher = await clients.open()
    await ask(watcher, 'join', { gameId: 9 })
    const sender = await clients.open()
    const senderId = sender.id!
    expect(live().sockets.has(senderId)).toBe(true)
    // Just under the limit is a message like any other (the unknown field is dropped by validation).
    const fits = { gameId: 10, pad: 'x'.repeat(LIVE_LIMITS.maxMessageBytes - 100) }
    expect(await ask(sender, 'join', fits)).toEqual({ ok: true, room: gameRoom(10) })

    const disconnected = new Promise<string>((resolve) => sender.once('disconnect', resolve))
    sender.emit('join', { gameId: 10, pad: 'x'.repeat(LIVE_LIMITS.maxMessageBytes) })
    expect(await disconnected).toMatch(/^transport (close|error)$/)
    await expect.poll(() => live().sockets.has(senderId), POLL).toBe(false)

    expect(watcher.connected).toBe(true)
    const received = new Promise((resolve) => watcher.once('leaderboard:patch', resolve))
    live().to(gameRoom(9)).emit('leaderboard:patch', { gameId: 9, from: 1, to: 2, rows: [], at: [], size: 0 })
    await expect(received).resolves.toMatchObject({ gameId: 9, to: 2 })
    expect(errorLines()).toEqual([])
  })
})
