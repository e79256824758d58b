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
import { loadOnce, type Run, type Script } from './support/page-load'
import { launchChromium, loadAverage, median, startPortal } from './support/portal'

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5)
const TOUR_ID = 11
const TARGET_LCP_MS = 1000
const TARGET_ELEMENTS = 400
const BUDGET_JS_GZIP_KB = 100
const PAGE = `/tour/leaderboardSKT?tourId=${TOUR_ID}`

const started = performance.now()
console.log(`load average before: ${loadAverage()}`)
const portal = await startPortal()
const browser = await launchChromium()
try {
  const current = (await (await fetch(`${portal.base}/api/game/current?tourId=${TOUR_ID}`)).json()) as {
    gameId: number
  }
  const board = (await (await fetch(`${portal.base}/api/game/${current.gameId}/leaderboard`)).json()) as {
    rows: unknown[]
    currentRound: number
  }
  console.log(
    `game ${current.gameId} (tour ${TOUR_ID}'s current game), round ${board.currentRound}: a field of ` +
      `${board.rows.length} players in progress (the issue's figure is for 150)`,
  )

  // One warm-up load (not counted): Chromium's own first-start costs, the server's first answers.
  await loadOnce(browser, portal.base, PAGE, '.bc-row', 1)
  const results: Record<number, Run[]> = { 1: [], 4: [] }
  for (const throttle of [1, 4])
    for (let i = 0; i < RUNS; i++)
      results[throttle]!.push(await loadOnce(browser, portal.base, PAGE, '.bc-row', throttle))

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const ms = (v: number) => `${v.toFixed(0)} ms`
  const row = (name: string, value: string, target = '', ratio = '') =>
    console.log(`${name.padEnd(64)}${value.padStart(14)}${target.padStart(12)}${ratio.padStart(8)}`)
  console.log(`\n${''.padEnd(64)}${'median'.padStart(14)}${'target'.padStart(12)}${'ratio'.padStart(8)}`)
  for (const throttle of [1, 4]) {
    const runs = results[throttle]!
    const lcp = median(runs.map((r) => r.lcpMs))
    const target = throttle === 4 ? TARGET_LCP_MS : null
    row(
      `LCP, ${throttle === 1 ? 'no CPU throttling' : '4× CPU throttling'} (${RUNS} runs)`,
      ms(lcp),
      target ? `≤ ${target} ms` : '',
      target ? (lcp / target).toFixed(2) : '',
    )
    row(`  runs`, runs.map((r) => r.lcpMs.toFixed(0)).join(' '))
    row(`  first board row painted (median; runs)`, ms(median(runs.map((r) => r.boardMs))))
    row(`  `, runs.map((r) => r.boardMs.toFixed(0)).join(' '))
    const elements = runs.map((r) => r.lcpElement)
    row(
      `  LCP element (most frequent)`,
      [...new Set(elements)].sort(
        (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
      )[0]!,
    )
  }
  const sample = results[1]![0]!
  const elements = median(results[1]!.map((r) => r.elements))
  row(
    'DOM elements after the board rendered',
    String(elements),
    `≤ ${TARGET_ELEMENTS}`,
    (elements / TARGET_ELEMENTS).toFixed(2),
  )
  row(`  board rows rendered (of ${board.rows.length}; one page)`, String(sample.rows))
  const total = (r: Run) => [...r.requests.values()].reduce((a, b) => a + b, 0)
  row('requests (HTTP and WebSocket)', String(median(results[1]!.map(total))))
  row('  by kind (first run)', [...sample.requests].map(([kind, n]) => `${kind} ${n}`).join(', '))
  const js = sample.scripts
  const sum = (pick: (s: Script) => number) => js.reduce((total, s) => total + pick(s), 0)
  const encodings = [...new Set(js.map((s) => s.encoding))].join(', ')
  row(`JavaScript fetched: ${js.length} .js files, as served (${encodings})`, kb(sum((s) => s.served)))
  const gzipKb = sum((s) => s.gzip) / 1024
  row(
    'JavaScript fetched: the same files gzip (dist/*.gz)',
    kb(sum((s) => s.gzip)),
    `≤ ${BUDGET_JS_GZIP_KB} KB`,
    (gzipKb / BUDGET_JS_GZIP_KB).toFixed(2),
  )
  row('JavaScript fetched: the same files uncompressed', kb(sum((s) => s.raw)))
  for (const s of [...js].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `    ${s.url.padEnd(48)}${kb(s.served).padStart(10)} ${s.encoding.padEnd(9)}${kb(s.gzip).padStart(10)} ` +
        `gzip${kb(s.raw).padStart(10)} raw`,
    )
  }
  console.log(
    `dist/: ${portal.build}; run ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ` +
      `${loadAverage()}`,
  )
} finally {
  await browser.close()
  await portal.close()
}
