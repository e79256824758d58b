import { eq, sql } from 'drizzle-orm'
import { MAIN_TOUR_IDS, TOUR_CATEGORIES } from '@domain/tours'
import type { Env } from '../config/env'
import { openDatabase, type AppDb, type Database } from './database'
import { appMeta, tourCategory } from './schema/index'

/** Bump when the seed data changes so existing databases pick it up on the next start. */
export const SEED_VERSION = '1'

const SEED_VERSION_KEY = 'seed_version'
const SEEDED_AT_KEY = 'seeded_at'

function tourCategoryRows() {
  return TOUR_CATEGORIES.filter((c) => c.id !== null).map((c, index) => {
    const mainIndex = MAIN_TOUR_IDS.indexOf(c.id as number)
    return {
      id: c.id as number,
      nameKo: c.ko,
      nameEn: c.en,
      shortKo: c.shortKo,
      shortEn: c.shortEn,
      color: c.color,
      main: mainIndex >= 0,
      // Header order for main tours, then the rest in the domain's order.
      sortOrder: mainIndex >= 0 ? mainIndex : 100 + index,
    }
  })
}

const upsertMeta = (key: string, value: string) =>
  ({ key, value, updatedAt: new Date() }) satisfies typeof appMeta.$inferInsert

/** Writes the reference data; safe to run any number of times (upserts by primary key). */
export async function seedDatabase(db: AppDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tourCategory)
      .values(tourCategoryRows())
      .onConflictDoUpdate({
        target: tourCategory.id,
        set: {
          nameKo: sql`excluded.name_ko`,
          nameEn: sql`excluded.name_en`,
          shortKo: sql`excluded.short_ko`,
          shortEn: sql`excluded.short_en`,
          color: sql`excluded.color`,
          main: sql`excluded.main`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
    await tx
      .insert(appMeta)
      .values([upsertMeta(SEED_VERSION_KEY, SEED_VERSION), upsertMeta(SEEDED_AT_KEY, new Date().toISOString())])
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } })
  })
}

export async function readMeta(db: AppDb, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key))
  return rows[0]?.value
}

/** Seeds only when this database has not got the current seed version yet. Returns whether it seeded. */
export async function seedIfNeeded(db: AppDb): Promise<boolean> {
  if ((await readMeta(db, SEED_VERSION_KEY)) === SEED_VERSION) return false
  await seedDatabase(db)
  return true
}

/** Open, migrate, seed on first start: what the server does before it listens. */
export async function prepareDatabase(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(env)
  try {
    await database.migrate()
    const seeded = await seedIfNeeded(database.db)
    return { database, seeded }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}
