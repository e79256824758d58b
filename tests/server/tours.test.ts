import { MAIN_TOUR_IDS, TOUR_CATEGORIES } from '@domain/tours'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('GET /api/tours', () => {
  let testDb: TestDatabase
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('lists every seeded category, main tours first in header order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tours' })
    expect(res.statusCode).toBe(200)
    const tours = res.json() as { id: number; nameKo: string; nameEn: string; color: string; main: boolean }[]
    expect(tours).toHaveLength(TOUR_CATEGORIES.length)
    expect(tours.slice(0, MAIN_TOUR_IDS.length).map((t) => t.id)).toEqual(MAIN_TOUR_IDS)
    expect(tours[0]).toEqual({ id: 11, nameKo: '코리안투어', nameEn: 'Korean Tour', color: '#0b5d3b', main: true })
  })

  it('filters by main', async () => {
    const main = (await app.inject({ method: 'GET', url: '/api/tours?main=true' })).json() as {
      id: number
      main: boolean
    }[]
    expect(main.map((t) => t.id)).toEqual(MAIN_TOUR_IDS)
    const others = (await app.inject({ method: 'GET', url: '/api/tours?main=false' })).json() as { main: boolean }[]
    expect(others).toHaveLength(TOUR_CATEGORIES.length - MAIN_TOUR_IDS.length)
    expect(others.every((t) => !t.main)).toBe(true)
  })
})
