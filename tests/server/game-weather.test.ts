import { gameWeatherSchema } from '@contract/game-weather'
import { weather } from '@domain/codes/weather'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { weatherReadings } from '../../server/db/schema/index'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('GET /api/game/weather', () => {
  let testDb: TestDatabase
  let app: App
  let gameId: number
  const get = (url: string) => app.inject({ method: 'GET', url })

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    await app.ready()
    gameId = (await get('/api/game/current?tourId=11')).json<{ gameId: number }>().gameId
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it("answers the round day's hourly readings in Seoul time and the newest one as latest", async () => {
    const res = await get(`/api/game/weather?gameId=${gameId}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = gameWeatherSchema.parse(res.json())
    const board = (await get(`/api/game/${gameId}/leaderboard`)).json<{ currentRound: number }>()
    expect(body.round).toBe(board.currentRound)
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.hourly.length).toBeGreaterThan(0)
    expect(body.hourly.every((r) => r.round === body.round)).toBe(true)
    // Oldest first, on the round's date in Seoul, between the first and last reading hours.
    const instants = body.hourly.map((r) => Date.parse(r.observedAt))
    expect(instants).toEqual([...instants].sort((a, b) => a - b))
    for (const r of body.hourly) {
      expect(new Date(Date.parse(r.observedAt) + 9 * 3_600_000).toISOString().slice(0, 10)).toBe(body.date)
      expect(r.time >= '07:00' && r.time <= '18:00').toBe(true)
      expect(weather(r.code).icon).not.toBe('unknown')
      expect(r.windFromDegrees % 22.5).toBe(0)
    }
    expect(body.latest).toEqual(body.hourly.at(-1))
  })

  it('names a direction both ways and gives one decimal', async () => {
    const db = testDb.database.db
    await db.insert(weatherReadings).values({
      tournamentId: gameId,
      round: null,
      observedAt: new Date('2099-01-01T03:00:00Z'),
      weatherCode: '9',
      temperatureC: 21.349999,
      windSpeedMs: 4.2500001,
      windDirection: 'wsw',
    })
    const body = gameWeatherSchema.parse((await get(`/api/game/weather?gameId=${gameId}`)).json())
    expect(body.latest).toMatchObject({
      time: '12:00',
      code: '09',
      descriptionKey: 'light-rain',
      windDirection: 'WSW',
      windFromDegrees: 247.5,
      round: null,
    })
    expect(body.latest!.temperatureC).toBeCloseTo(21.3, 5)
    // A reading outside any round day does not join the round day's hours.
    expect(body.hourly.some((r) => r.observedAt === body.latest!.observedAt)).toBe(false)
  })

  it('refuses a bad id and answers 404 for an unknown game', async () => {
    expect((await get('/api/game/weather?gameId=abc')).statusCode).toBe(400)
    expect((await get('/api/game/weather?gameId=99999999')).statusCode).toBe(404)
  })

  it('is in the OpenAPI document with its shared schemas', async () => {
    const doc = (await get('/api/docs/openapi.json')).json<{
      paths: Record<string, unknown>
      components: { schemas: Record<string, unknown> }
    }>()
    expect(doc.paths).toHaveProperty('/api/game/weather')
    expect(doc.components.schemas).toHaveProperty('GameWeather')
    expect(doc.components.schemas).toHaveProperty('WeatherReading')
  })
})
