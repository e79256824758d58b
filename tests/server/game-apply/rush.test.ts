import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'
import { rush } from './apply-support'

/**
 * 500 members applying in the same second for a 156-player field (docs/requirements/tournament-applications.md#app-10)
 * on PGlite: exactly 156 places, 344 on the waiting list, arrivals 1..500 and the list in arrival order. The same rush
 * runs on PostgreSQL in tests/services/applications-postgres.test.ts, where transactions really overlap.
 */
describe('the application rush', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('accepts exactly 156 of 500 and wait-lists the rest in arrival order', async () => {
    const result = await rush(fx.db, new Date(NOON), 500, 156)
    expect(result.failed).toEqual([])
    expect([result.accepted, result.waitlisted]).toEqual([156, 344])
    expect(result.arrivals).toEqual(Array.from({ length: 500 }, (_, i) => i + 1))
    expect(result.orderViolations).toBe(0)
    expect(result.field).toMatchObject({ accepted: 156, waitlisted: 344, arrivals: 500, fieldSize: 156 })
  }, 120_000)
})
