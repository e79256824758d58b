import { spawn, type ChildProcess } from 'node:child_process'
import type { LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { and, eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { entries, holeScores, tournaments } from '../../server/db/schema/index'
import { seedIfNeeded } from '../../server/db/seed'
import { VERSION_CHECK_MS } from '../../server/modules/live/board-cache'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { STARTED } from '../support/server-process'

const DATABASE_URL = process.env.DATABASE_URL
const REDIS_URL = process.env.REDIS_URL
const TOKEN = 'two-nodes-scorer-token'

interface Node {
  url: string
  child: ChildProcess
  output: () => string
}

/** Starts a real server process (server/main.ts, as `npm start` does) on a free port of 127.0.0.1. */
function startNode(databaseUrl: string): Promise<Node> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SIMULATOR: 'off',
      SCORER_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
      DEMO: 'test',
    },
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 40 s: ${output}`)), 40_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = STARTED.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], child, output: () => output })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited early (${code}): ${output}`))
    })
  })
}

function stopNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    node.child.once('exit', () => resolve())
    node.child.kill('SIGTERM')
  })
}

// Two server processes on one PostgreSQL and one Redis: a score entered on node A reaches a socket.io
// client of node B through the Redis adapter. Runs with DATABASE_URL and REDIS_URL (.ci/run sets both).
describe.skipIf(!DATABASE_URL || !REDIS_URL)('two server nodes on one PostgreSQL and one Redis', () => {
  let fresh: FreshPostgres
  let nodeA: Node | undefined
  let nodeB: Node | undefined
  let client: Socket | undefined
  let game: { id: number; round: number; playerId: number; strokes: number }

  beforeAll(async () => {
    fresh = await createFreshPostgres(DATABASE_URL!, 'twonodes')
    const database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
    try {
      await database.migrate()
      // The small demo: the nodes find the database seeded and start at once.
      await seedIfNeeded(database.db, { demo: 'test', log: null })
      const [live] = await database.db.select().from(tournaments).where(eq(tournaments.status, 2))
      const [entry] = await database.db
        .select({ id: entries.id, playerId: entries.playerId })
        .from(entries)
        .where(and(eq(entries.tournamentId, live!.id), eq(entries.status, 'active')))
        .limit(1)
      const [held] = await database.db
        .select({ strokes: holeScores.strokes })
        .from(holeScores)
        .where(
          and(eq(holeScores.entryId, entry!.id), eq(holeScores.round, live!.currentRound), eq(holeScores.hole, 18)),
        )
      // A score that differs from the card's, so the player's row changes.
      game = {
        id: live!.id,
        round: live!.currentRound,
        playerId: entry!.playerId,
        strokes: held?.strokes === 7 ? 8 : 7,
      }
    } finally {
      await database.close()
    }
    ;[nodeA, nodeB] = await Promise.all([startNode(fresh.url), startNode(fresh.url)])
  }, 55_000)
  afterAll(async () => {
    client?.disconnect()
    await Promise.all([stopNode(nodeA), stopNode(nodeB)])
    await fresh?.drop()
  })

  it('pushes the patch of a score entered on node A to a client of node B', async () => {
    expect(nodeA!.url).not.toBe(nodeB!.url)
    client = connect(`${nodeB!.url}${LIVE_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    })
    await new Promise<void>((resolve, reject) => {
      client!.once('connect', () => resolve())
      client!.once('connect_error', reject)
    })
    const ack = (await client.timeout(5000).emitWithAck('join', { gameId: game.id, version: 0 })) as LiveAck
    expect(ack).toEqual({ ok: true, room: `game:${game.id}` })

    const received = new Promise<LeaderboardPatch>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no leaderboard:patch on node B within 10 s')), 10_000)
      client!.on('leaderboard:patch', (patch: LeaderboardPatch) => {
        clearTimeout(timer)
        resolve(patch)
      })
    })
    const res = await fetch(`${nodeA!.url}/api/live/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({
        gameId: game.id,
        round: game.round,
        playerId: game.playerId,
        hole: 18,
        strokes: game.strokes,
      }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { version } = (await res.json()) as { version: number }
    const patch = await received
    expect(patch).toMatchObject({ gameId: game.id, from: version - 1, to: version })
    expect(patch.rows.map((r) => r.playerId)).toContain(game.playerId)

    // Node B serves the same version from the shared database.
    const board = (await (await fetch(`${nodeB!.url}/api/game/${game.id}/leaderboard`)).json()) as { version: number }
    expect(board.version).toBe(version)

    // Node B's catch-up cache did not see that version committed: it checks the database at most
    // VERSION_CHECK_MS after its last look, so a client joining after that is caught up to it.
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100))
    const snapshot = new Promise<LeaderboardSnapshot>((resolve) => client!.once('leaderboard:snapshot', resolve))
    expect(await client.timeout(5000).emitWithAck('join', { gameId: game.id, version: 0 })).toMatchObject({ ok: true })
    expect(await snapshot).toMatchObject({ gameId: game.id, version })
  }, 30_000)
})
