import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { prepareDatabase, seedIfNeeded } from '../../server/db/seed'
import { digest } from '../server/demo-digest'
import { createFreshPostgres, makeTempDir, type FreshPostgres } from '../server/helpers'

// The small demo season written to PostgreSQL matches PGlite's, table by table.
const TODAY = '2026-05-14'

const pgUrl = process.env.DATABASE_URL

describe.skipIf(!pgUrl)('demo on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database | undefined
  const dirs: string[] = []

  beforeAll(async () => {
    fresh = await createFreshPostgres(pgUrl as string, 'demo')
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('writes the same tables as PGlite from the same seed and day, once', async () => {
    const prepared = await prepareDatabase(
      { DATA_DIR: './unused', DATABASE_URL: fresh.url },
      { demo: 'test', today: TODAY },
    )
    database = prepared.database
    expect(prepared.seeded).toBe(true)
    expect(await seedIfNeeded(database.db, { demo: 'test', today: TODAY })).toBe(false)
    const dataDir = await makeTempDir('demo-pglite')
    dirs.push(dataDir)
    const local = await prepareDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { demo: 'test', today: TODAY })
    try {
      expect(await digest(database.db)).toEqual(await digest(local.database.db))
    } finally {
      await local.database.close()
    }
    // Two whole demo seeds (PostgreSQL, then PGlite): about 28 s alone since the ticket sales joined the demo.
  }, 90_000)
})
