import { inflateRawSync } from 'node:zlib'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { dictionaryBytes, PATCH_DICTIONARY, ZPATCH_EVENT } from '@contract/live-patch-deflate'
import { and, eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inflateFeed } from '../../src/api/live/patch-inflate'
import type { App } from '../../server/app'
import { entries, holeScores, tournaments } from '../../server/db/schema/index'
import { createTestApp, createTestDatabase, listen, testEnv, type TestDatabase } from './helpers'

// The compressed live feed (docs/decisions/0033): what a portal page receives is the same patch a
// plain client receives, decoded by the browser's own code, for a fraction of the bytes.
const TOKEN = 'test-scorer-token'

describe('compressed patches (leaderboard:zpatch)', () => {
  let testDb: TestDatabase
  let app: App
  let url: string
  let gameId: number
  let round: number
  let playerId: number
  const sockets: Socket[] = []

  const client = async () => {
    const socket = connect(`${url}${LIVE_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    return socket
  }
  const join = (socket: Socket, payload: unknown) =>
    socket.timeout(5000).emitWithAck('join', payload) as Promise<LiveAck>
  /** Everything a socket receives from now on, by event. */
  const record = (socket: Socket) => {
    const got: Array<[string, unknown[]]> = []
    socket.onAny((event: string, ...args: unknown[]) => got.push([event, args]))
    return got
  }
  let strokes = 2
  const postScore = async () => {
    strokes = strokes === 2 ? 6 : 2
    const res = await app.inject({
      method: 'POST',
      url: '/api/live/scores',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { gameId, round, playerId, hole: 18, strokes },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ version: number }>().version
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const db = testDb.database.db
    app = await createTestApp(testDb.database, { env: testEnv({ SCORER_TOKEN: TOKEN }) })
    url = await listen(app)
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    round = game!.currentRound
    // A player of the live round who has not reached the 18th yet, so every score there is new or a correction.
    const field = await db
      .select({ id: entries.id, playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.status, 'active')))
    const scored18 = new Set(
      (
        await db
          .select({ entryId: holeScores.entryId })
          .from(holeScores)
          .where(and(eq(holeScores.tournamentId, gameId), eq(holeScores.round, round), eq(holeScores.hole, 18)))
      ).map((s) => s.entryId),
    )
    playerId = field.find((e) => !scored18.has(e.id))!.playerId
  })
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    await app.close()
    await testDb.cleanup()
  })

  it('sends a deflate client the same patch as a plain one, once, in far fewer bytes', async () => {
    const plain = await client()
    const deflate = await client()
    expect(await join(plain, { gameId })).toEqual({ ok: true, room: `game:${gameId}` })
    expect(await join(deflate, { gameId, encoding: 'deflate' })).toEqual({ ok: true, room: `game:${gameId}:deflate` })
    const plainGot = record(plain)
    const deflateGot = record(deflate)

    const version = await postScore()
    await until(() => plainGot.length > 0 && deflateGot.length > 0)
    await new Promise((r) => setTimeout(r, 100)) // nothing else arrives after the first
    expect(plainGot.map(([event]) => event)).toEqual(['leaderboard:patch'])
    expect(deflateGot.map(([event]) => event)).toEqual([ZPATCH_EVENT])

    const patch = plainGot[0]![1][0] as LeaderboardPatch
    expect(patch).toMatchObject({ gameId, to: version })
    const [zGameId, deflated] = deflateGot[0]![1] as [number, string]
    expect(zGameId).toBe(gameId)
    // The browser's decoder (DecompressionStream with the dictionary as a stored block) and zlib's own
    // preset-dictionary inflate read the same patch.
    expect(await inflateFeed(deflated)).toEqual(patch)
    expect(
      JSON.parse(
        inflateRawSync(Buffer.from(deflated, 'base64'), { dictionary: Buffer.from(dictionaryBytes()) }).toString(),
      ),
    ).toEqual(patch)
    expect(Buffer.byteLength(deflated)).toBeLessThan(JSON.stringify(patch).length / 2)
  })

  it('moves a socket between the plain and the compressed room when it joins again in the other encoding', async () => {
    const socket = await client()
    await join(socket, { gameId, encoding: 'deflate' })
    await join(socket, { gameId })
    const got = record(socket)
    await postScore()
    await until(() => got.length > 0)
    await new Promise((r) => setTimeout(r, 100))
    expect(got.map(([event]) => event)).toEqual(['leaderboard:patch'])

    expect(await socket.timeout(5000).emitWithAck('leave', { gameId })).toMatchObject({ ok: true })
    const rooms = app.io.of(LIVE_NAMESPACE).adapter.rooms
    expect(rooms.get(`game:${gameId}`)?.has(socket.id!) ?? false).toBe(false)
    expect(rooms.get(`game:${gameId}:deflate`)?.has(socket.id!) ?? false).toBe(false)
  })

  it('refuses an encoding it does not know', async () => {
    const socket = await client()
    expect(await join(socket, { gameId, encoding: 'gzip' })).toMatchObject({ ok: false, code: 'VALIDATION' })
  })

  it('rejects what is not a patch of this dictionary instead of handing the page garbage', async () => {
    await expect(inflateFeed(Buffer.from('not deflate at all').toString('base64'))).rejects.toThrow()
    await expect(inflateFeed('')).rejects.toThrow()
    expect(PATCH_DICTIONARY).toMatch(/^[\x20-\x7e]+$/)
  })
})
