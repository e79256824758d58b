import { sql } from 'drizzle-orm'
import { rankingSchema, SEASON_CATEGORY_IDS, type RankingDto } from '@contract/rankings'
import { SEASON_CATEGORIES } from '@domain/rankings/season-rankings'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { importTournament } from '../../server/import/import-tournament'
import { createFixtureDatabase, loadFixture, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('GET /api/rankings/{category}', () => {
  let fx: FixtureDatabase
  let app: App
  let season: number
  const get = (url: string) => app.inject({ method: 'GET', url })
  const ranking = async (url: string): Promise<RankingDto> => {
    const res = await get(url)
    expect(res.statusCode, res.body).toBe(200)
    return rankingSchema.parse(res.json())
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    const rows = (await fx.db.execute(
      sql`select max(year)::int as y from tournaments where tour_id = 11 and status = 3`,
    )) as unknown as { rows: Array<{ y: number }> }
    season = rows.rows[0]!.y
    // The fixture tournament alone on the Challenge Tour (12): a season whose lists can be checked by hand.
    const file = await loadFixture()
    file.tournament.tourId = 12
    await importTournament(fx.db, file)
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('answers every category of the season, ranked by competition rank', async () => {
    expect([...SEASON_CATEGORY_IDS].sort()).toEqual(Object.keys(SEASON_CATEGORIES).sort())
    for (const category of SEASON_CATEGORY_IDS) {
      const list = await ranking(`/api/rankings/${category}?season=${season}`)
      expect(list).toMatchObject({ category, season, tourId: 11 })
      list.official.forEach((line, i) => {
        expect(line.rank).toBeLessThanOrEqual(i + 1)
        const shared = list.official.filter((o) => o.rank === line.rank).length > 1
        expect(line.position).toBe(`${shared ? 'T' : ''}${line.rank}`)
      })
    }
  })

  it('defaults to the latest season with a completed game of the main tour', async () => {
    expect((await ranking('/api/rankings/genesis')).season).toBe(season)
  })

  it('adds up the stored Genesis points and prize money of the season', async () => {
    const genesis = await ranking(`/api/rankings/genesis?season=${season}`)
    const leader = genesis.official[0]!
    const sum = (await fx.db.execute(sql`
      select sum(e.genesis_points)::int as n from entries e join tournaments t on t.id = e.tournament_id
      where e.player_id = ${leader.playerId} and t.tour_id = 11 and t.year = ${season}
        and t.status = 3`)) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(leader.value).toBe(sum.rows[0]!.n)
    expect(genesis.unofficial).toEqual([])
    const prize = await ranking(`/api/rankings/prize?season=${season}`)
    expect(prize.official.every((l, i, all) => i === 0 || all[i - 1]!.value >= l.value)).toBe(true)
  })

  it('computes statistics from the hole scores and splits them by the 40% rule', async () => {
    const avg = await ranking(`/api/rankings/strokeAverage?season=${season}`)
    expect(avg.seasonRounds).toBeGreaterThan(0)
    const needed = (avg.seasonRounds * 40) / 100
    expect(avg.official.every((l) => l.rounds >= needed)).toBe(true)
    expect(avg.unofficial.every((l) => l.rounds < needed)).toBe(true)
    expect(avg.official.length).toBeGreaterThan(5)
    expect(avg.official[0]!.value).toBeLessThan(avg.official.at(-1)!.value)
    const gir = await ranking(`/api/rankings/greensInRegulation?season=${season}`)
    expect(gir.official[0]!.value).toBeGreaterThan(50)
    expect(gir.official[0]!.value).toBeLessThanOrEqual(100)
  })

  it('shows ties (T3) and leaves out amateurs and non-members: the fixture season on tour 12', async () => {
    const prize = await ranking('/api/rankings/prize?season=2025&tourId=12')
    expect(prize.official.slice(0, 7).map((l) => [l.position, l.value])).toEqual([
      ['1', 200_000_000],
      ['2', 100_000_000],
      ['T3', 58_000_000],
      ['T3', 58_000_000],
      ['5', 40_000_000],
      ['T6', 34_500_000],
      ['T6', 34_500_000],
    ])
    const amateur = (await fx.db.execute(sql`select id from players where external_id = 'IMP007'`)) as unknown as {
      rows: Array<{ id: number }>
    }
    expect(prize.official.map((l) => l.playerId)).not.toContain(amateur.rows[0]!.id)
    expect(prize.official).toHaveLength(52 - 1) // paid finishers: every pro who made the cut
    // The Challenge Tour awards no season points.
    expect((await ranking('/api/rankings/genesis?season=2025&tourId=12')).official).toEqual([])
  })

  it('lists a player short of 40% of the rounds as unofficial: the round-2 withdrawal', async () => {
    const avg = await ranking('/api/rankings/strokeAverage?season=2025&tourId=12')
    expect(avg.seasonRounds).toBe(4)
    expect(avg.unofficial).toHaveLength(1)
    expect(avg.unofficial[0]!.rounds).toBe(1)
    // 52 finishers + 16 missed cuts (2 rounds = 50%) + the DQ (3 rounds), without the amateur.
    expect(avg.official).toHaveLength(52 + 16 + 1 - 1)
    expect(avg.official[0]!.value).toBe(69)
    expect(avg.official[0]!.position).toMatch(/^T?1$/)
  })

  it('refuses an unknown category or a bad season with 400', async () => {
    expect((await get('/api/rankings/holesInOne')).json()).toMatchObject({
      code: 'VALIDATION',
      fields: { category: expect.any(String) },
    })
    expect((await get('/api/rankings/genesis?season=abc')).statusCode).toBe(400)
    expect((await get('/api/rankings/genesis?limit=0')).statusCode).toBe(400)
  })
})
