import { playerShotsSchema, type NotableShotDto } from '@contract/player-shots'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

type Rows<T> = { rows: T[] }

describe('notable player shots', () => {
  let fx: FixtureDatabase
  let app: App
  const tab = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/player-shots?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return playerShotsSchema.parse(res.json())
  }
  const highlight = (s: NotableShotDto) => s.path.find((p) => p.shotNo === s.highlightShotNo)!

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('gives the longest measured drive of every round that has shot data, longest first', async () => {
    const rounds = (await fx.db.execute(
      sql`select count(distinct (tournament_id, round))::int as n from shots`,
    )) as unknown as Rows<{ n: number }>
    const drives = await tab('tabId=longDrive&pageSize=48')
    expect(drives.total).toBe(rounds.rows[0]!.n)
    const lengths = drives.items.map((d) => d.distanceM)
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a))
    const [longest] = drives.items
    expect(longest!.highlightShotNo).toBe(1)
    expect(longest!.par).toBeGreaterThanOrEqual(4)
    // The longest measured drive of that round, as the driving-distance statistic measures it.
    const best = (await fx.db.execute(
      sql`select max(drive_distance_yd)::float as yd from hole_scores where tournament_id = ${longest!.gameId}
        and round = ${longest!.round}`,
    )) as unknown as Rows<{ yd: number }>
    expect(longest!.distanceM / 0.9144).toBeCloseTo(best.rows[0]!.yd, 0)
  })

  it('keeps every card true to its kind, with the path and the hole drawn from the course geometry', async () => {
    for (const kind of ['holeInOne', 'eagle', 'chipIn'] as const) {
      const page = await tab(`tabId=${kind}&pageSize=48`)
      for (const s of page.items) {
        expect(s.kind).toBe(kind)
        expect(s.path.length).toBeGreaterThan(0)
        expect(s.geometry.hole).toBe(s.hole)
        expect(s.geometry.greenOutline.length).toBeGreaterThan(2)
        expect(highlight(s).resultLie).toBe(10)
        // The highlighted stroke is the one that ended the hole (penalty strokes leave gaps in the numbers).
        expect(s.highlightShotNo).toBe(s.strokes)
        if (kind === 'holeInOne') expect(s.strokes).toBe(1)
        if (kind === 'eagle') expect(s.strokes! <= s.par - 2 && s.strokes! > 1).toBe(true)
        if (kind === 'chipIn') expect(highlight(s).distanceM <= 50 && ![0, 3, 11].includes(highlight(s).lie)).toBe(true)
      }
    }
    const eagles = await tab('tabId=eagle')
    expect(eagles.total).toBeGreaterThan(0)
  })

  it('shows each hole once under all, newest round first, twelve a page', async () => {
    const first = await tab('tabId=all')
    expect(first.pageSize).toBe(12)
    expect(first.items).toHaveLength(12)
    const all = await tab('tabId=all&pageSize=48')
    const keys = all.items.map((s) => `${s.player.playerId}:${s.gameId}:${s.round}:${s.hole}`)
    expect(new Set(keys).size).toBe(keys.length)
    const dates = all.items.map((s) => s.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const past = await tab(`tabId=all&page=${Math.ceil(first.total / 12) + 1}`)
    expect(past).toMatchObject({ items: [], total: first.total })
    expect((await app.inject({ method: 'GET', url: '/api/player-shots?tabId=albatross' })).statusCode).toBe(400)
  })
})
