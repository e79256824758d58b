import { rm } from 'node:fs/promises'
import { count, eq } from 'drizzle-orm'
import { TOUR_CATEGORIES } from '@domain/tours'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { appMeta, tourCategory } from '../../server/db/schema/index'
import { readMeta, seedDatabase, seedIfNeeded, SEED_VERSION } from '../../server/db/seed'
import { makeTempDir } from './helpers'

describe('PGlite database', () => {
  const dirs: string[] = []
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('migrates and seeds idempotently', async () => {
    const dataDir = await makeTempDir('migrate')
    dirs.push(dataDir)
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      expect(database.kind).toBe('pglite')
      await database.migrate()
      await database.migrate() // a second run finds nothing to do
      expect(await seedIfNeeded(database.db)).toBe(true)
      expect(await seedIfNeeded(database.db)).toBe(false)
      await seedDatabase(database.db)
      const [row] = await database.db.select({ n: count() }).from(tourCategory)
      expect(row?.n).toBe(TOUR_CATEGORIES.length)
      expect(await readMeta(database.db, 'seed_version')).toBe(SEED_VERSION)
    } finally {
      await database.close()
    }
  })

  it('keeps written data after close and reopen', async () => {
    const dataDir = await makeTempDir('persist')
    dirs.push(dataDir)
    const first = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    await first.migrate()
    await seedDatabase(first.db)
    await first.db.insert(appMeta).values({ key: 'restart_probe', value: 'written before close' })
    await first.db.update(tourCategory).set({ color: '#000000' }).where(eq(tourCategory.id, 11))
    await first.close()

    const second = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      await second.migrate()
      expect(await readMeta(second.db, 'restart_probe')).toBe('written before close')
      const [korean] = await second.db.select().from(tourCategory).where(eq(tourCategory.id, 11))
      expect(korean?.color).toBe('#000000')
    } finally {
      await second.close()
    }
  })
})
