/**
 * The on-air broadcast board (/tour/leaderboardSKT?tourId=11: its own lean page, broadcast.html, on
 * the demo's game in progress) loading in Debian's Chromium at 1920×1080, served by the real server
 * in this process (full demo in a temp PGlite, the built app with its .br/.gz files). Each run is a
 * fresh browser context (empty cache); 5 runs without and 5 with 4× CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), medians printed. Same method as browser-leaderboard-load.ts.
 *
 * LCP is the last largest-contentful-paint entry once the board's rows are in the DOM and the page
 * has been quiet for a moment. Also printed: JavaScript fetched (every .js response, as served and
 * as gzip, against the page's 100 KB gzip budget, docs/decisions/0020), requests, DOM elements.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { DIST_DIR, launchChromium, loadAverage, median, startPortal } from './support/portal'

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5)
const TOUR_ID = 11
const TARGET_LCP_MS = 1000
const TARGET_ELEMENTS = 400
const BUDGET_JS_GZIP_KB = 100
const PAGE = `/tour/leaderboardSKT?tourId=${TOUR_ID}`

interface Script {
  url: string
  encoding: string
  /** Body bytes as served (encoded), from the dist/ file of that encoding. */
  served: number
  /** Body bytes Playwright saw on the wire (0 for a worker's script). */
  wire: number
  gzip: number
  raw: number
}

interface Run {
  lcpMs: number
  lcpElement: string
  boardMs: number
  elements: number
  requests: Map<string, number>
  scripts: Script[]
  rows: number
}

/**
 * Sizes of a built file: as served in `encoding` (the server sends dist/<file>.br or .gz as they are,
 * or the file itself), its gzip size (dist/<file>.gz; gzip -9 of it when the build kept it raw, < 1 KB)
 * and raw. Playwright reports no body size for a worker's script, so the served size comes from the files.
 */
function sizesOf(pathname: string, encoding: string): { served: number; gzip: number; raw: number } {
  const file = join(DIST_DIR, decodeURIComponent(pathname))
  const raw = readFileSync(file).length
  const size = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`).length : null)
  const gzip = size('.gz') ?? gzipSync(readFileSync(file), { level: 9 }).length
  const served = encoding === 'br' ? size('.br') : encoding === 'gzip' ? size('.gz') : raw
  if (served === null) throw new Error(`${pathname} was served as ${encoding} but dist/ has no such file`)
  return { served, gzip, raw }
}

async function loadOnce(browser: Browser, base: string, throttle: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { startTime: number; element: string } | null }
    w.__lcp = null
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        const el = entry.element
        w.__lcp = { startTime: entry.startTime, element: el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}` : '(removed)' }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // When the first board row is in the DOM, and when the frame showing it is done.
    const b = window as unknown as { __board: { dom: number; painted: number } | null }
    b.__board = null
    const observer = new MutationObserver(() => {
      if (b.__board || !document.querySelector('.bc-row')) return
      const dom = performance.now()
      b.__board = { dom, painted: Number.NaN }
      observer.disconnect()
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => (b.__board!.painted = performance.now())
        channel.port2.postMessage(null)
      })
    })
    observer.observe(document, { subtree: true, childList: true })
  })
  // tsx compiles with keepNames: functions passed to the page call esbuild's __name helper.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })

  const requests = new Map<string, number>()
  page.on('request', (request) => {
    const type = request.url().includes('/socket.io/') ? 'socket.io' : request.url().includes('/api/') ? 'api' : request.resourceType()
    requests.set(type, (requests.get(type) ?? 0) + 1)
  })
  page.on('websocket', () => requests.set('websocket', (requests.get('websocket') ?? 0) + 1))
  const scriptResponses: Array<Promise<Script>> = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    scriptResponses.push(
      (async () => {
        const sizes = await response.request().sizes()
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity'
        const { served, gzip, raw } = sizesOf(url.pathname, encoding)
        if (sizes.responseBodySize > 0 && sizes.responseBodySize !== served) throw new Error(`${url.pathname}: ${sizes.responseBodySize} B on the wire, ${served} B in dist/`)
        return { url: url.pathname, encoding, served, wire: sizes.responseBodySize, gzip, raw }
      })(),
    )
  })

  // What went wrong when the board never shows (a half-rebuilt dist/, an error in the app).
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await page.goto(`${base}${PAGE}`)
  try {
    await page.locator('.bc-row').first().waitFor({ timeout: 30_000 })
  } catch (error) {
    const text = (await page.locator('body').innerText().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ')
    throw new Error(`no board row after 30 s (${(error as Error).message.split('\n')[0]})\n${problems.join('\n')}\npage text: ${text}`)
  }
  // LCP can still move to a later, larger paint: let the page settle (longer when throttled).
  await page.waitForTimeout(1000 + 500 * throttle)
  const found = await page.evaluate(() => {
    const w = window as unknown as { __lcp: { startTime: number; element: string } | null }
    const b = window as unknown as { __board: { dom: number; painted: number } | null }
    return { lcp: w.__lcp, board: b.__board, elements: document.getElementsByTagName('*').length, rows: document.querySelectorAll('.bc-row').length }
  })
  const scripts = await Promise.all(scriptResponses)
  await context.close()
  if (!found.lcp) throw new Error('no largest-contentful-paint entry')
  return { lcpMs: found.lcp.startTime, lcpElement: found.lcp.element, boardMs: found.board?.painted ?? Number.NaN, elements: found.elements, requests, scripts, rows: found.rows }
}

