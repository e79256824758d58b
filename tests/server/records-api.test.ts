import { sql } from 'drizzle-orm'
import {
  awardsSchema,
  competitionRecordsSchema,
  reRankingSchema,
  seasonStatsSchema,
  tourRecordsSchema,
} from '@contract/records'
import { rankingSchema } from '@contract/rankings'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('records pages API: re-ranking, tour records, competitions, stats by season, awards', () => {
  let fx: FixtureDatabase
  let app: App
  let season: number
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await fx.db.execute(query)) as unknown as { rows: T[] }).rows

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    season = (
      await rows<{ y: number }>(sql`select max(year)::int as y from tournaments where tour_id = 11 and status = 3`)
    )[0]!.y
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('refuses seasons before 2013 and tours without record pages', async () => {
    for (const url of [
      '/api/records/stats?season=2012',
      '/api/records/tour?season=2010',
      '/api/rankings/re-ranking?season=2012',
      '/api/records/awards?tourId=54',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toHaveProperty('code')
    }
  })

  it("re-ranks members by the points of the season's first half only", async () => {
    const re = reRankingSchema.parse(await json(`/api/rankings/re-ranking?season=${season}`))
    const games = await rows<{ id: number }>(
      sql`select id from tournaments where tour_id = 11 and year = ${season} and format = 'stroke' and status <> 9
        order by end_date, id`,
    )
    expect(re.window.map((g) => g.gameId)).toEqual(games.slice(0, Math.ceil(games.length / 2)).map((g) => g.id))
    expect(re.cutoffGameId).toBe(re.window.at(-1)!.gameId)
    const counted = re.window.filter((g) => g.completed).map((g) => g.gameId)
    expect(re.counted).toBe(counted.length)
    const leader = re.lines[0]!
    const [sum] = await rows<{ n: number }>(
      sql`select coalesce(sum(genesis_points), 0)::float8 as n from entries where player_id = ${leader.playerId}
        and tournament_id in ${sql.raw(`(${counted.join(',')})`)}`,
    )
    expect(leader.points).toBe(sum!.n)
    re.lines.forEach((line, i) => {
      expect(line.rank).toBeLessThanOrEqual(i + 1)
      if (i > 0) expect(line.points).toBeLessThanOrEqual(re.lines[i - 1]!.points)
    })
  })

  it('lists the season records with ties kept and the game of each single performance', async () => {
    const records = tourRecordsSchema.parse(await json(`/api/records/tour?season=${season}`))
    const lowest = records.lists.find((l) => l.kind === 'lowestRoundStrokes')!.entries
    expect(lowest.length).toBeGreaterThan(0)
    const [best] = await rows<{ s: number }>(sql`
      select min(rt.strokes)::int as s from round_totals rt join tournaments t on t.id = rt.tournament_id
      where t.tour_id = 11 and t.year = ${season} and t.status = 3 and rt.holes_played = 18`)
    expect(lowest[0]).toMatchObject({ rank: 1, value: best!.s })
    expect(lowest[0]!.gameId).not.toBeNull()
    expect(lowest[0]!.gameNameEn).toBeTruthy()
    const wins = records.lists.find((l) => l.kind === 'wins')!.entries
    expect(wins.every((w) => w.gameId === null && w.value >= 1)).toBe(true)
  })

  it('answers every series of the tour and the winners of the chosen one since 2013', async () => {
    const all = competitionRecordsSchema.parse(await json('/api/records/competition?tourId=11'))
    expect(all.series.length).toBeGreaterThan(0)
    const chosen = all.series.at(-1)!
    const one = competitionRecordsSchema.parse(await json(`/api/records/competition?tourId=11&gameId=${chosen.gameId}`))
    expect(one.gameId).toBe(chosen.gameId)
    expect(one.editions).toHaveLength(chosen.editions)
    expect(one.editions.every((e) => e.year >= 2013 && e.nameKo === chosen.nameKo)).toBe(true)
    expect(one.editions.map((e) => e.year)).toEqual([...one.editions.map((e) => e.year)].sort((a, b) => b - a))
  })

  it('gives stats by season that agree with the stroke-average ranking', async () => {
    const stats = seasonStatsSchema.parse(await json(`/api/records/stats?season=${season}`))
    const ranking = rankingSchema.parse(await json(`/api/rankings/strokeAverage?season=${season}`))
    expect(stats.seasonRounds).toBe(ranking.seasonRounds)
    for (const line of ranking.official.slice(0, 5)) {
      const row = stats.rows.find((r) => r.playerId === line.playerId)!
      expect(row).toMatchObject({ official: true, strokeAverage: line.value })
    }
    for (const line of ranking.unofficial.slice(0, 5))
      expect(stats.rows.find((r) => r.playerId === line.playerId)!.official).toBe(false)
  })

  it('gives the awards of completed seasons only, read off the final rankings', async () => {
    const result = awardsSchema.parse(await json('/api/records/awards?tourId=11'))
    expect(result.pointsCategory).toBe('genesis')
    const open = await rows<{ y: number }>(
      sql`select distinct year::int as y from tournaments where tour_id = 11 and status in (1, 2, 4)`,
    )
    expect(result.seasons.length).toBeGreaterThan(0)
    for (const s of result.seasons) expect(open.map((o) => o.y)).not.toContain(s.season)
    const last = result.seasons[0]!
    const genesis = rankingSchema.parse(await json(`/api/rankings/genesis?season=${last.season}`))
    expect(last.points.map((w) => w.playerId)).toEqual(
      genesis.official.filter((l) => l.rank === 1).map((l) => l.playerId),
    )
  })

  it('documents the new calls in the OpenAPI document', async () => {
    const doc = (await json('/api/docs/openapi.json')) as { paths: Record<string, unknown> }
    for (const path of [
      '/api/rankings/re-ranking',
      '/api/records/tour',
      '/api/records/competition',
      '/api/records/stats',
      '/api/records/awards',
    ])
      expect(doc.paths).toHaveProperty([path])
  })
})
