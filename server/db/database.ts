import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Env } from '../config/env'
import { lockPgliteDir } from './pglite-lock'
import * as schema from './schema/index'

/** The drizzle handle repositories use; the same type whichever backend is underneath. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: AppDb
  kind: DatabaseKind
  /** Runs `select 1`; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>
  /** Applies pending migrations from server/db/migrations (one set for both backends). */
  migrate(): Promise<void>
  /** Closes connections; for PGlite this also flushes the data folder to disk. */
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
    promise.then(resolvePromise, reject).finally(() => clearTimeout(timer))
  })

function handle(
  db: AppDb,
  kind: DatabaseKind,
  migrate: () => Promise<void>,
  closeClient: () => Promise<void>,
): Database {
  let closing: Promise<void> | undefined
  return {
    db,
    kind,
    async ping(timeoutMs = 2000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'database ping')
    },
    migrate,
    // Idempotent: both the app's onClose and a caller may close the same handle.
    close: () => (closing ??= closeClient()),
  }
}

// Each backend's driver loads only when it is the one in use: a node on PostgreSQL never loads PGlite's
// WebAssembly, an embedded one never loads node-postgres.
async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const dir = pgliteDir(dataDir)
  await mkdir(dir, { recursive: true })
  const release = lockPgliteDir(dir)
  let client: PGlite
  try {
    client = await PGlite.create(dir)
  } catch (error) {
    release()
    throw error
  }
  const db = drizzlePglite(client, { schema })
  return handle(
    db,
    'pglite',
    () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    () => client.close().finally(release),
  )
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`))
  const db = drizzlePg(pool, { schema })
  return handle(
    db,
    'postgres',
    () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    () => pool.end(),
  )
}

/**
 * Opens the database the environment names: PostgreSQL when DATABASE_URL is set, otherwise an
 * embedded PGlite in DATA_DIR/pglite (docs/decisions/0012). Does not migrate; see prepareDatabase.
 */
export async function openDatabase(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR)
}

/** Where PGlite keeps its files for a DATA_DIR (for messages and tests). */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite')
