import { mediaDetailSchema, mediaListSchema, mediaOptionsSchema, type MediaListDto } from '@contract/media'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

type Rows<T> = { rows: T[] }

describe('media library API', () => {
  let fx: FixtureDatabase
  let app: App
  const get = (url: string) => app.inject({ method: 'GET', url })
  const list = async (query: string): Promise<MediaListDto> => {
    const res = await get(`/api/media?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return mediaListSchema.parse(res.json())
  }
  const views = async () =>
    (
      (await fx.db.execute(sql`select coalesce(sum(view_count), 0)::int as n from media_items`)) as unknown as Rows<{
        n: number
      }>
    ).rows[0]!.n

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('lists a tour’s news twelve a page by default, with the count of every kind for the tabs', async () => {
    const news = await list('tourId=11&kind=news')
    expect(news).toMatchObject({ page: 1, pageSize: 12, searchOrder: 'basic' })
    expect(news.total).toBeGreaterThan(12)
    expect(news.items).toHaveLength(12)
    expect(news.items.every((i) => i.kind === 'news' && i.tourId === 11)).toBe(true)
    expect(news.totalPages).toBe(Math.ceil(news.total / 12))
    expect(news.counts.news).toBe(news.total)
    expect(news.counts.photo).toBeGreaterThan(news.counts.news)
    expect(news.counts.video).toBeGreaterThan(0)
    // Every item names its tournament and carries a picture of known size with alt text in both languages.
    for (const i of news.items) {
      expect(i.game?.nameEn).toBeTruthy()
      expect(i.image).toMatchObject({ width: 1200, height: 800 })
      expect(i.image.altKo.length).toBeGreaterThan(5)
      expect(i.image.altEn.length).toBeGreaterThan(5)
    }
    // Basic order: newest day first, and each day in the order it happened.
    const days = news.items.map((i) => i.gameDate!)
    expect(days).toEqual([...days].sort().reverse())
    for (let k = 1; k < news.items.length; k++) {
      if (days[k] === days[k - 1]) expect(news.items[k]!.publishedAt >= news.items[k - 1]!.publishedAt).toBe(true)
    }
    // 62 is the main tour under another id; a tour with no media has nothing.
    expect((await list('tourId=62&kind=news')).total).toBe(news.total)
    expect(await list('tourId=13')).toMatchObject({
      total: 0,
      items: [],
      counts: { news: 0, photo: 0, video: 0, story: 0 },
    })
  })

  it('pages through without repeating, and past the last page answers nothing', async () => {
    const first = await list('tourId=11&kind=photo&pageSize=10')
    const second = await list('tourId=11&kind=photo&pageSize=10&page=2')
    expect(second.items).toHaveLength(10)
    const ids = new Set(first.items.map((i) => i.id))
    expect(second.items.some((i) => ids.has(i.id))).toBe(false)
    const beyond = await list(`tourId=11&kind=photo&pageSize=10&page=${first.totalPages + 1}`)
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it('filters by tournament, round, day, player, club, place and score, in single and list forms', async () => {
    const all = await list('tourId=11&kind=photo&pageSize=48')
    const games = [...new Set(all.items.map((i) => i.game!.gameId))]
    expect(games.length).toBeGreaterThan(1)
    const [a, b] = games as [number, number]
    const onlyA = await list(`kind=photo&gameId=${a}&pageSize=48`)
    expect(onlyA.total).toBeGreaterThan(0)
    expect(onlyA.items.every((i) => i.game!.gameId === a)).toBe(true)
    const onlyB = await list(`kind=photo&gameIds=${b}&pageSize=48`)
    // Single and list forms add up; comma lists and repeated keys mean the same.
    expect((await list(`kind=photo&gameId=${a}&gameIds=${b}`)).total).toBe(onlyA.total + onlyB.total)
    expect((await list(`kind=photo&gameIds=${a},${b}`)).total).toBe(onlyA.total + onlyB.total)
    expect((await list(`kind=photo&gameIds=${a}&gameIds=${b}`)).total).toBe(onlyA.total + onlyB.total)

    const round2 = await list(`kind=photo&gameId=${a}&round=2&pageSize=48`)
    expect(round2.total).toBeGreaterThan(0)
    expect(round2.items.every((i) => i.round === 2)).toBe(true)
    const rounds12 = await list(`kind=photo&gameId=${a}&rounds=1,2`)
    expect(rounds12.total).toBe((await list(`kind=photo&gameId=${a}&round=1`)).total + round2.total)
    const day = round2.items[0]!.gameDate!
    expect((await list(`kind=photo&gameId=${a}&gameDate=${day}`)).total).toBe(round2.total)

    const featured = all.items.find((i) => i.member)!.member!
    const byPlayer = await list(`memberId=${featured.memberId}&pageSize=48`)
    expect(byPlayer.items.length).toBeGreaterThan(0)
    expect(byPlayer.items.every((i) => i.member?.memberId === featured.memberId)).toBe(true)

    const putts = await list('kind=photo&clubType=putter&field=green&score=birdie&pageSize=48')
    expect(putts.total).toBeGreaterThan(0)
    expect(putts.items.every((i) => i.clubType === 'putter' && i.field === 'green' && i.score === 'birdie')).toBe(true)
    expect((await list('kind=photo&clubTypes=putter,driver')).total).toBe(
      (await list('kind=photo&clubType=putter')).total + (await list('kind=photo&clubType=driver')).total,
    )
  })

  it('searches titles, captions and texts in both languages, ignoring case; % and _ match themselves', async () => {
    const [news] = (await list('tourId=11&kind=news&pageSize=1')).items
    const word = news!.titleEn.split(' ').slice(0, 2).join(' ')
    const en = await list(`kind=news&searchWord=${encodeURIComponent(word.toUpperCase())}&pageSize=48`)
    expect(en.items.map((i) => i.id)).toContain(news!.id)
    const nameKo = news!.member?.nameKo ?? news!.game!.nameKo
    const ko = await list(`kind=news&searchWord=${encodeURIComponent(nameKo)}&pageSize=48`)
    expect(ko.items.map((i) => i.id)).toContain(news!.id)
    const { rows } = (await fx.db.execute(
      sql`select count(*)::int as n from media_items where kind = 'news' and (title_ko ilike ${`%${nameKo}%`}
        or summary_ko ilike ${`%${nameKo}%`} or body_ko ilike ${`%${nameKo}%`})`,
    )) as unknown as Rows<{ n: number }>
    expect(ko.total).toBe(rows[0]!.n)
    expect((await list('searchWord=%25%25')).total).toBe(0)
    expect((await list('searchWord=zzzz-nothing')).items).toEqual([])
  })

  it('orders by latest publication or by views on request', async () => {
    const latest = await list('tourId=11&searchOrder=latest&pageSize=30')
    const times = latest.items.map((i) => i.publishedAt)
    expect(times).toEqual([...times].sort().reverse())
    const popular = await list('tourId=11&searchOrder=popular&pageSize=30')
    const counts = popular.items.map((i) => i.viewCount)
    expect(counts).toEqual([...counts].sort((x, y) => y - x))
  })

  it('treats empty values as unset filters, as the portal’s client sends its defaults (CON-6)', async () => {
    const plain = await list('tourId=11&kind=video')
    const blanks = await list('tourId=11&kind=video&gameId=&round=&memberIds=&searchWord=&page=&pageSize=&searchOrder=')
    expect(blanks.total).toBe(plain.total)
    expect(blanks.pageSize).toBe(12)
  })

  it('refuses bad filters with VALIDATION and the field, and counts no view', async () => {
    const before = await views()
    const bad = [
      'round=0',
      'round=x',
      'gameDate=2026-02-30',
      'gameDates=2026-06-01,yesterday',
      'gameIds=1,x',
      'clubType=spoon',
      'field=clubhouse',
      'score=triple',
      'kind=podcast',
      'pageSize=49',
      'page=0',
      'searchOrder=random',
      `searchWord=${'a'.repeat(51)}`,
      'gameid=3',
    ]
    for (const query of bad) {
      const res = await get(`/api/media?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code, query).toBe('VALIDATION')
      expect(Object.keys(res.json().fields ?? {}).length, query).toBeGreaterThan(0)
    }
    expect((await get('/api/media/abc')).statusCode).toBe(400)
    expect((await get('/api/media/999999')).statusCode).toBe(404)
    // A photo asked for as a news article (the article page's call) is not one: no view counted.
    const [photo] = (await list('kind=photo&pageSize=1')).items
    expect((await get(`/api/media/${photo!.id}?kind=news`)).statusCode).toBe(404)
    expect((await get(`/api/media/${photo!.id}?kind=podcast`)).statusCode).toBe(400)
    expect(await views()).toBe(before)
  })

  it('reads an article with its text, counts each read, and links the older and newer news of the tour', async () => {
    const items = (await list('tourId=11&kind=news&searchOrder=latest&pageSize=3')).items
    const middle = items[1]!
    const read = async (id: number) => {
      const res = await get(`/api/media/${id}?kind=news`)
      expect(res.statusCode, res.body).toBe(200)
      return mediaDetailSchema.parse(res.json())
    }
    const a = await read(middle.id)
    expect(a.bodyKo.split('\n\n').length).toBeGreaterThan(1)
    expect(a.bodyEn.length).toBeGreaterThan(100)
    expect(a.viewCount).toBe(middle.viewCount + 1)
    expect((await read(middle.id)).viewCount).toBe(middle.viewCount + 2)
    expect(a.next?.id).toBe(items[0]!.id)
    expect(a.previous?.id).toBe(items[2]!.id)
    expect((await read(items[0]!.id)).next).toBeNull()
  })

  it('offers the tournaments, days, rounds and players the gallery can filter by', async () => {
    const res = await get('/api/media/options?tourId=11&kind=photo')
    expect(res.statusCode, res.body).toBe(200)
    const all = mediaOptionsSchema.parse(res.json())
    expect(all.games.length).toBeGreaterThan(1)
    const starts = all.games.map((g) => g.startDate)
    expect(starts).toEqual([...starts].sort().reverse())
    const game = all.games[0]!
    const inGame = mediaOptionsSchema.parse(
      (await get(`/api/media/options?tourId=11&kind=photo&gameId=${game.gameId}`)).json(),
    )
    expect(inGame.rounds.length).toBeGreaterThan(0)
    expect(inGame.dates.every((d) => d >= game.startDate && d <= game.endDate)).toBe(true)
    expect(inGame.members.length).toBeGreaterThan(0)
    expect(inGame.clubTypes).toContain('putter')
    const total = (await list(`kind=photo&gameId=${game.gameId}`)).total
    expect(game.count).toBe(total)
    expect((await get('/api/media/options?tourId=abc')).statusCode).toBe(400)
  })

  it('draws the demo pictures as SVG cached for a year, the same bytes every time', async () => {
    const [photo] = (await list('kind=photo&pageSize=1')).items
    const one = await get(photo!.image.url)
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-type']).toContain('image/svg+xml')
    expect(one.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(one.body).toMatch(/^<svg [^>]*width="1200" height="800"/)
    expect((await get(photo!.image.url)).body).toBe(one.body)
    const [video] = (await list('kind=video&pageSize=1')).items
    expect(video!.image).toMatchObject({ width: 1280, height: 720 })
    expect(video!.videoUrl).toMatch(/^\/media\/video\/.+\.webm$/)
    expect((await get(video!.image.url)).body).toMatch(/width="1280" height="720"/)
    expect((await get('/api/media/art/1/castle-11-1.svg')).statusCode).toBe(404)
    expect((await get('/api/media/art/99/putt-11-1.svg')).statusCode).toBe(404)
  })

  it('never limits the pictures, which a gallery page asks for a dozen at a time', async () => {
    const limited = await createTestApp(fx.database, { rateLimitMax: 3 })
    try {
      for (let seed = 1; seed <= 8; seed++)
        expect((await limited.inject({ method: 'GET', url: `/api/media/art/1/tee-12-${seed}.svg` })).statusCode).toBe(
          200,
        )
      const calls = await Promise.all(
        [1, 2, 3, 4].map(() => limited.inject({ method: 'GET', url: '/api/media?pageSize=1' })),
      )
      expect(calls.map((c) => c.statusCode)).toContain(429)
    } finally {
      await limited.close()
    }
  })

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/openapi.json')).json<{
      paths: Record<string, unknown>
      components: { schemas: Record<string, unknown> }
    }>()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/media', '/api/media/{mediaId}', '/api/media/options']),
    )
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['MediaItem', 'MediaList', 'MediaDetail', 'MediaOptions']),
    )
  })
})
