import { sql } from 'drizzle-orm'
import { MAIN_TOUR_IDS, TOUR_CATEGORIES } from '@domain/tours'
import type { Env } from '../config/env'
import { openDatabase, type AppDb, type Database } from './database'
import type { DemoScale } from './demo/generate'
import { CONTENT_VERSION } from './content/version'
import { claimForDemo, DEMO_KEY, foreignTournaments } from './demo-mark'
import type { DemoSeedReport } from './demo/seed-demo'
import { assignDemoScorer } from './demo/scorer-assignments'
import { linkDemoPlayers } from './demo/player-links'
import { readMeta, writeMeta } from './meta'
import { appMeta, tourCategory } from './schema/index'

export { DEMO_KEY } from './demo-mark'
export { readMeta } from './meta'

/** Bump when the reference data changes so existing databases pick it up on the next start. */
export const SEED_VERSION = '1'
/** Bump when the demo generator changes: databases holding an older demo get a fresh one on start. */
export const DEMO_VERSION = '6'
/** Bump when server/db/demo/accounts.ts changes: the demo accounts are rewritten on the next start. */
export const DEMO_ACCOUNTS_VERSION = '10'
const DEMO_ACCOUNTS_KEY = 'demo_accounts'
/** CONTENT_VERSION of the association's content (server/db/content) last added to this database. */
const CONTENT_KEY = 'content'

const SEED_VERSION_KEY = 'seed_version'
const SEEDED_AT_KEY = 'seeded_at'
const DEMO_DETAILS_KEY = 'demo_details'

export interface SeedOptions {
  /** Which demo data to seed: 'full' (npm start), 'test' (server tests), 'none' (reference data only). */
  demo?: DemoScale | 'none'
  /** Demo seed (same seed and today give the same data). */
  seed?: string
  /** 'YYYY-MM-DD' (Asia/Seoul) the demo is built around; defaults to today there. */
  today?: string
  /** Where the seed time and row counts go; defaults to console.log for 'full', silent for 'test'. */
  log?: ((line: string) => void) | null
}

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

/** Where the demo's seeding lines go: console.log for 'full' unless told otherwise, nowhere for 'test'. */
const demoLog = (options: SeedOptions) =>
  options.log === undefined ? (options.demo === 'full' ? console.log : null) : options.log

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
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      })
  })
}

/**
 * Replaces the demo data (tournaments, players, courses, scores...) with a freshly generated set and
 * records which one it is. Replacing empties those tables, so it leaves a database that holds other
 * tournaments (imported ones) alone and answers null: real data always wins over demo data.
 */
export async function seedDemoData(
  db: AppDb,
  options: SeedOptions & { demo: DemoScale },
): Promise<DemoSeedReport | null> {
  const log = demoLog(options)
  const foreign = await foreignTournaments(db)
  if (foreign > 0) {
    log?.(`Demo season not (re)seeded: the database holds ${foreign} tournament(s) that are not demo data.`)
    return null
  }
  // The generator loads only when a demo is written: a node restarted on its data never holds it.
  const [{ clearDemo }, { seedDemo, describeReport }, { DEFAULT_SEED }] = await Promise.all([
    import('./demo/writer'),
    import('./demo/seed-demo'),
    import('./demo/generate'),
  ])
  await clearDemo(db)
  const report = await seedDemo(db, {
    scale: options.demo,
    seed: options.seed ?? DEFAULT_SEED,
    ...(options.today ? { today: options.today } : {}),
  })
  // A new season empties the scorer assignments with its tournaments: give the demo scorer the new ones.
  await assignDemoScorer(db)
  // Likewise the demo accounts that are players (my records).
  await linkDemoPlayers(db)
  const details = JSON.stringify({
    seed: report.options.seed,
    today: report.options.today,
    clock: report.options.clock,
    ms: report.totalMs,
    counts: report.counts,
  })
  await writeMeta(db, { [DEMO_KEY]: `${DEMO_VERSION}:${options.demo}`, [DEMO_DETAILS_KEY]: details })
  log?.(describeReport(report))
  return report
}

/**
 * Seeds what this database lacks: the reference data when its version is not current, the demo data
 * when asked for and the stored demo is missing, older, or of another scale. Returns whether it seeded.
 */
export async function seedIfNeeded(db: AppDb, options: SeedOptions = {}): Promise<boolean> {
  let seeded = false
  if ((await readMeta(db, SEED_VERSION_KEY)) !== SEED_VERSION) {
    await seedDatabase(db)
    seeded = true
  }
  if ((await readMeta(db, CONTENT_KEY)) !== CONTENT_VERSION) {
    const { seedContent } = await import('./content/index')
    await seedContent(db)
    await writeMeta(db, { [CONTENT_KEY]: CONTENT_VERSION })
    seeded = true
  }
  const demo = options.demo ?? 'none'
  if (demo === 'none') return seeded
  // The demo goes only where nothing real is (docs/decisions/0042): a database with members or tournaments
  // of its own gets no season and no accounts with the published password, whatever DEMO says.
  // The start-up line says why (server/main.ts).
  if (!(await claimForDemo(db))) return seeded
  if ((await readMeta(db, DEMO_KEY)) !== `${DEMO_VERSION}:${demo}`) {
    if (await seedDemoData(db, { ...options, demo })) seeded = true
  }
  // Demo accounts come with the demo database, apart from the season: tournaments imported into a demo
  // database later do not stop them, and they do not count as seeding (the answer says whether the data the
  // site shows was written).
  if ((await readMeta(db, DEMO_ACCOUNTS_KEY)) !== DEMO_ACCOUNTS_VERSION) {
    const { seedDemoAccounts } = await import('./demo/accounts')
    await seedDemoAccounts(db, options.today)
    await (await import('./demo/wallet')).seedDemoWallet(db, options.today)
    await writeMeta(db, { [DEMO_ACCOUNTS_KEY]: DEMO_ACCOUNTS_VERSION })
  }
  await (await import('./demo/tickets')).seedDemoTickets(db, options.today)
  await (await import('./demo/applications')).seedDemoApplications(db, options.today)
  return seeded
}

/** Open, migrate, seed on first start (the full demo unless told otherwise): what the server does before it listens. */
export async function prepareDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  options: SeedOptions = {},
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(env)
  try {
    await database.migrate()
    const seeded = await seedIfNeeded(database.db, { demo: 'full', ...options })
    return { database, seeded }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}
