/**
 * What the rush benchmarks share (bench/ticket-rush.ts, bench/application-rush.ts): the server forked into a process
 * of its own, so the heap it reports is the server's alone, and spoken to over IPC; and, on the server's side, one node
 * on a temporary PGlite with the test demo, its heap sampled while a run goes on.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { buildApp } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import { prepareDatabase } from '../../server/db/seed'
import { listen, makeTempDir } from '../../tests/server/helpers'

/** Forks `serverFile` (run through tsx) and answers its messages by type; the server dies with the benchmark. */
export function forkRushServer(serverFile: URL): {
  server: ChildProcess
  nextMessage: <T>(type: string) => Promise<T>
} {
  const server = fork(serverFile, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const nextMessage = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return
        server.off('message', onMessage)
        resolve(message as T)
      }
      server.on('message', onMessage)
      server.once('exit', (code) => reject(new Error(`the rush server exited (${code}) before '${type}'`)))
    })
  // The server must not outlive the benchmark (a failure or Ctrl-C would leave it holding its port and memory).
  process.on('exit', () => server.kill())
  return { server, nextMessage }
}

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
