import { gameListSchema, type GameSummaryDto } from '@contract/game'
import {
  gameHistorySchema,
  prevChallengeSchema,
  prevGameYearsSchema,
  prevRecordSchema,
  recordNewSchema,
} from '@contract/game-history'
import {
  groupPlayoffSchema,
  matchBracketSchema,
  matchPlayoffSchema,
  matchRowSchema,
  playoffSchema,
} from '@contract/game-match'
import { playerGamesSchema, prizePointSchema } from '@contract/game-records'
import { playerProfileSchema, playerRecordsSchema } from '@contract/player'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('editions, playoffs, match play and player results over the demo season', () => {
  let fx: FixtureDatabase
  let app: App
  let games: GameSummaryDto[]
  let latest: GameSummaryDto
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    games = gameListSchema.parse(await json('/api/game?pageSize=100')).items
    // The latest completed stroke event that has earlier editions (same tour, same name).
    latest = games
      .filter(
        (g) =>
          g.status === 3 &&
          g.format === 'stroke' &&
          games.some((o) => o.nameKo === g.nameKo && o.startDate < g.startDate),
      )
      .at(-1)!
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('lists earlier editions, past winners, the previous board and the series records', async () => {
    const earlier = games.filter((g) => g.nameKo === latest.nameKo && g.startDate < latest.startDate).reverse()
    const years = prevGameYearsSchema.parse(await json(`/api/game/prevGameYears?gameId=${latest.gameId}`))
    expect(years.editions.map((e) => e.gameId)).toEqual(earlier.map((g) => g.gameId))

    const history = gameHistorySchema.parse(await json(`/api/game/history?gameId=${latest.gameId}`))
    expect(history.editions.map((e) => e.gameId)).toEqual([latest.gameId, ...earlier.map((g) => g.gameId)])
    expect(history.editions.every((e) => e.winners.length >= 1)).toBe(true)

    const challenge = prevChallengeSchema.parse(await json(`/api/game/prevChallenge?gameId=${latest.gameId}`))
    expect(challenge.previous?.gameId).toBe(earlier[0]!.gameId)
    expect(challenge.results.length).toBeGreaterThanOrEqual(10)
    expect(challenge.results[0]).toMatchObject({ rank: 1, playerId: earlier[0]!.winners[0]!.playerId })
    expect(challenge.results.every((r) => r.rank! <= 10)).toBe(true)

    const record = prevRecordSchema.parse(await json(`/api/game/prevRecord?gameId=${latest.gameId}`))
    expect(record.editions.map((e) => e.gameId)).toEqual(earlier.map((g) => g.gameId))
    expect(record.lowestRound.length).toBeGreaterThanOrEqual(1)
    expect(record.lowestTotal[0]!.strokes).toBeLessThanOrEqual(Math.min(...earlier.map((g) => g.winners[0]!.total!)))

    const first = games.find((g) => g.nameKo === latest.nameKo)!
    expect(prevChallengeSchema.parse(await json(`/api/game/prevChallenge?gameId=${first.gameId}`))).toEqual({
      gameId: first.gameId,
      previous: null,
      results: [],
    })
  })

  it("answers each tour's latest winner", async () => {
    const news = recordNewSchema.parse(await json('/api/game/recordNew'))
    const completed = games.filter((g) => g.status === 3).sort((a, b) => (a.endDate < b.endDate ? 1 : -1))
    expect(news).toHaveLength(1)
    expect(news[0]).toMatchObject({ tourId: 11, gameId: completed[0]!.gameId })
    expect(recordNewSchema.parse(await json('/api/game/recordNew?tourId=12'))).toEqual([])
  })

  it('answers the playoff of a stroke-play game, and none for a game decided in regulation', async () => {
    const results = await Promise.all(
      games
        .filter((g) => g.status === 3 && g.format === 'stroke')
        .map(async (g) => playoffSchema.parse(await json(`/api/game/playoff/${g.gameId}`))),
    )
    const played = results.filter((p) => p.holes.length > 0)
    expect(played.length).toBeGreaterThanOrEqual(1)
    for (const p of played) {
      expect(p.players.length).toBeGreaterThanOrEqual(2)
      expect(p.players.filter((x) => x.winner).map((x) => x.playerId)).toEqual([p.winnerPlayerId])
      expect(games.find((g) => g.gameId === p.gameId)!.winners.map((w) => w.playerId)).toEqual([p.winnerPlayerId])
    }
    expect(results.some((p) => p.holes.length === 0 && p.players.length === 0)).toBe(true)
  })

  it('answers the bracket of a match-play game and each match hole by hole', async () => {
    const event = games.find((g) => g.format === 'match')!
    const bracket = matchBracketSchema.parse(await json(`/api/game/match/${event.gameId}`))
    expect(bracket.rounds.map((r) => [r.bracketRound, r.matches.length])).toEqual([
      ['round_of_16', 8],
      ['quarterfinal', 4],
      ['semifinal', 2],
      ['final', 1],
      ['third_place', 1],
    ])
    const final = bracket.rounds.find((r) => r.bracketRound === 'final')!.matches[0]!
    expect(final.winnerPlayerId).toBe(event.winners[0]!.playerId)
    const row = matchRowSchema.parse(await json(`/api/game/match/row/${final.matchId}`))
    expect(row.matchState.state).toBe('finished')
    expect(row.holes.length).toBe(row.matchState.holesPlayed)
    expect(row.holes.at(-1)!.status).toMatch(/^[AB] \d+ UP$/)
    const extra = matchPlayoffSchema.parse(await json(`/api/game/match/playoff/${event.gameId}/${final.matchId}`))
    expect(extra.extraHoles.every((h) => h.number > 18)).toBe(true)
    expect(extra.extraHoles.length).toBe(Math.max(0, row.holes.length - 18))

    const stroke = games.find((g) => g.format === 'stroke')!
    expect((await get(`/api/game/match/${stroke.gameId}`)).statusCode).toBe(404)
    expect((await get(`/api/game/match/playoff/${stroke.gameId}/${final.matchId}`)).statusCode).toBe(404)
    expect((await get('/api/game/match/row/999999')).statusCode).toBe(404)
    expect((await get(`/api/game/match/group/playoff/${event.gameId}/Z`)).statusCode).toBe(404)
    expect(
      groupPlayoffSchema.safeParse({ gameId: 1, groupName: 'A', standings: [], tiedForFirst: [], matches: [] }).success,
    ).toBe(true)
  })

  it("answers a player's games, prize money and points, profile and records", async () => {
    const winner = latest.winners[0]!
    const played = playerGamesSchema.parse(await json(`/api/player/game?playerId=${winner.playerId}`))
    expect(played.player).toMatchObject({ playerId: winner.playerId })
    expect(played.games.find((g) => g.gameId === latest.gameId)).toMatchObject({
      position: '1',
      rank: 1,
      total: winner.total,
      toPar: winner.toPar,
    })
    const dates = played.games.map((g) => g.startDate)
    expect(dates).toEqual([...dates].sort().reverse())

    const money = prizePointSchema.parse(
      await json(`/api/game/player/prizePoint?playerId=${winner.playerId}&year=${latest.year}`),
    )
    expect(money.games.every((g) => g.year === latest.year && g.status === 3)).toBe(true)
    expect(money.totalPrizeWon).toBe(money.games.reduce((s, g) => s + (g.prizeWon ?? 0), 0))
    expect(money.totalPrizeWon).toBeGreaterThan(0)

    const profile = playerProfileSchema.parse(await json(`/api/players/${winner.playerId}`))
    expect(profile).toMatchObject({ playerId: winner.playerId, nameKo: winner.nameKo })
    const records = playerRecordsSchema.parse(await json(`/api/players/${winner.playerId}/records`))
    const completedStarts = played.games.filter((g) => g.status === 3).length
    expect(records.career.starts).toBe(completedStarts)
    expect(records.career.wins).toBeGreaterThanOrEqual(1)
    expect(records.career.prizeWon).toBe(
      prizePointSchema.parse(await json(`/api/game/player/prizePoint?playerId=${winner.playerId}`)).totalPrizeWon,
    )
    expect(records.seasons.map((s) => s.season)).toEqual([...records.seasons.map((s) => s.season)].sort().reverse())
    expect(records.seasons.reduce((s, x) => s + x.starts, 0)).toBe(records.career.starts)

    expect((await get('/api/players/999999')).statusCode).toBe(404)
    expect((await get('/api/players/999999/records')).statusCode).toBe(404)
    expect((await get('/api/player/game?playerId=999999')).statusCode).toBe(404)
    expect((await get('/api/player/game')).statusCode).toBe(400)
  })

  it('answers the table of a group stage and who plays off when the top is level', async () => {
    const event = games.find((g) => g.format === 'match')!
    const rows = (await fx.db.execute(
      sql`select id from entries where tournament_id = ${event.gameId} order by id limit 3`,
    )) as unknown as { rows: Array<{ id: number }> }
    const [x, y, z] = rows.rows.map((r) => r.id)
    // A cycle of 1-up wins in a group of its own (the demo's groups are A-H): x beats y, y beats z, z beats x.
    // Level on points, head to head and holes.
    const oneUp = (side: 'A' | 'B') => JSON.stringify([...Array<string>(17).fill('H'), side])
    for (const [no, a, b] of [
      [101, x, y],
      [102, y, z],
      [103, z, x],
    ] as const) {
      await fx.db.execute(sql`insert into matches (tournament_id, bracket_round, round_order, match_no, group_name,
        entry_a_id, entry_b_id, hole_results, result, winner_entry_id, state)
        values (${event.gameId}, 'group', 0, ${no}, 'Z', ${a}, ${b}, ${oneUp('A')}::jsonb, '1 up', ${a}, 'finished')`)
    }
    const group = groupPlayoffSchema.parse(await json(`/api/game/match/group/playoff/${event.gameId}/Z`))
    expect(group.standings.map((r) => [r.position, r.points, r.wins, r.losses])).toEqual([
      ['T1', 1, 1, 1],
      ['T1', 1, 1, 1],
      ['T1', 1, 1, 1],
    ])
    expect(group.tiedForFirst).toHaveLength(3)
    const bracket = matchBracketSchema.parse(await json(`/api/game/match/${event.gameId}`))
    expect(
      bracket.groups.filter((g) => g.groupName === 'Z').map((g) => [g.matches.length, g.standings.length]),
    ).toEqual([[3, 3]])
  })
})
