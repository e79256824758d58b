/**
 * One abusive client against the live feed (issue 16, hole 7): N watchers (socket.io clients in another
 * process, in the live game's compressed room, as portal pages join it) receive a patch for every score
 * posted, first with nobody else connected (quiet), then while one client sends `join`s as fast as its
 * socket takes them, ignoring refusals and reconnecting whenever the server closes it, for the whole
 * phase: at least 15 scores, and until it has written BENCH_ABUSE_JOINS (bench/support/join-abuser.ts).
 * Prints the watchers' patch latency (score POSTed → patch inflated, every watcher and every score) and
 * the server's heap, quiet and under abuse, beside the targets: p95 within 2x of quiet, heap within 50 MB
 * of quiet.
 *
 * `BENCH_ABUSE_WATCHERS=1000` and `BENCH_ABUSE_JOINS=10000` are the defaults.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { LIVE_NAMESPACE } from '@contract/live-events'
import { countQueries } from '../tests/support/count-queries'
import type { AbuseCounts, AbuserConfig, FromAbuser, ToAbuser } from './support/abuse-messages'
import type { ClientsConfig, FromClients, ToClients } from './support/fanout-messages'
import { collectGarbage, mb, quantile, startLiveNode, type LiveNode } from './support/live-app'
import { latestVersion, nextMessage, scorePoster, type ScorePoster } from './support/score-poster'

const WATCHERS = Number(process.env.BENCH_ABUSE_WATCHERS ?? 1000)
const JOINS = Number(process.env.BENCH_ABUSE_JOINS ?? 10_000)
/** Scores per phase at least; under abuse, scoring goes on until the abuser has sent its joins. */
const MIN_SCORES = 15
const MAX_SCORES = 300
const SCORE_INTERVAL_MS = 200
const HEAP_SAMPLE_MS = 50
const TARGET_P95_RATIO = 2
const TARGET_HEAP_MB = 50
const WATCHERS_FILE = fileURLToPath(new URL('./support/fanout-clients.ts', import.meta.url))
const ABUSER_FILE = fileURLToPath(new URL('./support/join-abuser.ts', import.meta.url))

