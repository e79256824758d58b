import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { readMeta } from '../../server/db/seed'
import { makeTempDir } from './helpers'

interface Run {
  baseUrl: string
  output: () => string
  stop: (signal: NodeJS.Signals) => Promise<number | null>
}

/** Starts the real server process (as `npm start` does after its build step) on a free port. */
function startServer(dataDir: string): Promise<Run> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // The database line is printed last, after the address.
      const match = /Fairway is running at (http:\/\/127\.0\.0\.1:\d+)\nDatabase: .*\n/.exec(output)
      if (match?.[1]) {
        resolve({
          baseUrl: match[1],
          output: () => output,
          stop: (signal) => (child.kill(signal), exited),
        })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)))
  })
}

describe('server process', () => {
  let dataDir: string | undefined
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('exits 0 on SIGTERM and finds its data again on the next start', async () => {
    dataDir = await makeTempDir('process')
    const first = await startServer(dataDir)
    expect(first.output()).toMatch(/Database: embedded PGlite in .*, seeded/)
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
