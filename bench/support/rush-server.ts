/**
 * The server of bench/ticket-rush.ts, in a process of its own so the heap it reports is the server's alone: one node
 * on a temporary PGlite (SIMULATOR=off), a product of CAPACITY tickets, the tournament's waiting room on at RATE a
 * minute, and BUYERS members signed in up front, each given the ticket's price in cash (so the purchase owes nothing
 * and completes without a payment window). Talks to the benchmark over IPC.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { ticketProducts, ticketPurchases, tournaments } from '../../server/db/schema/index'
import { creditCash } from '../../server/modules/wallet/index'
import { makeQueueBuyers, openRoom } from '../../tests/server/tickets/queue-buyers'
import { answerBenchmark, startRushNode } from './rush-process'

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

const send = (message: RushSetup) => process.send?.(message)

const node = await startRushNode('rush')
const { app, step } = node
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

async function figures(): Promise<RushServerFigures> {
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
    ...node.memory(),
    sold: row!.sold,
    held: row!.held,
    purchasesByState: Object.fromEntries(states.map((s) => [s.state, s.n])),
  }
}

answerBenchmark(node, figures)

send({
  type: 'ready',
  base: node.base,
  gameId: game!.id,
  productId: product!.id,
  priceWon: PRICE_WON,
  capacity: CAPACITY,
  admitPerMinute: RATE,
  accessTokens: buyers.map((b) => b.accessToken),
  setupMs: node.setupMs(),
})
