import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { prepareDatabase } from '../../server/db/seed'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { rush } from '../server/game-apply/apply-support'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL: the application rush on separate PostgreSQL connections, where the transactions
// really overlap (PGlite serialises them on its one). docs/requirements/tournament-applications.md#app-10.
describe.skipIf(!baseUrl)('the application rush (PostgreSQL)', () => {
  let fresh: FreshPostgres
  let database: Database
  const at = new Date('2026-06-10T03:00:00Z')
  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'applications')
    ;({ database } = await prepareDatabase(
      { DATA_DIR: './unused', DATABASE_URL: fresh.url },
      { demo: 'test', log: null },
    ))
  }, 300_000)
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })

  it('accepts exactly 156 of 500 members applying at once and wait-lists 344 in arrival order', async () => {
    const result = await rush(database.db, at, 500, 156)
    expect(result.failed).toEqual([])
    expect([result.accepted, result.waitlisted]).toEqual([156, 344])
    expect(result.arrivals).toEqual(Array.from({ length: 500 }, (_, i) => i + 1))
    expect(result.orderViolations).toBe(0)
    expect(result.field).toMatchObject({ accepted: 156, waitlisted: 344, arrivals: 500 })
  }, 120_000)
})
