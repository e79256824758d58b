/**
 * The server of bench/ticket-rush.ts, in a process of its own so the heap it reports is the server's alone: one node
 * on a temporary PGlite (SIMULATOR=off), a product of CAPACITY tickets, the tournament's waiting room on at RATE a
 * minute, and BUYERS members signed in up front, each given the ticket's price in cash (so the purchase owes nothing
 * and completes without a payment window). Talks to the benchmark over IPC.
 */
import { rm } from 'node:fs/promises'
import { desc, eq, sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import { ticketProducts, ticketPurchases, tournaments } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { creditCash } from '../../server/modules/wallet/index'
import { listen, makeTempDir } from '../../tests/server/helpers'
import { makeQueueBuyers, openRoom } from '../../tests/server/tickets/queue-buyers'

export interface RushSetup {
  type: 'ready'
  base: string
  gameId: number
  productId: number
  priceWon: number
  capacity: number
  admitPerMinute: number
  accessTokens: string[]
  setupMs: number
}

export interface RushServerFigures {
  type: 'figures'
  heapMaxBytes: number
  rssMaxBytes: number
  sold: number
  held: number
  purchasesByState: Record<string, number>
}

const BUYERS = Number(process.env.RUSH_BUYERS ?? 2000)
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 500)
const RATE = Number(process.env.RUSH_RATE ?? 6000)
const PRICE_WON = 30_000

const step = (what: string) => console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
const send = (message: RushSetup | RushServerFigures) => process.send?.(message)

const started = performance.now()
const dataDir = await makeTempDir('rush')
const parsed = parseEnv({ LOG_LEVEL: 'silent', SIMULATOR: 'off', DATA_DIR: dataDir, DATABASE_URL: undefined })
if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
const { database } = await prepareDatabase(parsed.env, { demo: 'test' })
// Every buyer polls from this one address: the per-address limit would measure only 429s (the poll has its own).
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
const now = new Date()

const [game] = await app.db.select({ id: tournaments.id }).from(tournaments).orderBy(desc(tournaments.id)).limit(1)
const [product] = await app.db
  .insert(ticketProducts)
  .values({
    tournamentId: game!.id,
    kind: 'all_days',
    nameKo: '벤치마크 전일권',
    nameEn: 'Benchmark all-days ticket',
    courseKo: '벤치마크 코스',
    courseEn: 'Benchmark course',
    priceWon: PRICE_WON,
    capacity: CAPACITY,
    saleOpensAt: new Date(now.getTime() - 60_000),
    saleClosesAt: new Date(now.getTime() + 86_400_000),
    perMemberLimit: 4,
    createdAt: now,
  })
  .returning({ id: ticketProducts.id })
await openRoom(app, game!.id, { enabled: true, admitPerMinute: RATE, admissionMinutes: 10 }, now)
const buyers = await makeQueueBuyers(app, BUYERS, 'rushbuyer', now)
step(`${BUYERS} buyers signed in`)
for (const buyer of buyers) {
  await app.db.transaction((tx) => creditCash(tx, buyer.memberId, PRICE_WON, { kind: 'event_reward', at: now }))
}
step('cash credited')

let heapMaxBytes = 0
let rssMaxBytes = 0
const sample = () => {
  const usage = process.memoryUsage()
  heapMaxBytes = Math.max(heapMaxBytes, usage.heapUsed)
  rssMaxBytes = Math.max(rssMaxBytes, usage.rss)
}
const sampler = setInterval(sample, 50)

async function figures(): Promise<RushServerFigures> {
  sample()
  const [row] = await app.db
    .select({ sold: ticketProducts.sold, held: ticketProducts.held })
    .from(ticketProducts)
    .where(eq(ticketProducts.id, product!.id))
  const states = await app.db
    .select({ state: ticketPurchases.state, n: sql<number>`sum(${ticketPurchases.quantity})::int` })
    .from(ticketPurchases)
    .where(eq(ticketPurchases.productId, product!.id))
    .groupBy(ticketPurchases.state)
  return {
    type: 'figures',
    heapMaxBytes,
    rssMaxBytes,
    sold: row!.sold,
    held: row!.held,
    purchasesByState: Object.fromEntries(states.map((s) => [s.state, s.n])),
  }
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'start') {
    heapMaxBytes = 0
    rssMaxBytes = 0
    sample()
  } else if (message.type === 'finish') {
    send(await figures())
  } else if (message.type === 'stop') {
    clearInterval(sampler)
    await app.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
})

send({
  type: 'ready',
  base,
  gameId: game!.id,
  productId: product!.id,
  priceWon: PRICE_WON,
  capacity: CAPACITY,
  admitPerMinute: RATE,
  accessTokens: buyers.map((b) => b.accessToken),
  setupMs: performance.now() - started,
})
