import { count } from 'drizzle-orm'
import { TOUR_CATEGORIES } from '@domain/tours'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { openDatabase, type Database } from '../../server/db/database'
import { tourCategory } from '../../server/db/schema/index'
import { readMeta, seedIfNeeded, SEED_VERSION } from '../../server/db/seed'
import { createFreshPostgres, createTestApp, type FreshPostgres } from '../server/helpers'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
// Each run works in a database of its own, created here and dropped afterwards, so runs repeat.
describe.skipIf(!baseUrl)('PostgreSQL backend (same migrations as PGlite)', () => {
  let fresh: FreshPostgres
  let database: Database
  let app: App

  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'test')
    database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await fresh?.drop()
  })

  it('migrates and seeds idempotently', async () => {
    expect(database.kind).toBe('postgres')
    await database.migrate()
    await database.migrate()
    expect(await seedIfNeeded(database.db)).toBe(true)
    expect(await seedIfNeeded(database.db)).toBe(false)
    const [row] = await database.db.select({ n: count() }).from(tourCategory)
    expect(row?.n).toBe(TOUR_CATEGORIES.length)
    expect(await readMeta(database.db, 'seed_version')).toBe(SEED_VERSION)
  })

  it('serves health and tours from PostgreSQL', async () => {
    app = await createTestApp(database)
    await app.ready()
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', db: 'ok' })
    const tours = (await app.inject({ method: 'GET', url: '/api/tours?main=true' })).json() as { id: number }[]
    expect(tours.map((t) => t.id)).toEqual([11, 12, 13, 20, 54, 75])
  })

  it('answers 503 when PostgreSQL is gone', async () => {
    await database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' })
  })
})
