import { ballLocation } from '@domain/codes/ball-location'
import { holeRecordSchema } from '@contract/game-records'
import { gameShotsSchema, type GameShotsDto } from '@contract/game-shots'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

/** Rows of the columnar answer back as objects, so assertions read like the table a fan sees. */
const rowsOf = (s: GameShotsDto) =>
  Array.from({ length: s.count }, (_, i) => ({
    year: s.editions[s.columns.edition[i]!]!.year,
    playerId: s.players[s.columns.player[i]!]!.playerId,
    round: s.columns.round[i]!,
    hole: s.columns.hole[i]!,
    shotNo: s.columns.shotNo[i]!,
    resultLie: s.columns.resultLie[i]!,
    club: s.columns.club[i]!,
  }))

describe('GET /api/game/shots', () => {
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

  it('answers every shot of the game in play as equally long columns, each hole ending in the cup', async () => {
    const res = await get(`/api/game/shots?gameId=${gameId}`)
    expect(res.statusCode, res.body).toBe(200)
    const shots = gameShotsSchema.parse(res.json())
    expect(shots.count).toBeGreaterThan(1000)
    for (const column of Object.values(shots.columns)) expect(column).toHaveLength(shots.count)
    expect(shots.editions[0]).toMatchObject({ gameId })

    // A finished hole on the card has its shots, the last one holed (code 10 in domain/codes, not 11).
    const card = holeRecordSchema
      .parse((await get(`/api/game/hole/record?gameId=${gameId}&round=1`)).json())
      .cards.find((c) => c.thru === 18)!
    const rows = rowsOf(shots).filter((r) => r.playerId === card.playerId && r.round === 1)
    for (let hole = 1; hole <= 18; hole++) {
      const onHole = rows.filter((r) => r.hole === hole)
      expect(onHole.length).toBeGreaterThan(0)
      expect(onHole.length).toBeLessThanOrEqual(card.scores[hole - 1]!)
      expect(ballLocation(onHole.at(-1)!.resultLie).lie).toBe('holed')
      expect(onHole.slice(0, -1).every((r) => ballLocation(r.resultLie).lie !== 'holed')).toBe(true)
    }
  })

  it('narrows to one hole and round, and leaves out earlier editions when asked', async () => {
    const shots = gameShotsSchema.parse(
      (await get(`/api/game/shots?gameId=${gameId}&hole=7&round=1&editions=false`)).json(),
    )
    expect(shots.count).toBeGreaterThan(0)
    expect(shots.editions).toHaveLength(1)
    expect(new Set(shots.columns.hole)).toEqual(new Set([7]))
    expect(new Set(shots.columns.round)).toEqual(new Set([1]))
    expect(new Set(shots.columns.edition)).toEqual(new Set([0]))
    const putts = rowsOf(shots).filter((_, i) => shots.columns.lie[i] === 3)
    expect(putts.every((r) => r.club === 'PT')).toBe(true)
  })

  it('leaves out the ball-position columns with positions=false, the rows otherwise the same', async () => {
    const full = gameShotsSchema.parse((await get(`/api/game/shots?gameId=${gameId}&round=1`)).json())
    const res = await get(`/api/game/shots?gameId=${gameId}&round=1&positions=false`)
    expect(res.statusCode, res.body).toBe(200)
    const lean = gameShotsSchema.parse(res.json())
    for (const key of ['x', 'y', 'toX', 'toY']) {
      expect(full.columns).toHaveProperty(key)
      expect(lean.columns).not.toHaveProperty(key)
      expect(res.body).not.toContain(`"${key}"`)
    }
    expect(lean.count).toBeGreaterThan(0)
    expect(lean.editions).toEqual(full.editions)
    expect(lean.players).toEqual(full.players)
    const { x: _x, y: _y, toX: _toX, toY: _toY, ...rest } = full.columns
    expect(lean.columns).toEqual(rest)
    expect(res.body.length).toBeLessThan(0.8 * JSON.stringify(full).length)
  })

  it('refuses a hole outside 1-18 and answers 404 for an unknown game', async () => {
    expect((await get(`/api/game/shots?gameId=${gameId}&hole=19`)).statusCode).toBe(400)
    expect((await get(`/api/game/shots?gameId=${gameId}&positions=no`)).statusCode).toBe(400)
    expect((await get('/api/game/shots?gameId=999999')).statusCode).toBe(404)
  })

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/openapi.json')).json<{ paths: Record<string, unknown> }>()
    expect(doc.paths['/api/game/shots']).toBeDefined()
  })
})
