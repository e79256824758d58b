/**
 * Fan-out of one live score: one server node (this process: Fastify + socket.io over a seeded temp PGlite) and N
 * socket.io clients in separate processes, all in the live game's compressed room at the latest version, as portal
 * pages join it. A score is posted through POST /api/live/scores; the clients note when they have inflated its one
 * leaderboard:zpatch. Prints, per N, the time until the last client has it and the server's heap with N clients
 * connected (after GC), against the targets of issue 4.
 *
 * `BENCH_FANOUT_CLIENTS=1000,10000` (the default) sets the Ns.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LIVE_NAMESPACE } from '@contract/live-events'
import { ZPATCH_EVENT } from '@contract/live-patch-deflate'
import type { LeaderboardPatch } from '@contract/leaderboard'
import type { ClientsConfig, FromClients } from './support/fanout-messages'
import { collectGarbage, epochNow, mb, quantile, startLiveNode, type LiveNode } from './support/live-app'
import { latestVersion, nextMessage, scorePoster, type ScorePoster } from './support/score-poster'

const COUNTS = (process.env.BENCH_FANOUT_CLIENTS ?? '1000,10000').split(',').map(Number)
/** Each client process holds at most this many sockets (file descriptors, and one event loop's work). */
const CLIENTS_PER_PROCESS = 5000
const SCORES_PER_COUNT = 3
const TARGET_ALL_REACHED_MS = 1000
const TARGET_HEAP_MB = 150
const CLIENTS_FILE = fileURLToPath(new URL('./support/fanout-clients.ts', import.meta.url))

interface Emit {
  start: number
  end: number
  frameBytes: number
}

interface ScoreFigures {
  toAllMs: number
  emitToAllMs: number
  emitToMedianMs: number
  broadcastMs: number
  responseMs: number
  missing: number
  frameBytes: number
}

/**
 * Times socket.io's room broadcasts (encode once, write to every socket), keyed by the patch's version:
 * the compressed one to the portal's `deflate` room (what the clients here joined) from its start, and
 * its frame as sent.
 */
function watchBroadcasts(node: LiveNode): Map<number, Emit> {
  const emits = new Map<number, Emit>()
  const adapter = node.app.io.of(LIVE_NAMESPACE).adapter
  const broadcast = adapter.broadcast.bind(adapter)
  let pending: { to: number; start: number } | null = null
  adapter.broadcast = (packet, options) => {
    const start = epochNow()
    const [event, first] = packet.data as [string, unknown, unknown]
    // publishPatch sends the plain patch first (its room is empty here), then the compressed one.
    if (event === 'leaderboard:patch') pending = { to: (first as LeaderboardPatch).to, start }
    broadcast(packet, options)
    if (event === ZPATCH_EVENT && pending) {
      emits.set(pending.to, {
        start: pending.start,
        end: epochNow(),
        frameBytes: Buffer.byteLength(`42${LIVE_NAMESPACE},${JSON.stringify(packet.data)}`),
      })
      pending = null
    }
  }
  return emits
}

const message = <K extends FromClients['kind']>(child: ChildProcess, kind: K) =>
  nextMessage<FromClients, K>(child, kind)

