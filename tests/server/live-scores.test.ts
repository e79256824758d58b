import type { LeaderboardPatch, LeaderboardRowDto as LeaderboardRow, LeaderboardSnapshot } from '@contract/leaderboard'
import { applyBoardDiff } from '@domain/scoring/diff-rows'
import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { and, count, eq, max } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import {
  entries,
  holeScores,
  leaderboardVersions,
  liveScoreAudit,
  roundTotals,
  tournamentRounds,
  tournaments,
} from '../../server/db/schema/index'
import { SIMULATOR_AUTHOR } from '../../server/modules/live/score-author'
import { recordScore } from '../../server/modules/live/score-service'
import { KEPT_VERSIONS } from '../../server/modules/games/leaderboard-versions'
import { createTestApp, createTestDatabase, listen, testEnv, type TestDatabase } from './helpers'

const TOKEN = 'test-scorer-token'
const auth = { authorization: `Bearer ${TOKEN}` }

interface Live {
  gameId: number
  round: number
  players: number[]
}

async function findLiveGame(db: AppDb): Promise<Live> {
  const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
  if (!game) throw new Error('the test season has no game in progress')
  const field = await db
    .select({ playerId: entries.playerId })
    .from(entries)
    .where(and(eq(entries.tournamentId, game.id), eq(entries.status, 'active')))
  return { gameId: game.id, round: game.currentRound, players: field.map((e) => e.playerId) }
}

async function counts(db: AppDb, gameId: number) {
  const [scores] = await db.select({ n: count() }).from(holeScores).where(eq(holeScores.tournamentId, gameId))
  const [totals] = await db.select({ n: count() }).from(roundTotals).where(eq(roundTotals.tournamentId, gameId))
  const [audit] = await db.select({ n: count() }).from(liveScoreAudit).where(eq(liveScoreAudit.tournamentId, gameId))
  const [versions] = await db
    .select({ n: count(), latest: max(leaderboardVersions.version) })
    .from(leaderboardVersions)
    .where(eq(leaderboardVersions.tournamentId, gameId))
  return { scores: scores!.n, totals: totals!.n, audit: audit!.n, versions: versions!.n, latest: versions!.latest ?? 0 }
}

const nextEvent = <T>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
    socket.once(event, (payload: T) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })

