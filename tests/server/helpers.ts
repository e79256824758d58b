import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type App, type BuildAppOptions } from '../../server/app'
import { parseEnv, type Env, type EnvSource } from '../../server/config/env'
import type { Database } from '../../server/db/database'
import { openSeededCopy } from '../support/seeded-copy'

export const makeTempDir = (prefix: string) => mkdtemp(join(tmpdir(), `fairway-${prefix}-`))

/** A valid environment for tests: quiet logs, no simulator, data in `dataDir`. */
export function testEnv(overrides: EnvSource = {}): Env {
  // Fixed secrets keep tests from writing generated ones into ./data.
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    AUTH_SECRET: 'test-auth-secret-of-at-least-32-characters',
    PAYMENT_WEBHOOK_SECRET: 'test-payment-webhook-secret-of-32-characters',
    ...overrides,
  })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return parsed.env
}

export interface TestDatabase {
  database: Database
  dataDir: string
  cleanup(): Promise<void>
}

/** A real, migrated and seeded PGlite in a fresh temporary folder, with the small 'test' demo season. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await makeTempDir('db')
  const database = await openSeededCopy(dataDir, { demo: 'test' })
  return {
    database,
    dataDir,
    async cleanup() {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** An app over the given database (the caller closes both); no web app unless distDir is given. */
export async function createTestApp(database: Database, options: Omit<BuildAppOptions, 'database'> = {}): Promise<App> {
  return buildApp({ distDir: null, env: testEnv(), ...options, database })
}

/** Listens on a free port of 127.0.0.1 and returns the base URL (for socket.io clients). */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return `http://127.0.0.1:${address.port}`
}

export interface FreshPostgres {
  /** URL of a database created for this test file only. */
  url: string
  drop(): Promise<void>
}

/**
 * Creates a database of its own on the PostgreSQL at `baseUrl` (the machine's, in .ci/run), so test files
 * running at the same time never share tables and every run starts clean; `drop()` removes it.
 */
export async function createFreshPostgres(baseUrl: string, prefix: string): Promise<FreshPostgres> {
  const name = `fairway_${prefix}_${process.pid}_${Date.now()}`
  // Loaded here, not at the top: benchmarks share these helpers and weigh the server's heap without it.
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}
