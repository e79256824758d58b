import { favouriteIdsSchema, favouritePlayerListSchema } from '@contract/favourites'
import { ERROR_CODES } from '@contract/errors'
import { playerDetailSchema } from '@contract/player'
import { searchResultSchema } from '@contract/search'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { splitYear } from '../../server/modules/search/repository'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp } from './helpers'

type Rows<T> = { rows: T[] }

describe('players of interest and site search', () => {
  let fx: FixtureDatabase
  let app: App
  let token: string
  let someone: { id: number; nameKo: string; firstNameEn: string; lastNameEn: string }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database, { purgeJob: false, rateLimitMax: 100_000 })
    await app.ready()
    token = (await loginAs(app, 'webmember01')).accessToken
    const { rows } = (await fx.db.execute(
      sql`select id, name_ko as "nameKo", first_name_en as "firstNameEn", last_name_en as "lastNameEn" from players
        order by id limit 3`,
    )) as unknown as Rows<typeof someone>
    someone = rows[0]!
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: string | null = token) =>
    app.inject({ method, url: `/api${url}`, headers: auth ? bearer(auth) : {} })
  const favouritesCount = async (playerId: number) =>
    playerDetailSchema.parse((await call('GET', `/players/${playerId}`, null)).json()).favouritesCount

  it('refuses visitors with 401 on every favourites call', async () => {
    for (const [method, url] of [
      ['GET', '/mypage/favorite-player'],
      ['POST', `/mypage/favorite-player/${someone.id}`],
      ['DELETE', `/mypage/favorite-player/${someone.id}`],
    ] as const) {
      const res = await call(method, url, null)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json().code).toBe(ERROR_CODES.LOGIN_REQUIRED)
    }
  })

  it('adds and removes idempotently, lists newest first and counts members on the profile', async () => {
    const before = await favouritesCount(someone.id)
    const first = await call('POST', `/mypage/favorite-player/${someone.id}`)
    expect(first.statusCode).toBe(200)
    expect(favouriteIdsSchema.parse(first.json()).playerIds).toEqual([someone.id])
    // Twice is the same as once: no duplicate, no error.
    expect((await call('POST', `/mypage/favorite-player/${someone.id}`)).json().playerIds).toEqual([someone.id])
    expect(await favouritesCount(someone.id)).toBe(before + 1)

    const other = (await loginAs(app, 'president01')).accessToken
    await call('POST', `/mypage/favorite-player/${someone.id}`, other)
    expect(await favouritesCount(someone.id)).toBe(before + 2)

    const list = favouritePlayerListSchema.parse((await call('GET', '/mypage/favorite-player')).json())
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      playerId: someone.id,
      nameKo: someone.nameKo,
      lastNameEn: someone.lastNameEn,
    })
    expect([11, 13]).toContain(list.items[0]!.tourId)

    const removed = await call('DELETE', `/mypage/favorite-player/${someone.id}`)
    expect(removed.json().playerIds).toEqual([])
    const again = await call('DELETE', `/mypage/favorite-player/${someone.id}`)
    expect(again.statusCode).toBe(200)
    expect(again.json().playerIds).toEqual([])
    expect((await call('GET', '/mypage/favorite-player')).json().items).toEqual([])
    // The other member's heart stays.
    expect(await favouritesCount(someone.id)).toBe(before + 1)
  })

  it('answers 404 NOT_FOUND for a player that does not exist, and 400 for a malformed id', async () => {
    const res = await call('POST', '/mypage/favorite-player/999999')
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe(ERROR_CODES.NOT_FOUND)
    expect((await call('POST', '/mypage/favorite-player/abc')).statusCode).toBe(400)
    expect((await call('GET', '/mypage/favorite-player')).json().items).toEqual([])
  })

  const search = async (query: string) => {
    const res = await call('GET', `/search?${query}`, null)
    expect(res.statusCode, res.body).toBe(200)
    return searchResultSchema.parse(res.json())
  }

  it('finds a player by Korean and by English name, with counts per kind', async () => {
    const ko = await search(`keyword=${encodeURIComponent(someone.nameKo)}`)
    expect(ko.players.map((p) => p.playerId)).toContain(someone.id)
    const { rows } = (await fx.db.execute(
      sql`select count(*)::int as n from players where name_ko ilike ${`%${someone.nameKo}%`}`,
    )) as unknown as Rows<{ n: number }>
    expect(ko.counts.players).toBe(rows[0]!.n)
    // News name players too (the media library, decision 0036): every article or story naming this one.
    const named = (await fx.db.execute(
      sql`select count(*)::int as n from media_items where kind in ('news', 'story')
        and (title_ko ilike ${`%${someone.nameKo}%`} or summary_ko ilike ${`%${someone.nameKo}%`}
        or body_ko ilike ${`%${someone.nameKo}%`})`,
    )) as unknown as Rows<{ n: number }>
    expect(ko.counts.news).toBe(named.rows[0]!.n)
    expect(ko.news.length).toBe(Math.min(5, named.rows[0]!.n))

    const en = await search(
      `keyword=${encodeURIComponent(`${someone.lastNameEn} ${someone.firstNameEn}`.toUpperCase())}`,
    )
    expect(en.players.map((p) => p.playerId)).toContain(someone.id)
  })

  it('finds tournaments by name and by year, pages one kind, and finds portal pages in both languages', async () => {
    const { rows } = (await fx.db.execute(
      sql`select name_en as "nameEn", year::int as year from tournaments order by id limit 1`,
    )) as unknown as Rows<{ nameEn: string; year: number }>
    const game = rows[0]!
    const byName = await search(`keyword=${encodeURIComponent(game.nameEn.slice(0, 8))}`)
    expect(byName.counts.tournaments).toBeGreaterThan(0)
    expect(
      byName.tournaments.every((t) => t.nameEn.toLowerCase().includes(game.nameEn.slice(0, 8).toLowerCase())),
    ).toBe(true)

    const byYear = await search(`keyword=${game.year}&kind=tournaments`)
    const yearCount = (await fx.db.execute(
      sql`select count(*)::int as n from tournaments where year = ${game.year}`,
    )) as unknown as Rows<{ n: number }>
    expect(byYear.counts.tournaments).toBe(yearCount.rows[0]!.n)
    expect(byYear.tournaments.length).toBe(Math.min(10, byYear.counts.tournaments))
    expect(byYear.tournaments.every((t) => t.year === game.year)).toBe(true)
    expect(byYear.players).toEqual([])

    expect((await search('keyword=leaderboard')).pages.map((p) => p.id)).toContain('leaderboard')
    expect((await search(`keyword=${encodeURIComponent('리더보드')}`)).pages.map((p) => p.id)).toContain('leaderboard')
  })

  it('answers zero of everything for a nonsense term and refuses an empty one', async () => {
    const none = await search('keyword=zzqx%25%25')
    expect(none.counts).toEqual({ players: 0, tournaments: 0, news: 0, pages: 0 })
    expect((await call('GET', '/search?keyword=%20', null)).statusCode).toBe(400)
  })

  it('reads a season year out of the term', () => {
    expect(splitYear('2025 오픈')).toEqual({ year: 2025, rest: '오픈' })
    expect(splitYear('KPGA 2024')).toEqual({ year: 2024, rest: 'KPGA' })
    expect(splitYear('12025')).toEqual({ year: null, rest: '12025' })
  })
})
