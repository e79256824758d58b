import { sql } from 'drizzle-orm'
import { gameListSchema, type GameSummaryDto } from '@contract/game'
import { courseInfoSchema, courseRoundSchema, timeTableSchema } from '@contract/game-course'
import { gameRecordSchema, holeDiffSchema, holeRecordSchema } from '@contract/game-records'
import { leaderboardSchema } from '@contract/leaderboard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('leaderboards, scores, course and tee sheet over the demo season', () => {
  let fx: FixtureDatabase
  let app: App
  let games: GameSummaryDto[]
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }
  const game = (pick: (g: GameSummaryDto) => boolean) => games.find(pick)!
  const count = async (query: ReturnType<typeof sql>) =>
    ((await fx.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    games = gameListSchema.parse(await json('/api/game?pageSize=100')).items
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('shows the game in progress with thru, today, tee times and a projected cut', async () => {
    const live = game((g) => g.status === 2)
    const board = leaderboardSchema.parse(await json(`/api/game/${live.gameId}/leaderboard`))
    expect(board).toMatchObject({ gameId: live.gameId, version: 0, status: 2, currentRound: 2, finished: false })
    expect(board.cut).toMatchObject({ afterRound: 2, projected: true })
    expect(board.cut!.line).not.toBeNull()
    const onCourse = board.rows.filter((r) => r.thru !== null && /^\d{1,2}\*?$/.test(r.thru))
    expect(onCourse.length).toBeGreaterThan(0)
    expect(onCourse.every((r) => r.today !== null)).toBe(true)
    expect(board.rows.some((r) => r.thru === 'F' && r.today !== null)).toBe(true)
    const waiting = board.rows.filter((r) => r.thru !== null && /^\d\d:\d\d\*?$/.test(r.thru))
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((r) => r.today === null && r.rounds[0]!.strokes !== null)).toBe(true)
    expect(board.rows.some((r) => r.position === 'WD')).toBe(true)
    expect(board.rows.filter((r) => r.rank !== null).map((r) => r.rank)).toEqual(
      [...board.rows.filter((r) => r.rank !== null).map((r) => r.rank!)].sort((a, b) => a - b),
    )
  })

  it('answers boards for old seasons (stored result), match play and upcoming games', async () => {
    const old = game((g) => g.status === 3 && g.year < games.at(-1)!.year)
    const holes = await count(sql`select count(*)::int as n from hole_scores where tournament_id = ${old.gameId}`)
    expect(holes).toBe(0)
    const board = leaderboardSchema.parse(await json(`/api/game/${old.gameId}/leaderboard`))
    expect(board.rows[0]).toMatchObject({ rank: 1, thru: 'F', status: 'finished' })
    expect(board.rows[0]!.position).toMatch(/^T?1$/)
    expect(board.rows[0]!.rounds.every((r) => r.strokes !== null)).toBe(true)
    expect(board.cut).toMatchObject({ projected: false })
    expect(board.rows.some((r) => r.position === 'MC')).toBe(true)

    const match = leaderboardSchema.parse(
      await json(`/api/game/${game((g) => g.format === 'match').gameId}/leaderboard`),
    )
    expect(match.rows[0]).toMatchObject({ position: '1', rank: 1 })

    const upcoming = leaderboardSchema.parse(
      await json(`/api/game/${game((g) => g.status === 1 || g.status === 4).gameId}/leaderboard`),
    )
    expect(upcoming.currentRound).toBe(1)
    expect(upcoming.rows.every((r) => r.position === '-' && r.rank === null)).toBe(true)
  })

  it('answers 404 and 400 for the leaderboard of an unknown or non-numeric game', async () => {
    expect((await get('/api/game/987654/leaderboard')).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await get('/api/game/x1/leaderboard')).statusCode).toBe(400)
  })

  it('reads a game in a fixed number of queries, whatever the field size', async () => {
    const live = game((g) => g.status === 2)
    const queries: string[] = []
    const pg = (fx.database.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }).session
      .client
    const original = pg.query.bind(pg)
    pg.query = (...args: unknown[]) => (queries.push(String(args[0])), original(...args))
    try {
      await json(`/api/game/${live.gameId}/leaderboard`)
    } finally {
      pg.query = original
    }
    // The tournament, its course holes, entries with players, hole scores, tee groups, rounds (suspension, drafts).
    expect(queries.length).toBeGreaterThanOrEqual(4)
    expect(queries.length).toBeLessThanOrEqual(7)
  })

  it("answers every player's round-by-round record in board order", async () => {
    const done = game((g) => g.status === 3 && g.format === 'stroke' && g.year === games.at(-1)!.year)
    const record = gameRecordSchema.parse(await json(`/api/game/gameRecord?gameId=${done.gameId}`))
    expect(record.lines.length).toBe(
      await count(sql`select count(*)::int as n from entries where tournament_id = ${done.gameId}`),
    )
    expect(record.lines[0]).toMatchObject({ rank: 1, playerId: done.winners[0]!.playerId })
    expect(record.lines[0]!.rounds).toHaveLength(4)
    expect(record.lines[0]!.prizeWon).toBeGreaterThan(0)
  })

  it("answers hole-by-hole cards of a player's group, of a group and of the field", async () => {
    const live = game((g) => g.status === 2)
    const field = holeRecordSchema.parse(await json(`/api/game/hole/record?gameId=${live.gameId}&round=1`))
    expect(field.round).toBe(1)
    expect(field.pars.reduce((s, p) => s + p, 0)).toBe(live.course!.par)
    const player = field.cards[5]!
    const group = holeRecordSchema.parse(
      await json(`/api/game/hole/record?gameId=${live.gameId}&round=1&playerId=${player.playerId}`),
    )
    expect(group.cards[0]).toEqual(player)
    expect(new Set(group.cards.map((c) => c.groupNo))).toEqual(new Set([player.groupNo]))
    const byNo = holeRecordSchema.parse(
      await json(`/api/game/hole/record?gameId=${live.gameId}&round=1&groupNo=${player.groupNo}`),
    )
    expect(byNo.cards.map((c) => c.playerId).sort()).toEqual(group.cards.map((c) => c.playerId).sort())
    expect(player.strokes).toBe(player.scores.reduce<number>((s, x) => s + (x ?? 0), 0))
    expect((await get(`/api/game/hole/record?gameId=${live.gameId}&round=9`)).statusCode).toBe(400)
    expect((await get(`/api/game/hole/record?gameId=${live.gameId}&playerId=99999`)).statusCode).toBe(404)
  })

  it('answers hole statistics with a difficulty rank and counts by score name', async () => {
    const done = game((g) => g.status === 3 && g.format === 'stroke' && g.year === games.at(-1)!.year)
    const diff = holeDiffSchema.parse(await json(`/api/game/hole/diff?gameId=${done.gameId}`))
    expect(diff.holes).toHaveLength(18)
    const played = await count(sql`select count(*)::int as n from hole_scores where tournament_id = ${done.gameId}`)
    expect(diff.holes.reduce((s, h) => s + h.played, 0)).toBe(played)
    for (const h of diff.holes) expect(Object.values(h.counts).reduce((s, n) => s + n, 0)).toBe(h.played)
    const hardest = diff.holes.find((h) => h.difficultyRank === 1)!
    expect(diff.holes.every((h) => h.averageToPar! <= hardest.averageToPar!)).toBe(true)
    const round2 = holeDiffSchema.parse(await json(`/api/game/hole/diff?gameId=${done.gameId}&round=2`))
    expect(round2.round).toBe(2)
    expect(round2.holes[0]!.played).toBeLessThan(diff.holes[0]!.played)
  })

  it('answers the course with geometry, the course per round and the tee sheet', async () => {
    const live = game((g) => g.status === 2)
    const info = courseInfoSchema.parse(await json(`/api/game/course/info?gameId=${live.gameId}`))
    expect(info.holes).toHaveLength(18)
    expect(info.holes[0]!.fairway.length).toBeGreaterThanOrEqual(2)
    const rounds = courseRoundSchema.parse(await json(`/api/game/course-round?gameId=${live.gameId}`))
    expect(rounds.rounds.map((r) => r.outPar + r.inPar)).toEqual([
      live.course!.par,
      live.course!.par,
      live.course!.par,
      live.course!.par,
    ])
    const sheet = timeTableSchema.parse(await json(`/api/game/timeTable?gameId=${live.gameId}`))
    expect(sheet.round).toBe(2)
    expect(sheet.roundsWithTeeTimes).toEqual([1, 2])
    expect(sheet.groups.length).toBeGreaterThan(3)
    expect(sheet.groups.every((g) => /^\d\d:\d\d$/.test(g.teeTime) && g.players.length >= 1)).toBe(true)
    const times = sheet.groups.map((g) => g.teeTime)
    expect(times).toEqual([...times].sort())
    const r3 = timeTableSchema.parse(await json(`/api/game/timeTable?gameId=${live.gameId}&round=3`))
    expect(r3.groups).toEqual([])
  })
})