describe('live scores', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  let url: string
  let live: Live
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
  const post = (payload: unknown, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url: '/api/live/scores', headers, payload: payload as object })
  /** `strokes`, or another value when the demo card already holds it (a score must change the row). */
  const differentFrom = async (playerIndex: number, hole: number, strokes: number) => {
    const [row] = await db
      .select({ strokes: holeScores.strokes })
      .from(holeScores)
      .innerJoin(entries, eq(entries.id, holeScores.entryId))
      .where(
        and(
          eq(entries.tournamentId, live.gameId),
          eq(entries.playerId, live.players[playerIndex]!),
          eq(holeScores.round, live.round),
          eq(holeScores.hole, hole),
        ),
      )
    return row?.strokes === strokes ? strokes + 1 : strokes
  }
  const score = (playerIndex: number, hole: number, strokes: number) => ({
    gameId: live.gameId,
    round: live.round,
    playerId: live.players[playerIndex]!,
    hole,
    strokes,
  })

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, { env: testEnv({ SCORER_TOKEN: TOKEN }) })
    url = await listen(app)
    live = await findLiveGame(db)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    await app.close()
    await testDb.cleanup()
  })

  it('answers version 0 with a content ETag before any live score', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ gameId: live.gameId, version: 0 })
    expect(res.headers.etag).not.toBe(`"${live.gameId}-0"`)
  })

  it('pushes a patch with the changed row to a joined client, with versions strictly increasing', async () => {
    const socket = await client()
    expect(await join(socket, { gameId: live.gameId })).toEqual({ ok: true, room: `game:${live.gameId}` })
    const versions: number[] = []
    let from = 0
    type Board = { rows: LeaderboardRow[]; currentRound: number; cut: unknown }
    let held = (await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard` })).json<Board>().rows
    let state: LeaderboardPatch['board'] = undefined
    for (const [i, hole, base] of [
      [0, 1, 3],
      [0, 2, 4],
      [1, 1, 5],
    ] as const) {
      const strokes = await differentFrom(i, hole, base)
      const received = nextEvent<LeaderboardPatch>(socket, 'leaderboard:patch')
      const res = await post(score(i, hole, strokes))
      expect(res.statusCode, res.body).toBe(200)
      const { version } = res.json<{ gameId: number; version: number }>()
      const patch = await received
      expect(patch).toMatchObject({ gameId: live.gameId, from, to: version })
      const row = patch.rows.find((r) => r.playerId === live.players[i])
      expect(row).toBeDefined()
      const board = (await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard` })).json<Board>()
      // The row patches rebuild the served board exactly, order included.
      const before = new Map(held.map((r) => [r.playerId, r]))
      held = applyBoardDiff(held, patch)!
      expect(held).toEqual(board.rows)
      const current = board.rows.find((r) => r.playerId === row!.playerId)!
      expect(held.find((r) => r.playerId === row!.playerId)).toMatchObject({ total: current.total, thru: current.thru })
      // A held row comes with only its changed fields: never its unchanged name.
      for (const sent of patch.rows) {
        const old = before.get(sent.playerId)
        if (from > 0 && old) expect(sent).not.toHaveProperty('name')
        if (from > 0 && old)
          for (const [key, value] of Object.entries(sent))
            if (key !== 'playerId') expect(value).not.toEqual(old[key as keyof LeaderboardRow])
      }
      // The board-wide fields come when they changed (the first version always), else the held ones stay.
      if (from === 0) expect(patch.board).toBeDefined()
      state = patch.board ?? state
      expect(state).toMatchObject({ status: 2, currentRound: board.currentRound, cut: board.cut })
      if (from > 0) expect(patch.rows.length).toBeLessThan(board.rows.length)
      versions.push(version)
      from = version
    }
    expect(versions).toEqual([versions[0], versions[0]! + 1, versions[0]! + 2])
    expect(versions[0]).toBe(1)
  })

  it('refuses invalid scores and changes nothing', async () => {
    const before = await counts(db, live.gameId)
    const [otherGame] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.status, 3))
    const cases: Array<[unknown, number, string]> = [
      [{ ...score(0, 19, 4) }, 400, 'hole'],
      [{ ...score(0, 0, 4) }, 400, 'hole'],
      [{ ...score(0, 3, 21) }, 400, 'strokes'],
      [{ ...score(0, 3, 0) }, 400, 'strokes'],
      [{ ...score(0, 3, 4), playerId: 999_999 }, 400, 'playerId'],
      [{ ...score(0, 3, 4), gameId: 999_999 }, 404, 'gameId'],
      [{ ...score(0, 3, 4), round: live.round + 1 }, 409, 'round'],
      [{ ...score(0, 3, 4), gameId: otherGame!.id }, 409, 'gameId'],
    ]
    for (const [payload, status, field] of cases) {
      const res = await post(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(res.json().fields, res.body).toHaveProperty(field)
      expect(res.json().message).toEqual(expect.any(String))
    }
    // The service refuses the same way for callers that bypass the route (import, simulator).
    await expect(recordScore(db, { ...score(0, 3, 4), hole: 19 }, { author: SIMULATOR_AUTHOR })).rejects.toMatchObject({
      statusCode: 400,
      fields: { hole: 'too_big' },
    })
    expect(await counts(db, live.gameId)).toEqual(before)
  })

  it('refuses a player outside the field and a round marked complete', async () => {
    const before = await counts(db, live.gameId)
    const field = new Set(
      (await db.select({ playerId: entries.playerId }).from(entries).where(eq(entries.tournamentId, live.gameId))).map(
        (e) => e.playerId,
      ),
    )
    const stranger = (await db.select({ playerId: entries.playerId }).from(entries))
      .map((e) => e.playerId)
      .find((id) => !field.has(id))
    expect(stranger).toBeDefined()
    const res = await post({ ...score(0, 3, 4), playerId: stranger })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/not in the field|does not exist/)

    await db
      .update(tournamentRounds)
      .set({ status: 'complete' })
      .where(and(eq(tournamentRounds.tournamentId, live.gameId), eq(tournamentRounds.round, live.round)))
    try {
      const closed = await post(score(0, 3, 4))
      expect(closed.statusCode).toBe(409)
      expect(closed.json()).toMatchObject({ code: 'CONFLICT', fields: { round: 'invalid_value' } })
    } finally {
      await db
        .update(tournamentRounds)
        .set({ status: 'playing' })
        .where(and(eq(tournamentRounds.tournamentId, live.gameId), eq(tournamentRounds.round, live.round)))
    }
    expect(await counts(db, live.gameId)).toEqual(before)
  })

  it('replaces a corrected hole and audits it', async () => {
    const playerId = live.players[2]!
    const [entry] = await db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, live.gameId), eq(entries.playerId, playerId)))
    expect((await post(score(2, 7, 5))).statusCode).toBe(200)
    expect((await post(score(2, 7, 4))).statusCode).toBe(200)
    const holes = await db
      .select()
      .from(holeScores)
      .where(and(eq(holeScores.entryId, entry!.id), eq(holeScores.round, live.round), eq(holeScores.hole, 7)))
    expect(holes.map((h) => h.strokes)).toEqual([4])
    const audit = await db
      .select()
      .from(liveScoreAudit)
      .where(and(eq(liveScoreAudit.entryId, entry!.id), eq(liveScoreAudit.hole, 7)))
    expect(audit.map((a) => [a.newStrokes, a.source])).toEqual(
      expect.arrayContaining([
        [5, 'api'],
        [4, 'api'],
      ]),
    )
    expect(audit.find((a) => a.newStrokes === 4)!.oldStrokes).toBe(5)
    const [total] = await db
      .select()
      .from(roundTotals)
      .where(and(eq(roundTotals.entryId, entry!.id), eq(roundTotals.round, live.round)))
    const [sum] = await db
      .select({ n: count() })
      .from(holeScores)
      .where(and(eq(holeScores.entryId, entry!.id), eq(holeScores.round, live.round)))
    expect(total!.holesPlayed).toBe(sum!.n)
  })

  it('gives 10 concurrent scores 10 distinct consecutive versions', async () => {
    const { latest } = await counts(db, live.gameId)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(score(3 + (i % 5), 10 + Math.floor(i / 5), 4))),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    const versions = results.map((r) => r.json<{ version: number }>().version).sort((a, b) => a - b)
    expect(versions).toEqual(Array.from({ length: 10 }, (_, i) => latest + 1 + i))
  })

  it('answers the stored version with its ETag, 304 on If-None-Match, and a patch since a kept version', async () => {
    const { latest } = await counts(db, live.gameId)
    const res = await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard` })
    expect(res.json()).toMatchObject({ version: latest, status: 2 })
    expect(res.headers.etag).toBe(`"${live.gameId}-${latest}"`)
    const again = await app.inject({
      method: 'GET',
      url: `/api/game/${live.gameId}/leaderboard`,
      headers: { 'if-none-match': res.headers.etag! },
    })
    expect(again.statusCode).toBe(304)
    // No body, and no header promising one (a strict HTTP reader would wait for those bytes).
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['content-length'] ?? '0').toBe('0')
    const en = await app.inject({
      method: 'GET',
      url: `/api/game/${live.gameId}/leaderboard`,
      headers: { languagecode: 'en', 'if-none-match': res.headers.etag! },
    })
    expect(en.statusCode).toBe(200)
    expect(en.json().rows[0].name).toMatch(/^[A-Za-z]/)

    const patch = await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard?since=${latest - 1}` })
    expect(patch.statusCode).toBe(200)
    expect(patch.json()).toMatchObject({ kind: 'patch', gameId: live.gameId, from: latest - 1, to: latest })
    expect(patch.json().rows.length).toBeGreaterThan(0)
    expect(patch.json().rows.length).toBeLessThan(res.json().rows.length)
    expect(
      (await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard?since=${latest}` })).statusCode,
    ).toBe(304)
    for (const since of [0, latest + 5]) {
      const board = await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard?since=${since}` })
      expect(board.json()).toMatchObject({ version: latest })
      expect(board.json()).not.toHaveProperty('kind')
    }
  })

  it('catches a joining client up: nothing if current, a patch from a kept version, else a snapshot', async () => {
    const { latest } = await counts(db, live.gameId)
    const socket = await client()
    const events: string[] = []
    socket.onAny((event: string) => events.push(event))

    expect(await join(socket, { gameId: live.gameId, version: latest })).toMatchObject({ ok: true })
    const patched = nextEvent<LeaderboardPatch>(socket, 'leaderboard:patch')
    await join(socket, { gameId: live.gameId, version: latest - 2 })
    expect(await patched).toMatchObject({ gameId: live.gameId, from: latest - 2, to: latest })

    for (const version of [0, latest + 3]) {
      const snap = nextEvent<LeaderboardSnapshot>(socket, 'leaderboard:snapshot')
      await join(socket, { gameId: live.gameId, version })
      const snapshot = await snap
      expect(snapshot).toMatchObject({ gameId: live.gameId, version: latest })
      expect(snapshot.rows.length).toBeGreaterThanOrEqual(live.players.length)
    }
    expect(events).toEqual(['leaderboard:patch', 'leaderboard:snapshot', 'leaderboard:snapshot'])
  })

  it(`keeps only the last ${KEPT_VERSIONS} versions and answers a snapshot for a dropped one`, async () => {
    for (let i = 0; i < KEPT_VERSIONS + 2; i++)
      await recordScore(db, score(8, 18, 3 + (i % 3)), { author: SIMULATOR_AUTHOR })
    const { versions, latest } = await counts(db, live.gameId)
    expect(versions).toBe(KEPT_VERSIONS)
    const socket = await client()
    const snap = nextEvent<LeaderboardSnapshot>(socket, 'leaderboard:snapshot')
    await join(socket, { gameId: live.gameId, version: 1 })
    expect((await snap).version).toBe(latest)
    const since = await app.inject({ method: 'GET', url: `/api/game/${live.gameId}/leaderboard?since=1` })
    expect(since.json()).toMatchObject({ version: latest })
  })

  it('answers 401 without the scorer token, and to the old token once none is configured', async () => {
    const before = await counts(db, live.gameId)
    expect((await post(score(0, 5, 4), {})).statusCode).toBe(401)
    const wrong = await post(score(0, 5, 4), { authorization: 'Bearer nope' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' })

    const closed = await createTestApp(testDb.database, { env: testEnv({ SCORER_TOKEN: '' }) })
    try {
      const res = await closed.inject({
        method: 'POST',
        url: '/api/live/scores',
        headers: auth,
        payload: score(0, 5, 4),
      })
      // Unset, the operator's token is nobody's: only scorer logins and named feed tokens remain (0044).
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toMatch(/a feed token or the scorer token is required/)
    } finally {
      await closed.close()
    }
    expect(await counts(db, live.gameId)).toEqual(before)
  })
})
