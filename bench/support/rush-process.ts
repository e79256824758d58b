/**
 * The server's side of the rush benchmarks (bench/support/rush-server.ts, application-rush-server.ts): one node on a
 * temporary PGlite with the test demo, its heap sampled while a run goes on, answering the benchmark over IPC
 * (bench/support/rush-fork.ts is the benchmark's side).
 */
import { rm } from 'node:fs/promises'
import { buildApp } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import { prepareDatabase } from '../../server/db/seed'
import { listen, makeTempDir } from '../../tests/server/helpers'

/** One node on a temporary PGlite seeded with the test demo, listening on a free port. */
export async function startRushNode(tag: string) {
  const started = performance.now()
  const step = (what: string) => console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const dataDir = await makeTempDir(tag)
  const parsed = parseEnv({ LOG_LEVEL: 'silent', SIMULATOR: 'off', DATA_DIR: dataDir, DATABASE_URL: undefined })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const { database } = await prepareDatabase(parsed.env, { demo: 'test' })
  // Every client calls from this one address: the per-address limit would measure only 429s (the poll has its own).
  const app = await buildApp({
    env: parsed.env,
    database,
    distDir: null,
    rateLimitMax: 10_000_000,
    purgeJob: false,
    membershipJobs: false,
    mailJobs: false,
  })
  const base = await listen(app)
  step('server up')

  let heapMaxBytes = 0
  let rssMaxBytes = 0
  const sample = () => {
    const usage = process.memoryUsage()
    heapMaxBytes = Math.max(heapMaxBytes, usage.heapUsed)
    rssMaxBytes = Math.max(rssMaxBytes, usage.rss)
  }
  const sampler = setInterval(sample, 50)
  return {
    app,
    base,
    step,
    setupMs: () => performance.now() - started,
    /** Starts a run's memory figures afresh. */
    resetMemory() {
      heapMaxBytes = 0
      rssMaxBytes = 0
      sample()
    },
    memory() {
      sample()
      return { heapMaxBytes, rssMaxBytes }
    },
    async stop() {
      clearInterval(sampler)
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Answers the benchmark: `start` begins a run's memory figures, `finish` sends the run's figures, `stop` ends the
 * process.
 */
export function answerBenchmark<M extends { type: string }>(
  node: Awaited<ReturnType<typeof startRushNode>>,
  figures: (message: M) => Promise<object>,
) {
  process.on('message', async (message: M) => {
    if (message.type === 'start') node.resetMemory()
    else if (message.type === 'finish') process.send?.(await figures(message))
    else if (message.type === 'stop') {
      await node.stop()
      process.exit(0)
    }
  })
}
