import { noticeDetailSchema, noticeListSchema } from '@contract/notice'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('association notices (/abouts/notice/)', () => {
  let fx: FixtureDatabase
  let app: App
  const get = (url: string) => app.inject({ method: 'GET', url })
  const list = async (query: string) => {
    const res = await get(`/api/notices?scope=association&${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return noticeListSchema.parse(res.json())
  }
  const detail = async (id: number) => {
    const res = await get(`/api/notices/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    return noticeDetailSchema.parse(res.json())
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

  it('lists the association notices apart from the tours, pinned first, ten a page', async () => {
    const first = await list('pageSize=10')
    expect(first).toMatchObject({ scope: 'association', tourId: null, page: 1 })
    expect(first.total).toBeGreaterThan(20)
    expect(first.items).toHaveLength(10)
    expect(first.items.every((n) => n.tourId === null)).toBe(true)
    const pinned = first.items.filter((n) => n.pinned).length
    expect(pinned).toBe(2)
    expect(first.items.slice(0, pinned).every((n) => n.pinned)).toBe(true)
    const dates = first.items.slice(pinned).map((n) => n.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const third = await list('pageSize=10&page=3')
    expect(third.items.length).toBe(first.total - 20)
    const ids = new Set(
      [...first.items, ...(await list('pageSize=10&page=2')).items, ...third.items].map((n) => n.noticeId),
    )
    expect(ids.size).toBe(first.total)
    // The tour boards keep their own notices only; tourId is ignored for the association.
    const tour = noticeListSchema.parse((await get('/api/notices?tourId=11&pageSize=50')).json())
    expect(tour.items.some((n) => n.tourId === null)).toBe(false)
    expect((await list('tourId=13')).total).toBe(first.total)
  })

  it('searches titles and texts in both languages', async () => {
    const ko = await list(`q=${encodeURIComponent('회비')}`)
    expect(ko.total).toBeGreaterThan(0)
    expect(ko.items.every((n) => n.tourId === null)).toBe(true)
    const en = await list('q=DUES')
    expect(en.items.map((n) => n.noticeId)).toEqual(
      expect.arrayContaining(ko.items.filter((n) => /dues/i.test(n.titleEn)).map((n) => n.noticeId)),
    )
    const body = await list(`q=${encodeURIComponent('1588-1968')}`)
    expect(body.items.map((n) => n.titleEn)).toContain('Secretariat opening hours and how to reach us')
    expect((await list('q=zzzz-nothing')).items).toEqual([])
  })

  it('shows one notice with its attachment and neighbours on the association board only', async () => {
    const all = (await list('pageSize=50')).items.filter((n) => !n.pinned)
    const middle = all[3]!
    const d = await detail(middle.noticeId)
    expect(d).toMatchObject({ scope: 'association', tourId: null, noticeId: middle.noticeId })
    expect(d.next?.noticeId).toBe(all[2]!.noticeId)
    expect(d.previous?.noticeId).toBe(all[4]!.noticeId)
    const minutes = all.find((n) => n.attachmentCount > 0)!
    const withFile = await detail(minutes.noticeId)
    const file = await get(withFile.attachments[0]!.url)
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain('Minutes')
  })

  it('refuses an unknown scope', async () => {
    expect((await get('/api/notices?scope=everyone')).statusCode).toBe(400)
  })
})
