/**
 * The server of bench/application-rush.ts, in a process of its own so the heap it reports is the server's alone: one
 * node on a temporary PGlite (SIMULATOR=off), two tournaments of FIELD places with their window open (one with the
 * applications waiting room on at RATE a minute, one without), and MEMBERS association members signed in up front who
 * have agreed to both tournaments' terms. Talks to the benchmark over IPC.
 */
import { seoulDateAfter } from '@domain/time'
import { inArray } from 'drizzle-orm'
import { members, ticketWaitingRooms } from '../../server/db/schema/index'
import { agreeAll, applicationsOf, makeGame } from '../../tests/server/game-apply/apply-support'
import { makeQueueBuyers } from '../../tests/server/tickets/queue-buyers'
import { answerBenchmark, startRushNode } from './rush-process'

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

const send = (message: ApplicationRushSetup) => process.send?.(message)

const node = await startRushNode('application-rush')
const { app, step } = node
const now = new Date()
// Opened yesterday at 10:00 Seoul, closing in three days: open whenever the benchmark runs.
const window = { opensOn: seoulDateAfter(now, -1), closesOn: seoulDateAfter(now, 3) }
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

async function figures(gameId: number): Promise<ApplicationRushFigures> {
  const rows = await applicationsOf(app.db, gameId)
  const placed = rows.filter((r) => r.state === 'awaiting_payment')
  const waiting = rows.filter((r) => r.state === 'waitlisted')
  const lastPlaced = Math.max(0, ...placed.map((r) => r.arrivalNo))
  return {
    type: 'figures',
    ...node.memory(),
    accepted: placed.length,
    waitlisted: waiting.length,
    arrivalsContiguous: rows.every((r, i) => r.arrivalNo === i + 1),
    orderViolations: waiting.filter((w) => w.arrivalNo < lastPlaced).length,
  }
}

answerBenchmark<{ type: string; gameId?: number }>(node, (message) => figures(message.gameId!))

send({
  type: 'ready',
  base: node.base,
  games: { off: off.id, on: on.id },
  field: FIELD,
  admitPerMinute: RATE,
  accessTokens: buyers.map((b) => b.accessToken),
  setupMs: node.setupMs(),
})