async function untilNoSockets(node: LiveNode): Promise<void> {
  const live = node.app.io.of(LIVE_NAMESPACE)
  for (let i = 0; i < 200 && live.sockets.size > 0; i++) await new Promise((r) => setTimeout(r, 50))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function measure(node: LiveNode, emits: Map<number, Emit>, post: ScorePoster, count: number) {
  await collectGarbage()
  const baseline = process.memoryUsage()
  const version = await latestVersion(node)
  const sizes = Array.from({ length: Math.ceil(count / CLIENTS_PER_PROCESS) }, (_, i) =>
    Math.min(CLIENTS_PER_PROCESS, count - i * CLIENTS_PER_PROCESS),
  )
  const children = sizes.map((size) => {
    const config: ClientsConfig = { url: node.base, gameId: node.game.id, version, count: size }
    return fork(CLIENTS_FILE, [], { env: { ...process.env, FANOUT_CLIENTS: JSON.stringify(config) } })
  })
  const ready = await Promise.all(children.map((child) => message(child, 'ready')))
  const connected = ready.reduce((s, r) => s + r.connected, 0)
  const failed = ready.reduce((s, r) => s + r.failed, 0)
  const serverSockets = node.app.io.of(LIVE_NAMESPACE).sockets.size

  await sleep(1000) // let the last joins' garbage settle before weighing the heap
  await collectGarbage()
  const loaded = process.memoryUsage()

  const scores: ScoreFigures[] = []
  for (let i = 0; i < SCORES_PER_COUNT; i++) {
    const posted = await post()
    const answers = await Promise.all(
      children.map((child) => {
        const answer = message(child, 'receipts')
        child.send({ kind: 'report', version: posted.version })
        return answer
      }),
    )
    const times = answers.flatMap((a) => a.times).sort((a, b) => a - b)
    const emit = emits.get(posted.version)
    const last = times[times.length - 1] ?? Number.NaN
    scores.push({
      toAllMs: last - posted.t0,
      emitToAllMs: emit ? last - emit.start : Number.NaN,
      emitToMedianMs: emit ? quantile(times, 0.5) - emit.start : Number.NaN,
      broadcastMs: emit ? emit.end - emit.start : Number.NaN,
      responseMs: posted.responseMs,
      missing: answers.reduce((s, a) => s + a.missing, 0),
      frameBytes: emit?.frameBytes ?? Number.NaN,
    })
    await sleep(500)
  }
  for (const child of children) child.send({ kind: 'close' })
  await Promise.all(children.map((child) => new Promise((r) => child.once('exit', r))))
  await untilNoSockets(node)
  return {
    count,
    processes: children.length,
    connected,
    failed,
    serverSockets,
    connectMs: Math.max(...ready.map((r) => r.connectMs)),
    firstError: ready.find((r) => r.firstError)?.firstError,
    baseline,
    loaded,
    scores,
  }
}

type Result = Awaited<ReturnType<typeof measure>>

function print(r: Result): void {
  const median = (pick: (s: ScoreFigures) => number) =>
    quantile(
      r.scores.map(pick).sort((a, b) => a - b),
      0.5,
    )
  const worst = (pick: (s: ScoreFigures) => number) => Math.max(...r.scores.map(pick))
  const heapMb = mb(r.loaded.heapUsed)
  const line = (label: string, figure: string, target = '', ratio = '') =>
    console.log(`${label.padEnd(44)}${figure.padStart(12)}${target.padStart(12)}${ratio.padStart(8)}`)
  const ms = (v: number) => `${v.toFixed(1)} ms`
  console.log(
    `\nN = ${r.count.toLocaleString('en')} clients in ${r.processes} process(es): ${r.connected} joined (server ` +
      `counts ${r.serverSockets}), ${r.failed} failed, connected in ${(r.connectMs / 1000).toFixed(1)} s`,
  )
  if (r.firstError) console.log(`  first connection error: ${r.firstError}`)
  line('', 'figure', 'target', 'ratio')
  line(
    `score POSTed → last client (median of ${r.scores.length})`,
    ms(median((s) => s.toAllMs)),
    `≤ ${TARGET_ALL_REACHED_MS} ms`,
    (median((s) => s.toAllMs) / TARGET_ALL_REACHED_MS).toFixed(2),
  )
  line(
    `score POSTed → last client (worst of ${r.scores.length})`,
    ms(worst((s) => s.toAllMs)),
    `≤ ${TARGET_ALL_REACHED_MS} ms`,
    (worst((s) => s.toAllMs) / TARGET_ALL_REACHED_MS).toFixed(2),
  )
  line('patch emitted → last client (median)', ms(median((s) => s.emitToAllMs)))
  line('patch emitted → median client (median)', ms(median((s) => s.emitToMedianMs)))
  line('room broadcast, synchronous part (median)', ms(median((s) => s.broadcastMs)))
  line('POST /api/live/scores response (median)', ms(median((s) => s.responseMs)))
  line('clients that missed a patch (all scores)', String(r.scores.reduce((s, x) => s + x.missing, 0)))
  line(
    'server heap used, N connected, after GC',
    `${heapMb.toFixed(1)} MB`,
    `≤ ${TARGET_HEAP_MB} MB`,
    (heapMb / TARGET_HEAP_MB).toFixed(2),
  )
  line('  of which the N connections', `${mb(r.loaded.heapUsed - r.baseline.heapUsed).toFixed(1)} MB`)
  line(
    '  per connection',
    `${((r.loaded.heapUsed - r.baseline.heapUsed) / Math.max(1, r.connected) / 1024).toFixed(1)} KB`,
  )
  line('server RSS, N connected', `${mb(r.loaded.rss).toFixed(0)} MB`)
  line('patch frame as sent, leaderboard:zpatch (median bytes)', String(median((s) => s.frameBytes)))
}

// One address opens every connection: the public rate limit would only measure 429s.
const node = await startLiveNode('test', { rateLimitMax: 1_000_000 })
try {
  const emits = watchBroadcasts(node)
  const post = await scorePoster(node)
  await post() // stores a version, so the clients join at a real latest version
  const loadAverage = (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  console.log(
    `server: this process (pid ${process.pid}), game ${node.game.id} round ${node.game.currentRound}, ` +
      `'test' demo seeded in ${(node.seedMs / 1000).toFixed(1)} s; load average ${loadAverage}`,
  )
  for (const count of COUNTS) print(await measure(node, emits, post, count))
  console.log(
    '\nTimes include the client processes parsing every frame on the same 2 cores as the server (a browser parses ' +
      'only its own).',
  )
} finally {
  await node.close()
}
