import SwaggerParser from '@apidevtools/swagger-parser'
import type { OpenAPI } from 'openapi-types'
import { gameDetailSchema, gameListSchema, type GameSummaryDto } from '@contract/game'
import {
  currentGameSchema,
  gameRoundsSchema,
  liveBoardGameSchema,
  ongoingGamesSchema,
  yearListSchema,
} from '@contract/game-calendar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

// Over the small demo season (tour 11: two past seasons of totals only, the current season with
// completed events, a match-play event, the event in progress and an upcoming one).
describe('game list, detail, years and current game', () => {
  let fx: FixtureDatabase
  let app: App
  let all: GameSummaryDto[]
  let live: GameSummaryDto

  const get = (url: string) => app.inject({ method: 'GET', url })
  const list = async (query: string) => gameListSchema.parse((await get(`/api/game?${query}`)).json())

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    all = (await list('pageSize=100')).items
    live = all.find((g) => g.status === 2)!
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('lists games by start date, 20 a page by default', async () => {
    const res = await get('/api/game')
    expect(res.statusCode).toBe(200)
    const page = gameListSchema.parse(res.json())
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: all.length, totalPages: Math.ceil(all.length / 20) })
    const dates = all.map((g) => g.startDate)
    expect(dates).toEqual([...dates].sort())
    expect(live).toBeDefined()
    expect(all.filter((g) => g.status === 3).every((g) => g.winners.length >= 1)).toBe(true)
    expect(all.filter((g) => g.status !== 3).every((g) => g.winners.length === 0)).toBe(true)
  })

  it('pages', async () => {
    const second = await list('pageSize=3&page=2')
    expect(second.items.map((g) => g.gameId)).toEqual(all.slice(3, 6).map((g) => g.gameId))
    expect(second.totalPages).toBe(Math.ceil(all.length / 3))
    expect((await list('pageSize=3&page=999')).items).toEqual([])
  })

  it('filters by tour, year, month and status', async () => {
    expect((await list('tourId=11&pageSize=100')).total).toBe(all.length)
    expect((await list('tourId=62&pageSize=100')).total).toBe(all.length) // 62 is shown as 11
    expect((await list('tourId=12')).total).toBe(0)
    const season = await list(`year=${live.year}&pageSize=100`)
    expect(season.total).toBe(all.filter((g) => g.year === live.year).length)
    const month = live.startDate.slice(0, 7)
    const inMonth = await list(`year=${live.year}&month=${Number(month.slice(5))}&pageSize=100`)
    expect(inMonth.items.map((g) => g.gameId)).toEqual(
      all.filter((g) => g.startDate.startsWith(month)).map((g) => g.gameId),
    )
    const completed = await list('status=3&pageSize=100')
    expect(completed.items.every((g) => g.status === 3)).toBe(true)
    expect(completed.total).toBe(all.filter((g) => g.status === 3).length)
    expect((await list('status=2')).items.map((g) => g.gameId)).toEqual([live.gameId])
  })

  it('refuses bad filters with 400 and the field', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['status=5', 'status'],
      ['year=abc', 'year'],
      ['month=13', 'month'],
      ['page=0', 'page'],
    ]) {
      const res = await get(`/api/game?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field!]: expect.any(String) } })
    }
  })

  it('answers a game detail, 404 for an unknown game and 400 for a non-numeric id', async () => {
    const detail = gameDetailSchema.parse((await get(`/api/game/${live.gameId}`)).json())
    expect(detail).toMatchObject({ gameId: live.gameId, status: 2, format: 'stroke', tour: { tourId: 11 } })
    expect(detail.cut).not.toBeNull()
    expect(detail.applicationClosesAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(detail.course?.par).toBeGreaterThan(60)
    expect((await get('/api/game/999999')).statusCode).toBe(404)
    const bad = await get('/api/game/abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { gameId: expect.any(String) } })
  })

  it('lists the seasons with games, newest first, for all tours and per tour', async () => {
    const years = [...new Set(all.map((g) => g.year))].sort((a, b) => b - a)
    expect(yearListSchema.parse((await get('/api/game/year')).json())).toEqual({ tourId: null, years })
    expect((await get('/api/game/year/tour/11')).json()).toEqual({ tourId: 11, years })
    expect((await get('/api/game/year?tourId=12')).json()).toEqual({ tourId: 12, years: [] })
    expect((await get('/api/game/year/tour/x')).statusCode).toBe(400)
  })

  it('answers the current game of a tour: in progress, else upcoming, else latest completed', async () => {
    expect(currentGameSchema.parse((await get('/api/game/current?tourId=11')).json())).toEqual({
      tourId: 11,
      gameId: live.gameId,
      apcYear: live.year,
    })
    expect((await get('/api/game/current')).json()).toMatchObject({ tourId: 11, gameId: live.gameId })
    expect((await get('/api/game/current?tourId=12')).json()).toEqual({ tourId: 12, gameId: null, apcYear: null })
  })

  it('lists games in progress and the live leaderboard game', async () => {
    const ongoing = ongoingGamesSchema.parse((await get('/api/game/ongoingGame')).json())
    expect(ongoing.map((g) => g.gameId)).toEqual([live.gameId])
    expect((await get('/api/game/ongoingGame?tourId=12')).json()).toEqual([])
    const onAir = liveBoardGameSchema.parse((await get('/api/game/onLiveLeaderboardGame')).json())
    expect(onAir).toMatchObject({ tourId: null, gameId: live.gameId, game: { gameId: live.gameId } })
    expect((await get('/api/game/onLiveLeaderboardGame?tourId=13')).json()).toEqual({
      tourId: 13,
      gameId: null,
      game: null,
    })
  })

  it('lists the rounds of a game with dates and state', async () => {
    const rounds = gameRoundsSchema.parse((await get(`/api/game/round?gameId=${live.gameId}`)).json())
    expect(rounds.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4])
    expect(rounds.rounds.find((r) => r.round === live.currentRound)!.status).toBe('playing')
    expect(rounds.rounds[0]!.date).toBe(live.startDate)
    expect((await get('/api/game/round')).statusCode).toBe(400)
    expect((await get('/api/game/round?gameId=424242')).statusCode).toBe(404)
  })

  it('documents every new call in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/openapi.json')).json() as { paths: Record<string, unknown> }
    const expected = [
      '/api/game',
      '/api/game/{gameId}',
      '/api/game/{gameId}/leaderboard',
      '/api/game/year',
      '/api/game/year/tour/{tour}',
      '/api/game/current',
      '/api/game/ongoingGame',
      '/api/game/onLiveLeaderboardGame',
      '/api/game/round',
      '/api/game/prevGameYears',
      '/api/game/history',
      '/api/game/prevChallenge',
      '/api/game/prevRecord',
      '/api/game/recordNew',
      '/api/game/gameRecord',
      '/api/game/hole/record',
      '/api/game/hole/diff',
      '/api/player/game',
      '/api/game/player/prizePoint',
      '/api/game/course/info',
      '/api/game/course-round',
      '/api/game/timeTable',
      '/api/game/playoff/{gameId}',
      '/api/game/match/{gameId}',
      '/api/game/match/row/{matchId}',
      '/api/game/match/playoff/{gameId}/{matchId}',
      '/api/game/match/group/playoff/{gameId}/{groupName}',
      '/api/rankings/{category}',
      '/api/players/{playerId}',
      '/api/players/{playerId}/records',
    ]
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(expected))
    await expect(SwaggerParser.validate(structuredClone(doc) as unknown as OpenAPI.Document)).resolves.toBeTruthy()
  })
})
