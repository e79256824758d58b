import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { readMeta } from '../../server/db/seed'
import { startServerProcess } from '../support/server-process'
import { makeTempDir } from './helpers'

/** Starts the real server process (as `npm start` does after its build step) on a free port. */
const startServer = (dataDir: string) =>
  startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIMULATOR: 'off', DATABASE_URL: '', REDIS_URL: '' },
    // The first start seeds the whole demo; with both cores busy that passes a minute (the test's own bound is 4).
    { timeoutMs: 150_000 },
  )

describe('server process', () => {
  let dataDir: string | undefined
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('exits 0 on SIGTERM and finds its data again on the next start', async () => {
    dataDir = await makeTempDir('process')
    const first = await startServer(dataDir)
    expect(first.output()).toMatch(/Database: embedded PGlite in .*, seeded/)
    // npm start on a laptop: an empty embedded database gets the whole demo (docs/decisions/0042).
    expect(first.output()).toContain('Demo: on (demo accounts with the README')
    expect(first.output()).toContain('Phone verification: sandbox, no SMS is sent')
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200)
    const started = Date.now()
    expect(await first.stop('SIGTERM')).toBe(0)
    // Generous for a loaded CI machine; it takes well under a second here.
    expect(Date.now() - started).toBeLessThan(8000)

    // What the first run wrote (the seed) is on disk: the second run does not seed again.
    const second = await startServer(dataDir)
    expect(second.output()).not.toMatch(/seeded/)
    const tours = (await (await fetch(`${second.baseUrl}/api/tours?main=true`)).json()) as unknown[]
    expect(tours).toHaveLength(6)
    expect(await second.stop('SIGINT')).toBe(0)

    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      expect(await readMeta(database.db, 'seed_version')).toBe('1')
    } finally {
      await database.close()
    }
    // The first start seeds the full demo season (~15 s alone; far more while other suites load both cores).
  }, 240_000)
})
