/**
 * Throughput and latency of the API over real HTTP on loopback: the embedded database (PGlite) beside
 * PostgreSQL when one answers at BENCH_DATABASE_URL (default the machine's 127.0.0.1:5432/test).
 * Bounded: a fixed number of requests per endpoint, a fixed concurrency.
 */
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { buildApp } from '../server/app'
import { parseEnv } from '../server/config/env'
import { prepareDatabase } from '../server/db/seed'
import { makeTempDir } from '../tests/server/helpers'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000)
const CONCURRENCY = 16
const ENDPOINTS = ['/api/health', '/api/tours']
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

interface Figures {
  rps: number
  p50: number
  p99: number
}

async function hammer(url: string): Promise<Figures> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1
      const t0 = performance.now()
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) }
}

async function measure(label: string, databaseUrl?: string): Promise<Map<string, Figures>> {
  const dataDir = await makeTempDir('bench')
  const parsed = parseEnv({ LOG_LEVEL: 'silent', SIMULATOR: 'off', DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  // The small demo season: these endpoints do not depend on its size, and the full one takes ~15 s to seed.
  const { database } = await prepareDatabase(parsed.env, { demo: 'test' })
  // The rate limit guards the public site; a benchmark from one address would only measure 429s.
  const app = await buildApp({ env: parsed.env, database, distDir: null, rateLimitMax: REQUESTS * 10 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const results = new Map<string, Figures>()
  try {
    for (const path of ENDPOINTS) {
      await hammer(`${base}${path}`) // warm-up: JIT, connection pool, query plans
      results.set(path, await hammer(`${base}${path}`))
    }
  } finally {
    await app.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  console.log(`measured ${label}`)
  return results
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

const fmt = (f: Figures | undefined) =>
  f
    ? `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ` +
      `${f.p99.toFixed(2).padStart(6)} ms`
    : 'n/a'

const embedded = await measure('PGlite')
const server = (await postgresAvailable()) ? await measure('PostgreSQL', PG_URL) : null

console.log(`\n${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, loopback HTTP`)
for (const path of ENDPOINTS) {
  const a = embedded.get(path)
  const b = server?.get(path)
  console.log(`${path.padEnd(14)} PGlite     ${fmt(a)}`)
  if (b && a)
    console.log(`${''.padEnd(14)} PostgreSQL ${fmt(b)}   PGlite/PostgreSQL throughput ${(a.rps / b.rps).toFixed(2)}x`)
}
if (!server) console.log('(PostgreSQL not reachable: only the embedded database was measured)')
