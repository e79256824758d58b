import { playerDetailSchema, playerListSchema, playerStatsSchema } from '@contract/player'
import { rankingSchema } from '@contract/rankings'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { ageOn } from '../../server/modules/players/repository'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('player search, profile privacy and season statistics', () => {
  let fx: FixtureDatabase
  let app: App
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }
  const list = async (query: string) => playerListSchema.parse(await json(`/api/players?${query}`))

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it("lists a tour's players by name, pages them and counts them all", async () => {
    const first = await list('tourId=11&pageSize=5')
    expect(first.items).toHaveLength(5)
    expect(first.total).toBeGreaterThan(5)
    const { rows } = (await fx.db.execute(
      sql`select count(distinct e.player_id)::int as n from entries e join tournaments t on t.id = e.tournament_id
        where t.tour_id = 11`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(first.total).toBe(rows[0]!.n)
    const names = first.items.map((p) => p.nameKo)
    expect(names).toEqual([...names].sort())
    const second = await list('tourId=11&pageSize=5&page=2')
    expect(second.items.map((p) => p.playerId)).not.toContain(first.items[0]!.playerId)
    const past = await list(`tourId=11&pageSize=5&page=${Math.ceil(first.total / 5) + 1}`)
    expect(past).toMatchObject({ items: [], total: first.total })
  })

  it('orders by member number with players without one last, and by English name in English', async () => {
    const all = (await list('tourId=11&sort=memberNo&pageSize=100')).items
    const numbers = all.map((p) => p.memberNo)
    const withNo = numbers.filter((n): n is string => n !== null)
    expect(withNo).toEqual([...withNo].sort())
    expect(numbers.slice(withNo.length).every((n) => n === null)).toBe(true)
    const en = (await list('tourId=11&lang=en&pageSize=100')).items.map((p) => p.lastNameEn.toLowerCase())
    expect(en).toEqual([...en].sort())
  })

  it('finds players by part of the Korean or English name, case-insensitively', async () => {
    const someone = (await list('tourId=11&pageSize=1')).items[0]!
    const byKo = await list(`tourId=11&q=${encodeURIComponent(someone.nameKo.slice(1))}`)
    expect(byKo.items.map((p) => p.playerId)).toContain(someone.playerId)
    const byEn = await list(`tourId=11&q=${encodeURIComponent(someone.firstNameEn.toUpperCase())}`)
    expect(byEn.items.map((p) => p.playerId)).toContain(someone.playerId)
    expect(
      byEn.items.every(
        (p) =>
          `${p.firstNameEn} ${p.lastNameEn}`.toLowerCase().includes(someone.firstNameEn.toLowerCase()) ||
          p.nameKo.includes(someone.firstNameEn),
      ),
    ).toBe(true)
    expect(await list('tourId=11&q=%25%25zz')).toMatchObject({ items: [], total: 0 })
  })

  it('counts wins on the tour and refuses other tours and bad paging', async () => {
    const ranking = rankingSchema.parse(await json('/api/rankings/genesis?tourId=11'))
    const all = (await list('tourId=11&pageSize=100')).items
    expect(all.some((p) => p.wins > 0)).toBe(true)
    expect(ranking.official.length).toBeGreaterThan(0)
    for (const bad of ['tourId=12', 'tourId=x', 'pageSize=101', 'page=0', 'sort=age'])
      expect((await get(`/api/players?${bad}`)).statusCode, bad).toBe(400)
    expect((await list('tourId=13')).tourId).toBe(13)
  })

  it('answers member information for a public profile and only tour facts for a private one', async () => {
    const found = (await fx.db.execute(
      sql`select id from players where not profile_private and birth_date is not null order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number }> }
    const pub = found.rows[0]
    const open = playerDetailSchema.parse(await json(`/api/players/${pub!.id}`))
    expect(open.profilePrivate).toBe(false)
    expect(open.birthDate).not.toBeNull()
    expect(open.age).toBeGreaterThan(10)
    expect(open.heightCm).not.toBeNull()

    const hidden = playerDetailSchema.parse(await json('/api/players/2'))
    expect(hidden).toMatchObject({
      profilePrivate: true,
      birthDate: null,
      age: null,
      heightCm: null,
      weightKg: null,
      hometownKo: null,
      hometownEn: null,
      hobbyKo: null,
      hobbyEn: null,
      militaryService: null,
      instructor: null,
    })
    expect(hidden.nameKo).not.toBe('')
    expect(hidden.country).toMatch(/^[A-Z]{3}$/)
    const records = await get('/api/players/2/records')
    expect(records.statusCode).toBe(200)
  })

  it('computes age in full years on the Seoul day', () => {
    expect(ageOn('2000-06-10', '2026-06-10')).toBe(26)
    expect(ageOn('2000-06-11', '2026-06-10')).toBe(25)
  })

  it("answers season statistics and the latest season's ranks as the rankings do", async () => {
    const genesis = rankingSchema.parse(await json('/api/rankings/genesis?tourId=11'))
    const leader = genesis.official[0]!
    const stats = playerStatsSchema.parse(await json(`/api/players/${leader.playerId}/stats?tourId=11`))
    expect(stats.standing).toMatchObject({
      season: genesis.season,
      genesisRank: leader.rank,
      genesisPoints: leader.value,
    })
    const prize = rankingSchema.parse(await json('/api/rankings/prize?tourId=11'))
    expect(stats.standing?.prizeRank).toBe(prize.official.find((l) => l.playerId === leader.playerId)?.rank ?? null)
    const seasons = stats.seasons.map((s) => s.season)
    expect(seasons).toEqual([...seasons].sort())
    const current = stats.seasons.find((s) => s.season === genesis.season)!
    expect(current.scoringAverage).toBeGreaterThan(60)
    expect(current.drivingDistance).toBeGreaterThan(200)
    expect((await get('/api/players/999999/stats')).statusCode).toBe(404)
  })

  it('documents the new calls', async () => {
    const doc = (await get('/api/docs/openapi.json')).json() as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/players', '/api/players/{playerId}/stats']))
  })
})
