/**
 * The server of bench/application-rush.ts, in a process of its own so the heap it reports is the server's alone: one
 * node on a temporary PGlite (SIMULATOR=off), two tournaments of FIELD places with their window open (one with the
 * applications waiting room on at RATE a minute, one without), and MEMBERS association members signed in up front who
 * have agreed to both tournaments' terms. Talks to the benchmark over IPC.
 */
import { rm } from 'node:fs/promises'
import { inArray } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import { members, ticketWaitingRooms } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { listen, makeTempDir } from '../../tests/server/helpers'
import { agreeAll, applicationsOf, makeGame } from '../../tests/server/game-apply/apply-support'
import { makeQueueBuyers } from '../../tests/server/tickets/queue-buyers'

export interface ApplicationRushSetup {
  type: 'ready'
  base: string
  /** The tournament without a waiting room, and the one with it. */
  games: { off: number; on: number }
  field: number
  admitPerMinute: number
  accessTokens: string[]
  setupMs: number
}

export interface ApplicationRushFigures {
  type: 'figures'
  heapMaxBytes: number
  rssMaxBytes: number
  accepted: number
  waitlisted: number
  /** Arrival numbers are 1..n without a gap. */
  arrivalsContiguous: boolean
  /** Waiting applications that arrived before an application given a place. */
  orderViolations: number
}

const MEMBERS = Number(process.env.RUSH_MEMBERS ?? 500)
const FIELD = Number(process.env.RUSH_FIELD ?? 156)
const RATE = Number(process.env.RUSH_RATE ?? 6000)

const step = (what: string) => console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
const send = (message: ApplicationRushSetup | ApplicationRushFigures) => process.send?.(message)

const started = performance.now()
const dataDir = await makeTempDir('application-rush')
const parsed = parseEnv({ LOG_LEVEL: 'silent', SIMULATOR: 'off', DATA_DIR: dataDir, DATABASE_URL: undefined })
if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
const { database } = await prepareDatabase(parsed.env, { demo: 'test' })
// Every member applies from this one address: the per-address limit would measure only 429s.
const app = await buildApp({
  env: parsed.env,
  database,
  distDir: null,
  rateLimitMax: 10_000_000,
  purgeJob: false,
  membershipJobs: false,
  mailJobs: false,
  paymentJobs: false,
})
const base = await listen(app)
step('server up')
const now = new Date()
const today = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
const window = { opensOn: today, closesOn: new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10) }
const off = await makeGame(app.db, { ...window, fieldSize: FIELD })
const on = await makeGame(app.db, { ...window, fieldSize: FIELD })
await app.db
  .insert(ticketWaitingRooms)
  .values({ tournamentId: on.id, purpose: 'applications', enabled: true, admitPerMinute: RATE, updatedAt: now })
const buyers = await makeQueueBuyers(app, MEMBERS, 'applicant', now)
const ids = buyers.map((b) => b.memberId)
await app.db
  .update(members)
  .set({ memberNo: 'BENCH', memberClass: 'TP', membershipKind: 'regular', membershipType: 'tour_pro' })
  .where(inArray(members.id, ids))
await agreeAll(app.db, off.id, ids, now)
await agreeAll(app.db, on.id, ids, now)
step(`${MEMBERS} members signed in`)

let heapMaxBytes = 0
let rssMaxBytes = 0
const sample = () => {
  const usage = process.memoryUsage()
  heapMaxBytes = Math.max(heapMaxBytes, usage.heapUsed)
  rssMaxBytes = Math.max(rssMaxBytes, usage.rss)
}
const sampler = setInterval(sample, 50)

async function figures(gameId: number): Promise<ApplicationRushFigures> {
  sample()
  const rows = await applicationsOf(app.db, gameId)
  const placed = rows.filter((r) => r.state === 'awaiting_payment')
  const waiting = rows.filter((r) => r.state === 'waitlisted')
  const lastPlaced = Math.max(0, ...placed.map((r) => r.arrivalNo))
  return {
    type: 'figures',
    heapMaxBytes,
    rssMaxBytes,
    accepted: placed.length,
    waitlisted: waiting.length,
    arrivalsContiguous: rows.every((r, i) => r.arrivalNo === i + 1),
    orderViolations: waiting.filter((w) => w.arrivalNo < lastPlaced).length,
  }
}

process.on('message', async (message: { type: string; gameId?: number }) => {
  if (message.type === 'start') {
    heapMaxBytes = 0
    rssMaxBytes = 0
    sample()
  } else if (message.type === 'finish') {
    send(await figures(message.gameId!))
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
  games: { off: off.id, on: on.id },
  field: FIELD,
  admitPerMinute: RATE,
  accessTokens: buyers.map((b) => b.accessToken),
  setupMs: performance.now() - started,
})
