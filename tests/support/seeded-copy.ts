import { cp, mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../../server/db/database'
import { prepareDatabase, type SeedOptions } from '../../server/db/seed'

/** Set by tests/support/db-templates-setup.ts (vitest globalSetup): one folder of seeded templates per run. */
export const TEMPLATES_ENV = 'FAIRWAY_DB_TEMPLATES'

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Seeds the template for `options` once per test run (the first file to ask does it, under a lock folder;
 * the others wait for its ready mark), so each test file copies a seeded database (about 1 s) instead of
 * generating the demo season again (about 6 s, more on a busy machine).
 */
async function template(root: string, options: SeedOptions): Promise<string> {
  const dir = join(root, `${options.demo ?? 'full'}-${options.today ?? 'today'}`)
  const ready = `${dir}.ready`
  if (await exists(ready)) return dir
  try {
    await mkdir(`${dir}.lock`)
  } catch {
    for (let waited = 0; !(await exists(ready)); waited += 200) {
      if (waited > 180_000) throw new Error(`the database template ${dir} was not ready after 3 minutes`)
      await sleep(200)
    }
    return dir
  }
  const { database } = await prepareDatabase({ DATA_DIR: dir, DATABASE_URL: undefined }, { ...options, log: null })
  await database.close()
  await writeFile(ready, '')
  return dir
}

/**
 * A migrated, seeded PGlite in `dataDir` (a fresh folder of the caller's), as `prepareDatabase` would leave it.
 * Copied from the run's template where the tests run under the globalSetup, else seeded in place.
 */
export async function openSeededCopy(dataDir: string, options: SeedOptions): Promise<Database> {
  const root = process.env[TEMPLATES_ENV]
  if (root) {
    await rm(dataDir, { recursive: true, force: true })
    await cp(await template(root, options), dataDir, { recursive: true })
  }
  // On a copy this only checks versions: nothing is seeded again.
  const { database } = await prepareDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { ...options, log: null })
  return database
}
