import { noticeDetailSchema, noticeListSchema } from '@contract/notice'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('tour notices', () => {
  let fx: FixtureDatabase
  let app: App
  const get = (url: string) => app.inject({ method: 'GET', url })
  const list = async (query: string) => {
    const res = await get(`/api/notices?${query}`)
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

  it('lists the demo notices of a tour, pinned first then newest first, one page at a time', async () => {
    const first = await list('tourId=11&pageSize=5')
    expect(first.total).toBeGreaterThan(10)
    expect(first.items).toHaveLength(5)
    const pinned = first.items.filter((n) => n.pinned).length
    expect(pinned).toBe(2)
    expect(first.items.slice(0, pinned).every((n) => n.pinned)).toBe(true)
    const rest = first.items.slice(pinned).map((n) => n.publishedAt)
    expect(rest).toEqual([...rest].sort().reverse())
    const second = await list('tourId=11&pageSize=5&page=2')
    expect(second.items.map((n) => n.noticeId)).not.toContain(first.items[0]!.noticeId)
    expect(second.items.every((n) => !n.pinned)).toBe(true)
    // 62 is the main tour under another id; a tour without notices answers an empty list.
    expect((await list('tourId=62&pageSize=5')).total).toBe(first.total)
    expect(await list('tourId=13')).toMatchObject({ total: 0, items: [] })
  })

  it('searches titles and texts in both languages, case-insensitively', async () => {
    const en = await list('tourId=11&q=ENTRY%20APPLICATION&pageSize=50')
    expect(en.total).toBeGreaterThan(0)
    expect(en.items.every((n) => /entry application/i.test(n.titleEn))).toBe(true)
    const ko = await list(`tourId=11&q=${encodeURIComponent('참가 신청')}&pageSize=50`)
    expect(ko.total).toBe(en.total)
    // A word only in the texts (the starter's hut) finds the pairing notices.
    const body = await list(`tourId=11&q=${encodeURIComponent("starter's hut")}`)
    expect(body.total).toBeGreaterThan(0)
    expect(body.items.every((n) => n.titleEn.startsWith('Pairings'))).toBe(true)
    expect((await list('tourId=11&q=%25%25')).total).toBe(0)
    expect((await list('tourId=11&q=zzzz-nothing')).items).toEqual([])
  })

  it('shows a notice with paragraphs and attachments, and counts each read', async () => {
    const withFile = (await list('tourId=11')).items.find((n) => n.attachmentCount > 0)
    const a = await detail(withFile!.noticeId)
    expect(a.bodyKo.split('\n\n').length).toBeGreaterThan(1)
    expect(a.attachments).toHaveLength(1)
    expect(a.attachments[0]).toMatchObject({ index: 0, url: `/api/notices/${a.noticeId}/attachments/0` })
    const b = await detail(withFile!.noticeId)
    expect(b.viewCount).toBe(a.viewCount + 1)
    const file = await get(a.attachments[0]!.url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('text/plain')
    expect(file.headers['content-disposition']).toContain('attachment')
    expect(Buffer.byteLength(file.body)).toBe(a.attachments[0]!.sizeBytes)
    expect((await get(`/api/notices/${a.noticeId}/attachments/5`)).statusCode).toBe(404)
  })

  it('links the older and newer neighbours and answers 404 and 400 for bad ids', async () => {
    const all = (await list('tourId=11&pageSize=50')).items.filter((n) => !n.pinned)
    const middle = await detail(all[1]!.noticeId)
    expect(middle.next?.noticeId).toBe(all[0]!.noticeId)
    expect(middle.previous?.noticeId).toBe(all[2]!.noticeId)
    expect((await get('/api/notices/999999')).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await get('/api/notices/abc')).statusCode).toBe(400)
    expect((await get('/api/notices?tourId=11&pageSize=500')).statusCode).toBe(400)
  })
})
