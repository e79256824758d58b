/**
 * The on-sale rush of docs/requirements/ticketing.md#tkt-8 on one node: RUSH_BUYERS (2,000) buyers arriving evenly
 * over 10 s for RUSH_CAPACITY (500) tickets, the waiting room on at RUSH_RATE (6,000) admissions a minute. Each buyer
 * polls GET /api/netfunnerl/check as the answer says until admitted, then buys one ticket with
 * POST /api/game/player/goods. Every buyer holds the ticket's price in cash, so nothing is left to pay and the
 * purchase completes without a payment window. The server runs in its own process (bench/support/rush-server.ts), so
 * the heap printed is the server's. Prints figures, asserts nothing on time.
 */
import type { QueueCheckDto, TicketPurchaseBody } from '@contract/tickets'
import { jsonClient } from './support/json-http'
import { forkRushServer, mb, msAt as ms } from './support/rush-fork'
import type { RushServerFigures, RushSetup } from './support/rush-server'

const ARRIVAL_MS = Number(process.env.RUSH_ARRIVAL_MS ?? 10_000)
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 256)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const { server, nextMessage } = forkRushServer(new URL('./support/rush-server.ts', import.meta.url))
console.log('setting up: database, product, room, buyers and their cash ...')
const setup = await nextMessage<RushSetup>('ready')
const buyers = setup.accessTokens.length
const http = jsonClient(setup.base, CONNECTIONS)

const queueWaits: number[] = []
const purchaseTimes: number[] = []
const checkTimes: number[] = []
const outcomes = new Map<string, number>()
const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1)

async function checkPlace(accessToken: string, token: string | null): Promise<QueueCheckDto | null> {
  const query = `gameId=${setup.gameId}${token ? `&token=${encodeURIComponent(token)}` : ''}`
  const t0 = performance.now()
  const res = await http.call('GET', `/api/netfunnerl/check?${query}`, { authorization: `Bearer ${accessToken}` })
  checkTimes.push(performance.now() - t0)
  if (res.status === 200) return res.json as unknown as QueueCheckDto
  count(`check ${res.status} ${String(res.json.code)}`)
  return null
}

function purchaseBody(queueToken: string | null): TicketPurchaseBody {
  return {
    productId: setup.productId,
    quantity: 1,
    method: 'card',
    couponCode: null,
    cashWon: setup.priceWon,
    consents: { personalData: true, thirdParty: true, covidPledge: true, resaleSanctions: true },
    contact: { mobile: '010-1234-5678', email: 'buyer@example.com', address: null, birthDate: null },
    expectedPayableWon: 0,
    queueToken,
  }
}

async function buyer(accessToken: string, arriveAt: number) {
  await sleep(arriveAt - performance.now())
  const arrived = performance.now()
  let token: string | null = null
  for (;;) {
    const place = await checkPlace(accessToken, token)
    if (!place) return
    token = place.token
    if (place.state !== 'waiting') break
    await sleep(place.retryAfterMs)
  }
  queueWaits.push(performance.now() - arrived)
  const t0 = performance.now()
  const auth = { authorization: `Bearer ${accessToken}` }
  const res = await http.call('POST', '/api/game/player/goods', auth, purchaseBody(token))
  purchaseTimes.push(performance.now() - t0)
  const purchase = res.json.purchase as { state?: string } | undefined
  if (res.status < 300) count(purchase?.state === 'purchased' ? 'purchased' : `started ${purchase?.state}`)
  else count(res.status === 404 && res.json.code === 'NOT_FOUND' ? 'no purchase route' : `refused ${res.json.code}`)
}

server.send({ type: 'start' })
const started = performance.now()
const progress = setInterval(() => {
  const at = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `  ${at} s: ${checkTimes.length} checks, ${queueWaits.length} admitted, ${purchaseTimes.length} purchases`,
  )
}, 5_000)
await Promise.all(
  setup.accessTokens.map((accessToken, i) =>
    buyer(accessToken, started + (i * ARRIVAL_MS) / buyers).catch((error: NodeJS.ErrnoException) =>
      count(`network error ${error.code ?? error.message}`),
    ),
  ),
)
const wallMs = performance.now() - started
clearInterval(progress)
server.send({ type: 'finish' })
const figures = await nextMessage<RushServerFigures>('figures')
server.send({ type: 'stop' })
http.close()

const purchased = figures.purchasesByState.purchased ?? 0
const noRoute = outcomes.get('no purchase route') ?? 0
const rows: Array<[string, string]> = [
  ['buyers', `${buyers}, arriving evenly over ${ARRIVAL_MS / 1000} s, over ${CONNECTIONS} keep-alive connections`],
  ['tickets on sale', `${setup.capacity}`],
  ['waiting room entry rate', `${setup.admitPerMinute} a minute`],
  ['tickets sold (table)', `${figures.sold} sold, ${figures.held} held, ${purchased} in purchased purchases`],
  ['oversold (sold + held beyond capacity)', `${Math.max(0, figures.sold + figures.held - setup.capacity)}`],
  ['buyers refused "all tickets sold"', `${outcomes.get('refused TICKETS_SOLD_OUT') ?? 0}`],
  ['buyers admitted', `${queueWaits.length}`],
  ['queue wait p50 / p95', `${ms(queueWaits, 0.5)} / ${ms(queueWaits, 0.95)}`],
  ['queue checks', `${checkTimes.length} (${(checkTimes.length / buyers).toFixed(1)} a buyer)`],
  ['check response p50 / p95', `${ms(checkTimes, 0.5)} / ${ms(checkTimes, 0.95)}`],
  [
    'purchase after admission p50 / p95 / max',
    noRoute > 0
      ? 'n/a (no purchase route on this build)'
      : `${ms(purchaseTimes, 0.5)} / ${ms(purchaseTimes, 0.95)} / ${ms(purchaseTimes, 1)}`,
  ],
  ['server heap used, max during the run', mb(figures.heapMaxBytes)],
  ['server RSS, max during the run', mb(figures.rssMaxBytes)],
  ['total wall time', `${(wallMs / 1000).toFixed(1)} s (set-up ${(setup.setupMs / 1000).toFixed(1)} s not counted)`],
]
console.log('\n| ticket rush, one node, PGlite | |\n|---|---|')
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
console.log('\nOutcomes:', Object.fromEntries(outcomes))
console.log('Payable 0: every buyer paid the ticket with cash, so purchases completed without a payment window.')
if (noRoute > 0) console.log(`${noRoute} purchases found no POST /api/game/player/goods: purchase figures are n/a.`)
