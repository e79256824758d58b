import { gameListSchema, type GameSummaryDto } from '@contract/game'
import { scheduleSchema } from '@contract/game-schedule'
import { monthsTouched } from '@domain/schedule/months'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

// The small demo season: tour 11 only, two past seasons of totals, the current season with completed
// events, a match-play event, one in progress and one upcoming.
describe('season schedule and recent results', () => {
  let fx: FixtureDatabase
  let app: App
  let all: GameSummaryDto[]
  let season: number

  const get = (url: string) => app.inject({ method: 'GET', url })
  const scheduleOf = async (query: string) => {
    const res = await get(`/api/game/schedule?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return scheduleSchema.parse(res.json())
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    all = gameListSchema.parse((await get('/api/game?pageSize=100')).json()).items
    season = all.find((g) => g.status === 2)!.year
    // Seeding the small season takes a few seconds alone, far longer on a busy machine.
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it("answers a tour's whole season by start date, with winners of the completed games", async () => {
    const s = await scheduleOf(`tourId=11&year=${season}`)
    const expected = all.filter((g) => g.year === season)
    expect(s.items.map((g) => g.gameId)).toEqual(expected.map((g) => g.gameId))
    expect(s).toMatchObject({ tourId: 11, year: season })
    expect(s.items.filter((g) => g.status === 3).every((g) => g.winners.length > 0)).toBe(true)
    // 62 is the main tour under another id.
    expect((await scheduleOf(`tourId=62&year=${season}`)).items).toHaveLength(expected.length)
    expect((await scheduleOf(`tourId=12&year=${season}`)).items).toEqual([])
  })

  it('counts each month a game touches and each status', async () => {
    const s = await scheduleOf(`tourId=11&year=${season}`)
    expect(s.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const { month, count } of s.months)
      expect(count).toBe(s.items.filter((g) => monthsTouched(g, season).includes(month)).length)
    expect(s.months.reduce((n, m) => n + m.count, 0)).toBeGreaterThanOrEqual(s.items.length)
    expect(s.statuses.map((x) => x.status)).toEqual([1, 2, 3, 4, 9])
    expect(s.statuses.find((x) => x.status === 2)!.count).toBe(1)
    expect(s.statuses.reduce((n, x) => n + x.count, 0)).toBe(s.items.length)
  })

  it('offers the seasons with games, newest first, none before 2013, and refuses an earlier year', async () => {
    // An old season that exists in the database but is not searchable.
    const past = all.find((g) => g.year < season)!
    await fx.db.execute(sql`insert into seasons (tour_id, year) values (11, 2010) on conflict do nothing`)
    await fx.db.execute(
      sql`update tournaments set year = 2010, start_date = '2010-05-01', end_date = '2010-05-04'
        where id = ${past.gameId}`,
    )
    const s = await scheduleOf('tourId=11')
    const years = [...new Set(all.filter((g) => g.gameId !== past.gameId).map((g) => g.year))].sort((a, b) => b - a)
    expect(s.years).toEqual(expect.arrayContaining(years))
    expect(s.years).not.toContain(2010)
    expect(s.years).toEqual([...s.years].sort((a, b) => b - a))
    const old = await get('/api/game/schedule?tourId=11&year=2012')
    expect(old.statusCode).toBe(400)
    expect(old.json()).toMatchObject({ code: 'VALIDATION', fields: { year: expect.any(String) } })
    expect((await get('/api/game/schedule?tourId=x')).statusCode).toBe(400)
  })

  it('lists the latest completed games first with order=desc (recent results)', async () => {
    const recent = gameListSchema.parse((await get('/api/game?tourId=11&status=3&order=desc&pageSize=3')).json())
    const completed = all.filter((g) => g.status === 3)
    expect(recent.items.map((g) => g.gameId)).toEqual(
      [...completed]
        .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.gameId - a.gameId)
        .slice(0, 3)
        .map((g) => g.gameId),
    )
    expect(recent.items[0]!.winners[0]!.total).toBeGreaterThan(0)
    expect((await get('/api/game?order=sideways')).statusCode).toBe(400)
  })

  it('documents the schedule call and the order filter', async () => {
    const doc = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<string, { get: { parameters: Array<{ name: string }> } }>
    }
    expect(doc.paths['/api/game/schedule']!.get.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['tourId', 'year']),
    )
    expect(doc.paths['/api/game']!.get.parameters.map((p) => p.name)).toContain('order')
  })
})
