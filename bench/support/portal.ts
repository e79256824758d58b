/**
 * The whole portal in this process for the browser benchmarks: the full demo season (what `npm start`
 * shows) in a temporary PGlite, the built app from dist/ (served with the .br/.gz files the build
 * writes), socket.io, a scorer token, and the simulator off so only the benchmark moves the board.
 * Builds the app first when dist/ is older than its sources (scripts/build-if-stale.ts).
 */
import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { buildIfStale, REPO_ROOT } from '../../scripts/build-if-stale'
import { precompressDist } from '../../scripts/precompress'
import { buildApp, type App } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import type { AppDb } from '../../server/db/database'
import { tournaments, type TournamentRow } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { listen, makeTempDir } from '../../tests/server/helpers'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium'

export const BENCH_SCORER_TOKEN = 'bench-scorer-token-0123456789'
export const DIST_DIR = join(REPO_ROOT, 'dist')

export interface Portal {
  app: App
  db: AppDb
  base: string
  /** What buildIfStale did: 'fresh' (dist/ was up to date), 'built' or 'skipped'. */
  build: string
  seedMs: number
  close(): Promise<void>
}

export async function startPortal(): Promise<Portal> {
  let build: string = await buildIfStale(REPO_ROOT, (line) => console.log(line))
  // A bare `vite build` (not `npm run build`) leaves dist/ fresh but without the .br/.gz files the server sends.
  if (build === 'fresh' && !(await hasPrecompressed())) {
    console.log(
      'dist/ has no .br/.gz files (built by a bare `vite build`?): precompressing it as `npm run build` does...',
    )
    await precompressDist(REPO_ROOT)
    build = 'fresh, precompressed now'
  }
  const dataDir = await makeTempDir('bench-portal')
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    DATA_DIR: dataDir,
    SCORER_TOKEN: BENCH_SCORER_TOKEN,
  })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const seedStarted = performance.now()
  // 'full' is what npm start serves (tour 11's current game is a field in progress); log: null keeps the seed report
  // off stdout.
  const { database } = await prepareDatabase(parsed.env, { demo: 'full', log: null })
  const seedMs = performance.now() - seedStarted
  // The database is ours to close (buildApp only closes one it opened); the rate limit is lifted for one address
  // posting hundreds of scores.
  const app = await buildApp({ env: parsed.env, database, distDir: DIST_DIR, rateLimitMax: 1_000_000 })
  const base = await listen(app)
  return {
    app,
    db: database.db,
    base,
    build,
    seedMs,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function hasPrecompressed(): Promise<boolean> {
  const assets = join(DIST_DIR, 'assets')
  if (!existsSync(assets)) return false
  const files = await readdir(assets)
  return files.some((name) => name.endsWith('.js.gz'))
}

/** The stroke-play games in progress with a course (what the live board and the simulator play), oldest first. */
export async function gamesInProgress(db: AppDb): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, 2), eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId)))
    .orderBy(asc(tournaments.id))
}

/** The tour's current game as the leaderboard page picks it (GET /api/game/current), which must be in progress. */
export async function currentLiveGame(portal: Portal, tourId: number): Promise<TournamentRow> {
  const current = (await (await fetch(`${portal.base}/api/game/current?tourId=${tourId}`)).json()) as { gameId: number }
  const game = (await gamesInProgress(portal.db)).find((g) => g.id === current.gameId)
  if (!game) throw new Error(`tour ${tourId}'s current game ${current.gameId} is not a stroke-play game in progress`)
  return game
}

/** Debian's Chromium with the arguments of the browser tests (tests/e2e/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** The q-quantile of ascending `sorted` (nearest rank), as bench/support/live-app.ts computes it. */
export { quantile } from './live-app'

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