const started = performance.now()
console.log(`load average before: ${loadAverage()}`)
const portal = await startPortal()
const browser = await launchChromium()
try {
  const current = (await (await fetch(`${portal.base}/api/game/current?tourId=${TOUR_ID}`)).json()) as { gameId: number }
  const board = (await (await fetch(`${portal.base}/api/game/${current.gameId}/leaderboard`)).json()) as { rows: unknown[]; currentRound: number }
  console.log(`game ${current.gameId} (tour ${TOUR_ID}'s current game), round ${board.currentRound}: a field of ${board.rows.length} players in progress (the issue's figure is for 150)`)

  // One warm-up load (not counted): Chromium's own first-start costs, the server's first answers.
  await loadOnce(browser, portal.base, 1)
  const results: Record<number, Run[]> = { 1: [], 4: [] }
  for (const throttle of [1, 4]) for (let i = 0; i < RUNS; i++) results[throttle]!.push(await loadOnce(browser, portal.base, throttle))

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const ms = (v: number) => `${v.toFixed(0)} ms`
  const row = (name: string, value: string, target = '', ratio = '') => console.log(`${name.padEnd(64)}${value.padStart(14)}${target.padStart(12)}${ratio.padStart(8)}`)
  console.log(`\n${''.padEnd(64)}${'median'.padStart(14)}${'target'.padStart(12)}${'ratio'.padStart(8)}`)
  for (const throttle of [1, 4]) {
    const runs = results[throttle]!
    const lcp = median(runs.map((r) => r.lcpMs))
    const target = throttle === 4 ? TARGET_LCP_MS : null
    row(`LCP, ${throttle === 1 ? 'no CPU throttling' : '4× CPU throttling'} (${RUNS} runs)`, ms(lcp), target ? `≤ ${target} ms` : '', target ? (lcp / target).toFixed(2) : '')
    row(`  runs`, runs.map((r) => r.lcpMs.toFixed(0)).join(' '))
    row(`  first board row painted (median; runs)`, ms(median(runs.map((r) => r.boardMs))))
    row(`  `, runs.map((r) => r.boardMs.toFixed(0)).join(' '))
    const elements = runs.map((r) => r.lcpElement)
    row(`  LCP element (most frequent)`, [...new Set(elements)].sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0]!)
  }
  const sample = results[1]![0]!
  const elements = median(results[1]!.map((r) => r.elements))
  row('DOM elements after the board rendered', String(elements), `≤ ${TARGET_ELEMENTS}`, (elements / TARGET_ELEMENTS).toFixed(2))
  row(`  board rows rendered (of ${board.rows.length}; one page)`, String(sample.rows))
  const total = (r: Run) => [...r.requests.values()].reduce((a, b) => a + b, 0)
  row('requests (HTTP and WebSocket)', String(median(results[1]!.map(total))))
  row('  by kind (first run)', [...sample.requests].map(([kind, n]) => `${kind} ${n}`).join(', '))
  const js = sample.scripts
  const sum = (pick: (s: Script) => number) => js.reduce((total, s) => total + pick(s), 0)
  const encodings = [...new Set(js.map((s) => s.encoding))].join(', ')
  row(`JavaScript fetched: ${js.length} .js files, as served (${encodings})`, kb(sum((s) => s.served)))
  const gzipKb = sum((s) => s.gzip) / 1024
  row('JavaScript fetched: the same files gzip (dist/*.gz)', kb(sum((s) => s.gzip)), `≤ ${BUDGET_JS_GZIP_KB} KB`, (gzipKb / BUDGET_JS_GZIP_KB).toFixed(2))
  row('JavaScript fetched: the same files uncompressed', kb(sum((s) => s.raw)))
  for (const s of [...js].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${s.url.padEnd(48)}${kb(s.served).padStart(10)} ${s.encoding.padEnd(9)}${kb(s.gzip).padStart(10)} gzip${kb(s.raw).padStart(10)} raw`)
  }
  console.log(`dist/: ${portal.build}; run ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ${loadAverage()}`)
} finally {
  await browser.close()
  await portal.close()
}
