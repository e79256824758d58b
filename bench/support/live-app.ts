/**
 * A live server node for the live-score benchmarks: a seeded temporary PGlite, the app listening on
 * 127.0.0.1 with the simulator off (the benchmark decides when scores arrive) and a scorer token.
 * The demo is generated in a child process; this one opens the data as a restarted node would.
 */
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { buildApp, type App } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import type { AppDb, Database } from '../../server/db/database'
import type { DemoScale } from '../../server/db/demo/generate'
import { tournaments, type TournamentRow } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { listen, makeTempDir } from '../../tests/server/helpers'

export const SCORER_TOKEN = 'bench-scorer-token-0123456789'
const SEED_SCRIPT = fileURLToPath(new URL('./seed-data-dir.ts', import.meta.url))

export interface LiveNode {
  app: App
  db: AppDb
  base: string
  /** The stroke-play game in progress that the demo plays live. */
  game: TournamentRow
  seedMs: number
  close(): Promise<void>
}

export interface LiveNodeOptions {
  /** Requests per minute per address; a benchmark sending thousands from one address lifts it. */
  rateLimitMax?: number
}

export async function startLiveNode(demo: DemoScale, options: LiveNodeOptions = {}): Promise<LiveNode> {
  const dataDir = await makeTempDir('bench-live')
  const parsed = parseEnv({ LOG_LEVEL: 'silent', SIMULATOR: 'off', DATA_DIR: dataDir, SCORER_TOKEN })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const seedStarted = performance.now()
  await promisify(execFile)(process.execPath, ['--import', 'tsx', SEED_SCRIPT, dataDir, demo])
  const seedMs = performance.now() - seedStarted
  // Only checks the versions and opens: nothing is generated in this process.
  const { database } = await prepareDatabase(parsed.env, { demo, log: null })
  const app = await buildApp({ env: parsed.env, database, distDir: null, rateLimitMax: options.rateLimitMax })
  const base = await listen(app)
  const game = await liveGame(database.db)
  return { app, db: database.db, base, game, seedMs, close: () => closeAll(app, database, dataDir) }
}

async function closeAll(app: App, database: Database, dataDir: string): Promise<void> {
  await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}

async function liveGame(db: AppDb): Promise<TournamentRow> {
  const [game] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, 2), eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId)))
    .orderBy(asc(tournaments.id))
  if (!game) throw new Error('the demo has no stroke-play game in progress')
  return game
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes of one machine. */
export const epochNow = () => performance.timeOrigin + performance.now()

/** The q-quantile of ascending `sorted` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** Runs V8's garbage collector: `--expose-gc` when given, else the flag set at run time. */
export async function collectGarbage(): Promise<void> {
  const { setFlagsFromString } = await import('node:v8')
  const { runInNewContext } = await import('node:vm')
  if (typeof globalThis.gc !== 'function') setFlagsFromString('--expose-gc')
  const gc = (globalThis.gc ?? runInNewContext('gc')) as () => void
  gc()
  gc()
}

export const mb = (bytes: number) => bytes / 1024 / 1024
