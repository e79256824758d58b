import { inflateRawSync } from 'node:zlib'
import type { LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import { dictionaryBytes, ZPATCH_EVENT } from '@contract/live-patch-deflate'
import { and, eq } from 'drizzle-orm'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { entries, tournaments } from '../../server/db/schema/index'
import { storeNextVersion } from '../../server/modules/live/board-version'
import { VERSION_CHECK_MS } from '../../server/modules/live/board-cache'
import { lockGame } from '../../server/modules/live/score-checks'
import { createTestApp, createTestDatabase, listen, testEnv, type TestDatabase } from './helpers'
import { countQueries } from '../support/count-queries'
import { ask, liveClients } from './live-clients'

// Catch-ups on join come from the node's cache of the newest board (docs/decisions/0043): a thousand
// joiners behind the latest version cost one database read, and what they get is what the database says.
const TOKEN = 'test-scorer-token'
const SOCKETS = 50
/** Waits on a loaded machine; nothing here is a timed assertion. */
const POLL = { timeout: 10_000 }

describe('catch-ups on join from the cached board', () => {
  let testDb: TestDatabase
  let app: App
  let url = ''
  let nowMs = Date.parse('2026-06-12T05:00:00Z')
  const clients = liveClients(() => url)
  let gameId = 0
  let round = 0
  let playerId = 0
  let strokes = 3

  const postScore = async () => {
    strokes = strokes === 3 ? 6 : 3
    const res = await app.inject({
      method: 'POST',
      url: '/api/live/scores',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { gameId, round, playerId, hole: 1, strokes },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ version: number }>().version
  }
  /** What the HTTP door answers for `?since=` (read from the database), the reference for a socket catch-up. */
  const since = async (version: number) =>
    (await app.inject({ method: 'GET', url: `/api/game/${gameId}/leaderboard?since=${version}` })).json()
  /** Every plain patch a socket receives from now on. */
  const patchesOf = (socket: Socket) => {
    const got: LeaderboardPatch[] = []
    socket.on('leaderboard:patch', (patch: LeaderboardPatch) => got.push(patch))
    return got
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const db = testDb.database.db
    // The app's clock stands still unless a test moves it: the cache trusts its version for VERSION_CHECK_MS.
    app = await createTestApp(testDb.database, {
      env: testEnv({ SCORER_TOKEN: TOKEN }),
      now: () => new Date(nowMs),
      purgeJob: false,
    })
    url = await listen(app)
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    round = game!.currentRound
    const [entry] = await db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.status, 'active')))
    playerId = entry!.playerId
  })
  afterAll(async () => {
    clients.closeAll()
    await app.close()
    await testDb.cleanup()
  })

  it(`answers ${SOCKETS * 20} joins behind the latest version with at most one database read`, async () => {
    const old = await postScore()
    await postScore()
    const latest = await postScore()
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => clients.open()))
    const received = sockets.map(patchesOf)

    const queries = countQueries(testDb.database.db)
    try {
      // 20 joins per connection: its whole burst (contract/live-limits.ts), alternately plain and compressed.
      const acks = sockets.flatMap((socket) =>
        Array.from({ length: 20 }, (_, i) =>
          ask(socket, 'join', { gameId, version: old, ...(i % 2 ? { encoding: 'deflate' } : {}) }),
        ),
      )
      expect((await Promise.all(acks)).every((ack) => ack.ok)).toBe(true)
      expect(queries.count()).toBeLessThanOrEqual(1)
    } finally {
      queries.stop()
    }
    await expect.poll(() => received.reduce((n, got) => n + got.length, 0), POLL).toBe(SOCKETS * 10)
    const reference = await since(old)
    expect(reference).toMatchObject({ kind: 'patch', from: old, to: latest })
    const { kind: _kind, ...patch } = reference
    for (const got of received) for (const p of got) expect(p).toEqual(patch)
  })

  it('follows the versions this node commits: patches, snapshots and current joins without a read', async () => {
    const before = await postScore()
    const latest = await postScore()
    const socket = await clients.open()
    const patches = patchesOf(socket)
    const snapshots: LeaderboardSnapshot[] = []
    socket.on('leaderboard:snapshot', (snapshot: LeaderboardSnapshot) => snapshots.push(snapshot))
    const compressed: string[] = []
    socket.on(ZPATCH_EVENT, (_id: number, data: string) => compressed.push(data))

    const queries = countQueries(testDb.database.db)
    try {
      await ask(socket, 'join', { gameId, version: before })
      await ask(socket, 'join', { gameId, version: before, encoding: 'deflate' })
      await ask(socket, 'join', { gameId, version: 0 })
      await ask(socket, 'join', { gameId, version: latest })
      expect(queries.sql()).toEqual([])
    } finally {
      queries.stop()
    }
    await expect.poll(() => patches.length + snapshots.length + compressed.length, POLL).toBe(3)
    const { kind: _kind, ...patch } = await since(before)
    expect(patches).toEqual([patch])
    const inflated = inflateRawSync(Buffer.from(compressed[0]!, 'base64'), {
      dictionary: Buffer.from(dictionaryBytes()),
    })
    expect(JSON.parse(inflated.toString())).toEqual(patch)
    const board = (await app.inject({ method: 'GET', url: `/api/game/${gameId}/leaderboard` })).json()
    const { gameId: _gameId, version, rows, ...state } = board
    expect(snapshots).toEqual([{ gameId, version, board: state, rows }])
    expect(version).toBe(latest)
  })

  it(`learns of a version stored elsewhere (another node, an import) within ${VERSION_CHECK_MS} ms`, async () => {
    const known = await postScore()
    // A version this process stores without committing it through its own writers, as another node would.
    const db = testDb.database.db
    const elsewhere = await db.transaction(async (tx) => storeNextVersion(tx, await lockGame(tx, gameId)))
    const socket = await clients.open()
    const patches = patchesOf(socket)

    await ask(socket, 'join', { gameId, version: known })
    expect(patches).toEqual([])

    nowMs += VERSION_CHECK_MS
    await ask(socket, 'join', { gameId, version: known })
    await expect.poll(() => patches.length, POLL).toBe(1)
    expect(patches[0]).toMatchObject({ gameId, from: known, to: elsewhere.to })
  })
})
