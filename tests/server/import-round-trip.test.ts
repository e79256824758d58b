import { sql } from 'drizzle-orm'
import { gameDetailSchema } from '@contract/game'
import { leaderboardSchema, type LeaderboardDto, type LeaderboardRowDto } from '@contract/leaderboard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { importTournament, type ImportResult } from '../../server/import/import-tournament'
import { createFixtureDatabase, loadFixture, tableCounts, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

// The fixture (tests/fixtures/make-import-fixture.ts) is a 70-player, 4-round event with a top-50-and-ties
// cut after round 2, a WD in round 2, a DQ in round 3, split tees and a two-man playoff. The expected
// board below is what the officials would publish, worked out by hand from the designed scores.
describe('import of a completed tournament, read back through the API', () => {
  let fx: FixtureDatabase
  let app: App
  let result: ImportResult
  let board: LeaderboardDto
  let fixture: Awaited<ReturnType<typeof loadFixture>>
  const row = (externalId: string): LeaderboardRowDto => board.rows.find((r) => r.externalId === externalId)!
  const ext = (n: number) => (n <= 3 ? `KP${100000 + n}` : `IMP${String(n).padStart(3, '0')}`)

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    fixture = await loadFixture()
    result = await importTournament(fx.db, fixture)
    const t0 = performance.now()
    const res = await app.inject({ method: 'GET', url: `/api/game/${result.gameId}/leaderboard` })
    console.log(`import of 70 players: ${result.ms} ms; GET leaderboard: ${(performance.now() - t0).toFixed(0)} ms`)
    expect(res.statusCode).toBe(200)
    board = leaderboardSchema.parse(res.json())
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('creates a completed game, reusing the players it already knows', () => {
    expect(result).toMatchObject({
      created: true,
      status: 3,
      currentRound: 4,
      players: 70,
      playersCreated: 67,
      courseCreated: true,
    })
    expect(board).toMatchObject({ gameId: result.gameId, status: 3, currentRound: 4, finished: true })
  })

  it('ranks the winner of the playoff 1st and the loser 2nd', () => {
    expect(board.playoffHoles).toEqual([18, 18])
    expect(board.rows[0]).toMatchObject({
      externalId: 'KP100001',
      position: '1',
      rank: 1,
      toPar: -12,
      total: 276,
      status: 'finished',
      playoff: [4, 4],
    })
    expect(board.rows[1]).toMatchObject({
      externalId: 'KP100002',
      position: '2',
      rank: 2,
      toPar: -12,
      total: 276,
      playoff: [4, 5],
    })
    expect(board.rows[2]!.playoff).toBeNull()
  })

  it('shares tied places: T3 ×2, 5, T6 ×3 (an amateur among them), T9 ×3', () => {
    const places = board.rows.slice(2, 11).map((r) => [r.externalId, r.position, r.toPar])
    expect(places.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['KP100003', 'T3', -10],
        ['IMP004', 'T3', -10],
      ]),
    )
    expect(places[2]).toEqual(['IMP005', '5', -9])
    expect(places.slice(3, 6)).toEqual(
      expect.arrayContaining([
        ['IMP006', 'T6', -8],
        ['IMP007', 'T6', -8],
        ['IMP008', 'T6', -8],
      ]),
    )
    expect(places.slice(6, 9)).toEqual(
      expect.arrayContaining([
        ['IMP009', 'T9', -7],
        ['IMP010', 'T9', -7],
        ['IMP011', 'T9', -7],
      ]),
    )
    expect(row('IMP007').amateur).toBe(true)
    expect(board.rows[11]!.position).toBe('T12')
  })

  it('makes the cut at +2 with 53 through (top 50 and ties), the rest MC after round 2', () => {
    expect(board.cut).toEqual({ afterRound: 2, top: 50, line: 2, projected: false })
    const ranked = board.rows.filter((r) => r.rank !== null)
    expect(ranked).toHaveLength(52) // 53 made the cut; the DQ lost his place on the board
    for (let n = 45; n <= 52; n++)
      expect(
        row(ext(n))
          .rounds.slice(0, 2)
          .reduce((s, r) => s + r.toPar!, 0),
      ).toBe(2)
    const missed = board.rows.filter((r) => r.position === 'MC')
    expect(missed.map((r) => r.externalId).sort()).toEqual(Array.from({ length: 16 }, (_, i) => ext(55 + i)))
    for (const r of missed) {
      expect(r).toMatchObject({ status: 'MC', rank: null, today: null, thru: null })
      expect(r.toPar).toBeGreaterThanOrEqual(3)
      expect(r.rounds.map((x) => x.strokes === null)).toEqual([false, false, true, true])
    }
  })

  it('lists WD and DQ last; the WD keeps the 9 holes he played in round 2', () => {
    expect(board.rows.slice(-2).map((r) => [r.externalId, r.position, r.status])).toEqual([
      ['IMP054', 'WD', 'WD'],
      ['IMP053', 'DQ', 'DQ'],
    ])
    const wd = fixture.players.find((p) => p.externalId === 'IMP054') as {
      rounds: Array<{ scores: Array<number | null> }>
    }
    const r2 = wd.rounds[1]!.scores.filter((s): s is number => s !== null)
    expect(r2).toHaveLength(9)
    const r1 = wd.rounds[0]!.scores.reduce<number>((s, x) => s + (x ?? 0), 0)
    expect(row('IMP054').rounds.map((r) => r.strokes)).toEqual([r1, r2.reduce((s, x) => s + x, 0), null, null])
    expect(row('IMP054').total).toBe(r1 + r2.reduce((s, x) => s + x, 0))
    expect(row('IMP053').rounds[2]!.strokes).toBe(73)
  })

  it('keeps the start tee of the last round (10th-tee starters) and shows F for finishers', () => {
    const finishers = board.rows.filter((r) => r.rank !== null)
    expect(finishers.every((r) => r.thru === 'F')).toBe(true)
    expect(finishers.filter((r) => r.startHole === 10).length).toBeGreaterThan(10)
    expect(finishers.filter((r) => r.startHole === 1).length).toBeGreaterThan(10)
  })

  it('stores the official result: positions, prize money (amateur paid nothing) and Genesis points', async () => {
    const stored = (await fx.db.execute(sql`
      select p.external_id as ext, e.finish_rank as rank, e.finish_text as text, e.prize_won::float8 as prize,
        e.genesis_points as points
      from entries e join players p on p.id = e.player_id where e.tournament_id = ${result.gameId}`)) as unknown as {
      rows: Array<{ ext: string; rank: number | null; text: string; prize: number; points: number }>
    }
    const by = new Map(stored.rows.map((r) => [r.ext, r]))
    // Purse 1,000,000,000 won: 1st 20%, 2nd 10%, T3 share (6.8% + 4.8%) / 2; the amateur's T6 place goes to the pros.
    expect(by.get('KP100001')).toEqual({ ext: 'KP100001', rank: 1, text: '1', prize: 200_000_000, points: 1200 })
    expect(by.get('KP100002')).toEqual({ ext: 'KP100002', rank: 2, text: '2', prize: 100_000_000, points: 600 })
    expect(by.get('IMP004')).toMatchObject({ text: 'T3', prize: 58_000_000, points: 366 })
    expect(by.get('IMP005')).toMatchObject({ text: '5', prize: 40_000_000, points: 252 })
    expect(by.get('IMP006')).toMatchObject({ text: 'T6', prize: 34_500_000, points: 200 })
    expect(by.get('IMP007')).toMatchObject({ text: 'T6', prize: 0, points: 0 })
    expect(by.get('IMP060')).toMatchObject({ rank: null, text: 'MC', prize: 0, points: 0 })
    expect(by.get('IMP054')).toMatchObject({ rank: null, text: 'WD' })
    expect(by.get('IMP053')).toMatchObject({ rank: null, text: 'DQ' })
    const paid = stored.rows.reduce((s, r) => s + r.prize, 0)
    expect(paid).toBeLessThanOrEqual(1_000_000_000)
  })

  it('answers the game detail with its winner and cut rule', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/game/${result.gameId}` })
    const detail = gameDetailSchema.parse(res.json())
    expect(detail).toMatchObject({
      status: 3,
      year: 2025,
      tourId: 11,
      purseWon: 1_000_000_000,
      grade: 'A',
      genesisPoints: 1200,
      playoff: true,
    })
    expect(detail.cut).toEqual({ afterRound: 2, top: 50, ties: true })
    expect(detail.winners.map((w) => w.toPar)).toEqual([-12])
    expect(detail.course).toMatchObject({ nameEn: 'Seaside Links', par: 72 })
  })

  it('answers 304 to a matching If-None-Match and shows roman names for LanguageCode en', async () => {
    const url = `/api/game/${result.gameId}/leaderboard`
    const first = await app.inject({ method: 'GET', url })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const english = await app.inject({ method: 'GET', url, headers: { languagecode: 'en', 'if-none-match': etag } })
    expect(english.statusCode).toBe(200)
    expect(english.headers.etag).not.toBe(etag)
    expect((english.json() as LeaderboardDto).rows.find((r) => r.externalId === 'IMP042')!.name).toBe('Jon Rahm')
  })

  it('re-imports the same file into the same game without duplicating anything', async () => {
    const before = await tableCounts(fx.db)
    const again = await importTournament(fx.db, await loadFixture())
    expect(again).toMatchObject({ gameId: result.gameId, created: false, playersCreated: 0, courseCreated: false })
    expect(await tableCounts(fx.db)).toEqual(before)
    const res = await app.inject({ method: 'GET', url: `/api/game/${result.gameId}/leaderboard` })
    expect(res.json()).toEqual(board)
  })

  it('imports an unfinished tournament as in progress, at the last round with scores', async () => {
    const live = await loadFixture()
    live.tournament.name = 'Fairway Import Open (live)'
    live.tournament.playoff = null
    // Round 4 under way: every player still on the course has played the first 9 holes of his start.
    for (const p of live.players as Array<{
      rounds: Array<{ round: number; startHole: number; scores: Array<number | null> }>
    }>) {
      const r4 = p.rounds.find((r) => r.round === 4)
      if (r4) r4.scores = r4.scores.map((s, h) => ((r4.startHole === 1 ? h < 9 : h >= 9) ? s : null))
    }
    const r = await importTournament(fx.db, live)
    expect(r).toMatchObject({ created: true, status: 2, currentRound: 4 })
    const liveBoard = (
      await app.inject({ method: 'GET', url: `/api/game/${r.gameId}/leaderboard` })
    ).json() as LeaderboardDto
    expect(liveBoard).toMatchObject({ status: 2, currentRound: 4, finished: false, playoffHoles: null })
    const leader = liveBoard.rows[0]!
    expect(leader.thru).toMatch(/^9\*?$/)
    expect(leader.today).not.toBeNull()
    expect(liveBoard.rows.some((x) => x.thru === '9*')).toBe(true)
    const stored = (await fx.db.execute(
      sql`select count(*)::int as n from entries where tournament_id = ${r.gameId} and finish_text is not null`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(stored.rows[0]!.n).toBe(0)

    // The round in play went through the live-score door: audited as 'import', one stored version.
    const count = async (query: ReturnType<typeof sql>) =>
      ((await fx.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
    const played = (
      live.players as Array<{ status: string; rounds: Array<{ round: number; scores: Array<number | null> }> }>
    )
      .filter((p) => p.status === 'active')
      .reduce((n, p) => n + (p.rounds.find((x) => x.round === 4)?.scores.filter((s) => s !== null).length ?? 0), 0)
    expect(played).toBeGreaterThan(0)
    expect(
      await count(
        sql`select count(*)::int as n from live_score_audit where tournament_id = ${r.gameId} and source = 'import'
          and round = 4`,
      ),
    ).toBe(played)
    expect(
      await count(sql`select count(*)::int as n from live_score_audit where tournament_id = ${r.gameId} and round < 4`),
    ).toBe(0)
    expect(r.version).toBe(1)
    expect(liveBoard).toMatchObject({ version: 1 })
    expect(
      await count(
        sql`select count(*)::int as n from round_totals where tournament_id = ${r.gameId} and round = 4
          and holes_played = 9`,
      ),
    ).toBeGreaterThan(0)
    expect(
      await count(
        sql`select count(*)::int as n from tournament_rounds where tournament_id = ${r.gameId} and round = 4
          and status = 'playing'`,
      ),
    ).toBe(1)

    // Importing it again replaces the scores and stores the next version (versions only grow).
    expect((await importTournament(fx.db, live)).version).toBe(2)

    // Then the official result of the same game: it becomes version 3, so open boards move to the final
    // board instead of keeping the live one.
    const final = await loadFixture()
    final.tournament.name = live.tournament.name
    const done = await importTournament(fx.db, final)
    expect(done).toMatchObject({ gameId: r.gameId, version: 3 })
    const finalBoard = (
      await app.inject({ method: 'GET', url: `/api/game/${r.gameId}/leaderboard` })
    ).json() as LeaderboardDto
    expect(finalBoard).toMatchObject({ version: 3, finished: true })
    expect(finalBoard.rows[0]!.thru).toBe('F')
  })
})