interface Phase {
  latencies: number[]
  missing: number
  scores: number
  statements: number
  /** Events the server received from every socket during the phase (the watchers send none). */
  events: number
  heapMaxMb: number
  heapAfterGcMb: number
  abuse?: AbuseCounts
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Counts every event any socket of the live namespace sends, from its connection on. */
function countEvents(node: LiveNode): () => number {
  let events = 0
  node.app.io.of(LIVE_NAMESPACE).on('connection', (socket) => socket.onAny(() => events++))
  return () => events
}

async function phase(
  node: LiveNode,
  post: ScorePoster,
  watchers: ChildProcess,
  events: () => number,
  abuser?: ChildProcess,
): Promise<Phase> {
  await collectGarbage()
  const statements = countQueries(node.db)
  const eventsBefore = events()
  let heapMax = 0
  const sampler = setInterval(() => (heapMax = Math.max(heapMax, process.memoryUsage().heapUsed)), HEAP_SAMPLE_MS)
  let reached = !abuser
  abuser?.once('message', (m: FromAbuser) => void (m.kind === 'reached' && (reached = true)))
  const latencies: number[] = []
  let missing = 0
  let scores = 0
  try {
    while ((scores < MIN_SCORES || !reached) && scores < MAX_SCORES) {
      const posted = await post()
      const answer = nextMessage<FromClients, 'receipts'>(watchers, 'receipts')
      watchers.send({ kind: 'report', version: posted.version } satisfies ToClients)
      const { times, missing: missed } = await answer
      for (const t of times) latencies.push(t - posted.t0)
      // A patch that never came (within the watchers' 30 s wait) counts as slower than any that did.
      for (let i = 0; i < missed; i++) latencies.push(Number.POSITIVE_INFINITY)
      missing += missed
      scores++
      await sleep(SCORE_INTERVAL_MS)
    }
    // Weighed while the abuser is still connected and sending.
    await collectGarbage()
    const heapAfterGcMb = mb(process.memoryUsage().heapUsed)
    let abuse: AbuseCounts | undefined
    if (abuser) {
      const stopped = nextMessage<FromAbuser, 'stopped'>(abuser, 'stopped')
      abuser.send({ kind: 'stop' } satisfies ToAbuser)
      abuse = (await stopped).counts
    }
    latencies.sort((a, b) => a - b)
    return {
      latencies,
      missing,
      scores,
      statements: statements.count(),
      events: events() - eventsBefore,
      heapMaxMb: mb(heapMax),
      heapAfterGcMb,
      ...(abuse ? { abuse } : {}),
    }
  } finally {
    clearInterval(sampler)
    statements.stop()
  }
}

function print(quiet: Phase, abuse: Phase): void {
  const row = (label: string, a: string, b: string, compare = '', target = '') =>
    console.log(`${label.padEnd(40)}${a.padStart(12)}${b.padStart(12)}${compare.padStart(12)}${target.padStart(14)}`)
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'missed')
  const p = (phase: Phase, q: number) => quantile(phase.latencies, q)
  row('', 'quiet', 'abuse', 'abuse/quiet', 'target')
  row(
    'patch latency p50 (POST → watcher)',
    ms(p(quiet, 0.5)),
    ms(p(abuse, 0.5)),
    (p(abuse, 0.5) / p(quiet, 0.5)).toFixed(2),
  )
  row(
    'patch latency p95',
    ms(p(quiet, 0.95)),
    ms(p(abuse, 0.95)),
    (p(abuse, 0.95) / p(quiet, 0.95)).toFixed(2),
    `≤ ${TARGET_P95_RATIO.toFixed(2)}`,
  )
  row('patch latency max', ms(p(quiet, 1)), ms(p(abuse, 1)), (p(abuse, 1) / p(quiet, 1)).toFixed(2))
  const received = (phase: Phase) => String(phase.latencies.length - phase.missing)
  row('patches received (watchers × scores)', received(quiet), received(abuse))
  row('patches missed', String(quiet.missing), String(abuse.missing))
  const mbs = (v: number) => `${v.toFixed(1)} MB`
  const diff = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(1)} MB`
  row(
    'server heap used, max sampled',
    mbs(quiet.heapMaxMb),
    mbs(abuse.heapMaxMb),
    diff(quiet.heapMaxMb, abuse.heapMaxMb),
  )
  row(
    'server heap used after GC, phase end',
    mbs(quiet.heapAfterGcMb),
    mbs(abuse.heapAfterGcMb),
    diff(quiet.heapAfterGcMb, abuse.heapAfterGcMb),
    `≤ +${TARGET_HEAP_MB} MB`,
  )
  // A score's statements run in its transaction, which the count does not see: these are the joins' reads.
  row('database reads outside transactions', String(quiet.statements), String(abuse.statements))
  row('events the server received', String(quiet.events), String(abuse.events))
  const a = abuse.abuse!
  const answers = Object.entries(a.answers)
    .sort(([, x], [, y]) => y - x)
    .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
    .join(', ')
  console.log(
    `\nabuser: ${a.sent.toLocaleString('en')} joins written in ${(a.ms / 1000).toFixed(1)} s ` +
      `over ${a.connections} connections (${a.closedByServer} closed by the server); answers: ${answers || 'none'}`,
  )
}

// One address opens every connection: the public HTTP rate limit would only measure 429s.
const node = await startLiveNode('test', { rateLimitMax: 1_000_000 })
const children: ChildProcess[] = []
try {
  const post = await scorePoster(node)
  for (let i = 0; i < 6; i++) await post() // versions behind the latest for the abuser to claim
  const latest = await latestVersion(node)
  const events = countEvents(node)
  const clients: ClientsConfig = { url: node.base, gameId: node.game.id, version: latest, count: WATCHERS }
  const watchers = fork(WATCHERS_FILE, [], { env: { ...process.env, FANOUT_CLIENTS: JSON.stringify(clients) } })
  children.push(watchers)
  const ready = await nextMessage<FromClients, 'ready'>(watchers, 'ready')
  console.log(
    `server: this process, game ${node.game.id}, version ${latest}; ${ready.connected} watchers joined ` +
      `(${ready.failed} failed) in ${(ready.connectMs / 1000).toFixed(1)} s; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  await sleep(1000)
  const quiet = await phase(node, post, watchers, events)

  const config: AbuserConfig = {
    url: node.base,
    gameId: node.game.id,
    oldVersions: [latest - 1, latest - 3, latest - 5],
    joins: JOINS,
  }
  const abuser = fork(ABUSER_FILE, [], { env: { ...process.env, JOIN_ABUSER: JSON.stringify(config) } })
  children.push(abuser)
  await nextMessage<FromAbuser, 'started'>(abuser, 'started')
  const abused = await phase(node, post, watchers, events, abuser)
  console.log(
    `\n${WATCHERS.toLocaleString('en')} watchers; one client flooding joins for the whole phase ` +
      `(at least ${JOINS.toLocaleString('en')})`,
  )
  print(quiet, abused)
  console.log(
    `\nload average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; the watchers and the abuser share the server's 2 cores.`,
  )
} finally {
  // The abuser may be gone already: a failed send is no error here.
  for (const child of children) if (child.connected) child.send({ kind: 'close' } satisfies ToClients, () => {})
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  )
  await node.close()
}
