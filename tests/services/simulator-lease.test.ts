import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppDb } from '../../server/db/database'
import { liveScoreAudit } from '../../server/db/schema/index'
import { redisLease, type Lease } from '../../server/simulator/lease'
import { startSimulator } from '../../server/simulator/start'
import { createTestDatabase, type TestDatabase } from '../server/helpers'

const REDIS_URL = process.env.REDIS_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Runs only with REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project node
describe.skipIf(!REDIS_URL)('simulator lease in Redis', () => {
  const leases: Lease[] = []
  const lease = (key: string, holder: string, ttlMs: number) => {
    const l = redisLease({ url: REDIS_URL!, key, holder, ttlMs })
    leases.push(l)
    return l
  }
  afterAll(async () => {
    await Promise.all(leases.map((l) => l.release()))
  })

  it('is held by one node at a time, renewed by its holder, taken over once it expires or is given up', async () => {
    const key = `fairway:test:lease:${randomUUID()}`
    const a = lease(key, 'a', 600)
    const b = lease(key, 'b', 600)
    expect(await a.hold()).toBe(true)
    expect(await b.hold()).toBe(false)
    // Renewals keep it past its first expiry.
    for (let i = 0; i < 4; i++) {
      await sleep(250)
      expect(await a.hold()).toBe(true)
      expect(await b.hold()).toBe(false)
    }
    // A stops renewing (a dead or stalled node): B takes over once the lease expires, and keeps it.
    await sleep(700)
    expect(await b.hold()).toBe(true)
    expect(await a.hold()).toBe(false)
    // Giving it up lets the other node take it at once.
    await b.release()
    expect(await a.hold()).toBe(true)
  })

  it('answers "not held" when Redis cannot be reached, without hanging', async () => {
    const errors: Error[] = []
    const down = redisLease({ url: 'redis://127.0.0.1:1', ttlMs: 1000, onError: (e) => errors.push(e) })
    leases.push(down)
    const started = Date.now()
    expect(await down.hold()).toBe(false)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  describe('two simulators on one database', () => {
    let testDb: TestDatabase
    let db: AppDb
    beforeAll(async () => {
      testDb = await createTestDatabase()
      db = testDb.database.db
    })
    afterAll(async () => {
      await testDb?.cleanup()
    })

    it('only the lease holder plays: no hole is played twice', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      const closers: Array<() => Promise<void>> = []
      try {
        const key = `fairway:test:lease:${randomUUID()}`
        const played: Record<string, number> = { a: 0, b: 0 }
        const node = (name: string) => {
          const log = { info: vi.fn(), warn: vi.fn(), debug: vi.fn(), error: vi.fn() }
          const io = { of: () => ({ to: () => ({ emit: () => (played[name] = played[name]! + 1) }) }) }
          const app = {
            log: { child: () => log },
            io,
            addHook: (_n: string, fn: () => Promise<void>) => closers.push(fn),
          } as unknown as FastifyInstance
          // Simulated time runs fast enough that holes come due between ticks.
          return startSimulator(app, { SIM_SPEED: 3000 }, db, lease(key, name, 10_000))
        }
        const a = node('a')
        const b = node('b')
        for (let i = 0; i < 3; i++) {
          await Promise.all([a.tick(), b.tick()])
          await sleep(300)
        }
        expect(played.a! + played.b!).toBeGreaterThan(0)
        expect(Math.min(played.a!, played.b!)).toBe(0)
        const [corrections] = await db
          .select({ n: count() })
          .from(liveScoreAudit)
          .where(and(eq(liveScoreAudit.source, 'simulator'), isNotNull(liveScoreAudit.oldStrokes)))
        expect(corrections!.n).toBe(0)
      } finally {
        for (const close of closers) await close()
        vi.useRealTimers()
      }
    })
  })
})
