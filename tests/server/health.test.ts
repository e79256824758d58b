import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('GET /api/health', () => {
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

  it('answers ok with the version after asking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: 'ok', db: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true)
  })

  it('answers 503 UNAVAILABLE once the database is gone', async () => {
    await testDb.database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'Database unavailable' })
  })
})
