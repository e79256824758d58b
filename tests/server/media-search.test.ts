import { searchResultSchema } from '@contract/search'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

type Rows<T> = { rows: T[] }

describe('site search finds the media library’s news and stories', () => {
  let fx: FixtureDatabase
  let app: App
  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return searchResultSchema.parse(res.json())
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('counts and lists the articles naming a tournament, newest first, each linked to its page', async () => {
    const { rows } = (await fx.db.execute(
      sql`select g.name_ko as "nameKo", g.name_en as "nameEn" from media_items m join tournaments g
        on g.id = m.game_id where m.kind = 'news' order by m.published_at desc limit 1`,
    )) as unknown as Rows<{ nameKo: string; nameEn: string }>
    const game = rows[0]!
    const all = await search(`keyword=${encodeURIComponent(game.nameKo)}`)
    expect(all.counts.news).toBeGreaterThan(0)
    expect(all.news.length).toBe(Math.min(5, all.counts.news))
    // Reports link to the article page; a story about the tournament links to /story/.
    expect(all.news.every((n) => /^\/(medias\/news|story)\/\d+$/.test(n.path) && n.titleKo.length > 0)).toBe(true)
    expect(all.news.some((n) => n.path.startsWith('/medias/news/'))).toBe(true)
    const times = all.news.map((n) => n.publishedAt)
    expect(times).toEqual([...times].sort().reverse())
    // The English name finds the same articles, in any case; the news tab pages them ten at a time.
    const en = await search(`keyword=${encodeURIComponent(game.nameEn.toUpperCase())}&kind=news`)
    expect(en.counts.news).toBe(all.counts.news)
    expect(en.news.length).toBe(Math.min(10, en.counts.news))
    expect(en.players).toEqual([])
  })

  it('finds the association’s stories, linked to /story/', async () => {
    const res = await search(`keyword=${encodeURIComponent('leaderboard')}&kind=news`)
    const story = res.news.find((n) => n.titleEn === 'How a stroke reaches the leaderboard')
    expect(story?.path).toMatch(/^\/story\/\d+$/)
    expect((await app.inject({ method: 'GET', url: `/api/media/${story!.id}` })).json().kind).toBe('story')
  })

  it('leaves photos and videos out of the news results', async () => {
    const { rows } = (await fx.db.execute(
      sql`select title_en as t from media_items where kind = 'photo' and title_en like '%gallery at round%' limit 1`,
    )) as unknown as Rows<{ t: string }>
    const res = await search(`keyword=${encodeURIComponent(rows[0]!.t)}`)
    expect(res.counts.news).toBe(0)
  })
})
