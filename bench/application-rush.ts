/**
 * The application rush of docs/requirements/tournament-applications.md#app-10 on one node: RUSH_MEMBERS (500) members
 * applying in the same second for RUSH_FIELD (156) places, once straight to POST /api/game/apply and once through the
 * tournament's applications waiting room at RUSH_RATE (6,000) admissions a minute (each member polls
 * GET /api/netfunnerl/check?purpose=applications as the answer says until admitted). The server runs in its own process
 * (bench/support/application-rush-server.ts), so the heap printed is the server's. Prints figures, asserts nothing on
 * time.
 */
import type { QueueCheckDto } from '@contract/tickets'
import { jsonClient } from './support/json-http'
import { forkRushServer, mb, msAt as ms } from './support/rush-fork'
import type { ApplicationRushFigures, ApplicationRushSetup } from './support/application-rush-server'

const ARRIVAL_MS = Number(process.env.RUSH_ARRIVAL_MS ?? 1_000)
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 256)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const { server, nextMessage } = forkRushServer(new URL('./support/application-rush-server.ts', import.meta.url))
console.log('setting up: database, two tournaments, the room and the members ...')
const setup = await nextMessage<ApplicationRushSetup>('ready')
const http = jsonClient(setup.base, CONNECTIONS)

interface Phase {
  applyTimes: number[]
  queueWaits: number[]
  outcomes: Map<string, number>
}

async function member(gameId: number, room: boolean, accessToken: string, arriveAt: number, phase: Phase) {
  const auth = { authorization: `Bearer ${accessToken}` }
  const count = (key: string) => phase.outcomes.set(key, (phase.outcomes.get(key) ?? 0) + 1)
  await sleep(arriveAt - performance.now())
  const arrived = performance.now()
  let token: string | null = null
  while (room) {
    const query = `gameId=${gameId}&purpose=applications${token ? `&token=${encodeURIComponent(token)}` : ''}`
    const res = await http.call('GET', `/api/netfunnerl/check?${query}`, auth)
    if (res.status !== 200) return count(`check ${res.status} ${String(res.json.code)}`)
    const place = res.json as unknown as QueueCheckDto
    token = place.token
    if (place.state !== 'waiting') break
    await sleep(place.retryAfterMs)
  }
  phase.queueWaits.push(performance.now() - arrived)
  const t0 = performance.now()
  const body = { gameId, caddie: 'own', mobile: '010-1234-5678', queueToken: token }
  const res = await http.call('POST', '/api/game/apply', auth, body)
  phase.applyTimes.push(performance.now() - t0)
  count(res.status === 201 ? String((res.json as { state?: string }).state) : `refused ${String(res.json.code)}`)
}

async function run(gameId: number, room: boolean) {
  const phase: Phase = { applyTimes: [], queueWaits: [], outcomes: new Map() }
  server.send({ type: 'start' })
  const started = performance.now()
  const members = setup.accessTokens.length
  await Promise.all(
    setup.accessTokens.map((accessToken, i) =>
      member(gameId, room, accessToken, started + (i * ARRIVAL_MS) / members, phase).catch(
        (error: NodeJS.ErrnoException) => phase.outcomes.set(`network ${error.code ?? error.message}`, 1),
      ),
    ),
  )
  const wallMs = performance.now() - started
  server.send({ type: 'finish', gameId })
  return { phase, wallMs, figures: await nextMessage<ApplicationRushFigures>('figures') }
}

const off = await run(setup.games.off, false)
const on = await run(setup.games.on, true)
server.send({ type: 'stop' })
http.close()

const column = (r: typeof off) => [
  `${r.figures.accepted} accepted, ${r.figures.waitlisted} waitlisted`,
  `${r.figures.orderViolations}${r.figures.arrivalsContiguous ? '' : ' (arrival numbers have gaps!)'}`,
  `${ms(r.phase.applyTimes, 0.5)} / ${ms(r.phase.applyTimes, 0.95)} / ${ms(r.phase.applyTimes, 1)}`,
  `${ms(r.phase.queueWaits, 0.5)} / ${ms(r.phase.queueWaits, 0.95)}`,
  mb(r.figures.heapMaxBytes),
  mb(r.figures.rssMaxBytes),
  `${(r.wallMs / 1000).toFixed(1)} s`,
]
const names = [
  'places / waiting list',
  'order violations (waiting ahead of a place)',
  'apply p50 / p95 / max',
  'queue wait p50 / p95',
  'server heap used, max',
  'server RSS, max',
  'wall time',
]
const [a, b] = [column(off), column(on)]
const members = setup.accessTokens.length
const title = `application rush, ${members} members in ${ARRIVAL_MS / 1000} s for ${setup.field} places`
console.log(`\n| ${title}, one node, PGlite | room off | room on (${setup.admitPerMinute}/min) |`)
console.log('|---|---|---|')
names.forEach((name, i) => console.log(`| ${name} | ${a[i]} | ${b[i]} |`))
console.log('\nOutcomes, room off:', Object.fromEntries(off.phase.outcomes))
console.log('Outcomes, room on:', Object.fromEntries(on.phase.outcomes))
