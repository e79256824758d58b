/**
 * The tournament page's per-shot table (Hole statistics tab) with 100,000 shots, in Debian's
 * Chromium at 1366×900, against the real server in this process (full demo, built app). Playwright's
 * page.route answers GET /api/game/shots with 100,000 synthetic shots in the API's own columnar format
 * (contract/game-shots.ts), drawn by the demo's shot model (server/db/demo/hole-detail.ts) on the
 * game's real course: the field's players, this edition's played rounds and earlier editions. Like the
 * server, it leaves out the ball-position columns (x, y, toX, toY) when asked with positions=false, as the
 * Hole statistics tab asks.
 *
 * Measured in the page: from the shots response's end (its resource-timing responseEnd) to the first
 * table rows in the DOM (MutationObserver) and to the frame that paints them (rAF + a task). Printed:
 * that first render time, DOM elements of the table and of the page, and the rows rendered after
 * scrolling the table to the middle and to the end.
 */
import { gameShotsSchema, type GameShotsDto } from '@contract/game-shots'
import { holeDetail } from '../server/db/demo/hole-detail'
import { createRng } from '../server/db/demo/rng'
import { driveYards } from '../server/simulator/shots'
import { loadRoundState, type RoundState } from '../server/simulator/state'
import { drawStrokes } from './support/board-fixture'
import { currentLiveGame, launchChromium, loadAverage, median, startPortal } from './support/portal'

const SHOTS = Number(process.env.BENCH_SHOTS ?? 100_000)
const RUNS = 3
const TOUR_ID = 11
const TARGET_NODES = 800
const TARGET_FIRST_RENDER_MS = 150

/** 100,000 shots as the API sends them: editions newest first, then round, hole, player, shot (the server's order). */
function syntheticShots(real: GameShotsDto, state: RoundState, currentRound: number, year: number): GameShotsDto {
  const editions = [...real.editions]
  const players = real.players.length > 0 ? real.players : []
  if (players.length === 0) throw new Error('the real shots answer lists no players to draw from')
  const columns: Required<GameShotsDto['columns']> = {
    edition: [],
    player: [],
    round: [],
    hole: [],
    shotNo: [],
    lie: [],
    resultLie: [],
    club: [],
    distanceM: [],
    x: [],
    y: [],
    toX: [],
    toY: [],
  }
  let count = 0
  for (let e = 0; count < SHOTS; e++) {
    // Earlier editions beyond those the demo has: the same course a year earlier each.
    if (e >= editions.length) editions.push({ gameId: 900_000 + e, year: year - e })
    const rounds = e === 0 ? currentRound : 4
    for (let round = 1; round <= rounds && count < SHOTS; round++) {
      for (let hole = 1; hole <= 18 && count < SHOTS; hole++) {
        const spec = state.holes.get(hole)!
        for (let p = 0; p < players.length && count < SHOTS; p++) {
          const rng = createRng(`bench/shots/${e}/${round}/${hole}/${p}`)
          const strokes = drawStrokes(() => rng.next(), spec.par)
          const detail = holeDetail(rng, spec, spec.greenCenter, strokes, driveYards(players[p]!.playerId))
          for (const s of detail.shots) {
            if (count >= SHOTS) break
            columns.edition.push(e)
            columns.player.push(p)
            columns.round.push(round)
            columns.hole.push(hole)
            columns.shotNo.push(s.shotNo)
            columns.lie.push(s.lie)
            columns.resultLie.push(s.resultLie)
            columns.club.push(s.club)
            columns.distanceM.push(s.distanceM)
            columns.x.push(s.x)
            columns.y.push(s.y)
            columns.toX.push(s.toX)
            columns.toY.push(s.toY)
            count++
          }
        }
      }
    }
  }
  return { gameId: real.gameId, count, editions, players, columns }
}

interface Figures {
  firstRowsMs: number
  firstPaintMs: number
  fetchToRowsMs: number
  tableElements: number
  tableNodes: number
  pageElements: number
  pageNodes: number
  rows: number
  shownNote: string
  parts: { inTab: string[]; svg: number; outsideTab: number }
}

interface ScrollFigures {
  ms: number
  rows: number
  firstIndex: number
  lastIndex: number
}

const started = performance.now()
console.log(`load average before: ${loadAverage()}`)
const portal = await startPortal()
const browser = await launchChromium()
try {
  const game = await currentLiveGame(portal, TOUR_ID)
  const real = (await (
    await fetch(`${portal.base}/api/game/shots?gameId=${game.id}&editions=true`)
  ).json()) as GameShotsDto
  const state = await loadRoundState(portal.db, game)
  const generated = performance.now()
  const shots = syntheticShots(real, state, game.currentRound, game.year)
  const body = JSON.stringify(shots)
  const { x: _x, y: _y, toX: _toX, toY: _toY, ...withoutPositions } = shots.columns
  const leanBody = JSON.stringify({ ...shots, columns: withoutPositions })
  const bodyFor = (url: string) => (new URL(url).searchParams.get('positions') === 'false' ? leanBody : body)
  const asked: string[] = []
  const clubs = new Set(shots.columns.club)
  console.log(
    `game ${game.id} (tour ${TOUR_ID}), round ${game.currentRound}; the server's own answer has ` +
      `${real.count.toLocaleString('en')} shots, ${real.editions.length} edition(s), ${real.players.length} players`,
  )
  console.log(
    `synthetic answer: ${shots.count.toLocaleString('en')} shots, ${shots.editions.length} editions ` +
      `(${shots.editions.map((e) => e.year).join(', ')}), ${shots.players.length} players, ` +
      `${clubs.size} clubs, ${(body.length / 1024 / 1024).toFixed(1)} MB of JSON, ` +
      `${(leanBody.length / 1024 / 1024).toFixed(1)} MB with positions=false (built in ` +
      `${((performance.now() - generated) / 1000).toFixed(1)} s)`,
  )

  // Context for the first render: what parsing and validating the answer the tab asks for (positions=false)
  // cost (in Node's V8; the page pays the same kind of work).
  const parseMs: number[] = []
  const validateMs: number[] = []
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now()
    const parsed: unknown = JSON.parse(leanBody)
    const t1 = performance.now()
    gameShotsSchema.parse(parsed)
    parseMs.push(t1 - t0)
    validateMs.push(performance.now() - t1)
  }

  const url = `${portal.base}/tours/game/game?tourId=${TOUR_ID}&gameId=${game.id}&type=holeStats`
  const runs: Figures[] = []
  let scroll: { middle: ScrollFigures; end: ScrollFigures } | null = null
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    // tsx compiles with keepNames: functions passed to the page call esbuild's __name helper.
    await page.addInitScript('globalThis.__name = (fn) => fn')
    await page.addInitScript(() => {
      const w = window as unknown as { __shotTable: { fetched: number; dom: number; painted: number } }
      w.__shotTable = { fetched: Number.NaN, dom: Number.NaN, painted: Number.NaN }
      const fetchOriginal = window.fetch.bind(window)
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await fetchOriginal(...args)
        const target = args[0] instanceof Request ? args[0].url : String(args[0])
        if (target.includes('/api/game/shots')) w.__shotTable.fetched = performance.now()
        return response
      }
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.shot-table__table tbody tr[aria-rowindex]')) return
        observer.disconnect()
        w.__shotTable.dom = performance.now()
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => (w.__shotTable.painted = performance.now())
          channel.port2.postMessage(null)
        })
      })
      observer.observe(document, { subtree: true, childList: true })
    })
    await page.route('**/api/game/shots?**', (route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      asked.push(route.request().url())
      return route.fulfill({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: bodyFor(route.request().url()),
      })
    })
    await page.goto(url)
    await page.locator('.shot-table__table tbody tr[aria-rowindex]').first().waitFor({ timeout: 90_000 })
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __shotTable: { painted: number } }).__shotTable.painted),
    )
    await page.waitForTimeout(500)
    const figures = await page.evaluate(() => {
      const t = (window as unknown as { __shotTable: { fetched: number; dom: number; painted: number } }).__shotTable
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/game/shots')) as
        | PerformanceResourceTiming
        | undefined
      if (!entry) throw new Error('no resource timing for /api/game/shots')
      const countNodes = (root: Node) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
        let n = 1
        while (walker.nextNode()) n++
        return n
      }
      const table = document.querySelector('.shot-table')!
      return {
        firstRowsMs: t.dom - entry.responseEnd,
        firstPaintMs: t.painted - entry.responseEnd,
        fetchToRowsMs: t.dom - t.fetched,
        tableElements: table.getElementsByTagName('*').length + 1,
        tableNodes: countNodes(table),
        pageElements: document.getElementsByTagName('*').length,
        pageNodes: countNodes(document),
        rows: table.querySelectorAll('tbody tr[aria-rowindex]').length,
        // Where the page's other elements are: the tab's other parts (hole table, charts), the rest of the page.
        parts: (() => {
          const tab = table.closest('.game-tab')
          const count = (el: Element) => el.getElementsByTagName('*').length + 1
          const inTab = tab
            ? [...tab.children]
                .filter((el) => el !== table)
                .map((el) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} ${count(el)}`)
            : []
          const svg = tab ? [...tab.querySelectorAll('svg')].reduce((n, el) => n + count(el), 0) : 0
          return { inTab, svg, outsideTab: document.getElementsByTagName('*').length - (tab ? count(tab) : 0) }
        })(),
        shownNote: table.querySelector('.game-note')?.textContent ?? '',
      }
    })
    runs.push(figures)

    if (run === RUNS - 1) {
      // Scrolls the table's own box and waits for a rendered row at that place; the time includes React's render.
      const scrollTo = (fraction: number) =>
        page.evaluate(
          (fraction) =>
            new Promise<ScrollFigures>((resolve, reject) => {
              const box = document.querySelector<HTMLElement>('.shot-table__scroll')!
              const total = Number(document.querySelector('.shot-table__table')!.getAttribute('aria-rowcount')) - 1
              // 1-based shot rows (aria-rowindex counts the header row as 1).
              const rendered = () =>
                [...box.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')].map(
                  (tr) => Number(tr.getAttribute('aria-rowindex')) - 1,
                )
              const wanted = Math.max(1, Math.min(total, Math.floor(fraction * total)))
              const done = () => {
                const indices = rendered()
                if (!indices.some((i) => Math.abs(i - wanted) <= 40)) return false
                const ms = performance.now() - t0
                resolve({ ms, rows: indices.length, firstIndex: Math.min(...indices), lastIndex: Math.max(...indices) })
                return true
              }
              const t0 = performance.now()
              box.scrollTop = fraction >= 1 ? box.scrollHeight : fraction * (box.scrollHeight - box.clientHeight)
              const observer = new MutationObserver(() => {
                if (done()) observer.disconnect()
              })
              observer.observe(box, { subtree: true, childList: true, characterData: true })
              setTimeout(() => {
                observer.disconnect()
                if (!done())
                  reject(
                    new Error(
                      `no row near ${wanted} rendered 5 s after scrolling; rendered ` +
                        `${rendered().slice(0, 3).join(',')}…`,
                    ),
                  )
              }, 5000)
            }),
          fraction,
        )
      const middle = await scrollTo(0.5)
      await page.waitForTimeout(300)
      const end = await scrollTo(1)
      scroll = { middle, end }
    }
    await context.close()
  }

  const first = runs[0]!
  const row = (name: string, value: string, target = '', ratio = '') =>
    console.log(`${name.padEnd(74)}${value.padStart(14)}${target.padStart(12)}${ratio.padStart(8)}`)
  const ms = (v: number) => `${v.toFixed(0)} ms`
  console.log(`\n${''.padEnd(74)}${`median of ${RUNS}`.padStart(14)}${'target'.padStart(12)}${'ratio'.padStart(8)}`)
  const rows = median(runs.map((r) => r.firstRowsMs))
  row(
    'first render: shots response end → first rows in the DOM',
    ms(rows),
    `≤ ${TARGET_FIRST_RENDER_MS} ms`,
    (rows / TARGET_FIRST_RENDER_MS).toFixed(2),
  )
  row('  runs', runs.map((r) => r.firstRowsMs.toFixed(0)).join(' '))
  row('  → the frame showing them painted', ms(median(runs.map((r) => r.firstPaintMs))))
  row('  context: fetch() resolved → first rows in the DOM', ms(median(runs.map((r) => r.fetchToRowsMs))))
  row('  context, in Node: JSON.parse of the answer', ms(median(parseMs)))
  row(
    '  context, in Node: gameShotsSchema.parse (the full check on the server; the browser checks column shapes only)',
    ms(median(validateMs)),
  )
  row(
    'DOM elements of the shot table (filters, note, table)',
    String(first.tableElements),
    `≤ ${TARGET_NODES}`,
    (first.tableElements / TARGET_NODES).toFixed(2),
  )
  row('  its nodes, text nodes included', String(first.tableNodes))
  row(
    'DOM elements of the whole page',
    String(first.pageElements),
    `≤ ${TARGET_NODES}`,
    (first.pageElements / TARGET_NODES).toFixed(2),
  )
  row('  its nodes, text nodes included', String(first.pageNodes))
  row("  the tab's other parts", first.parts.inTab.join(', '))
  row('  of which SVG (charts, icons)', String(first.parts.svg))
  row('  outside the tab (header, navigation, tabs, footer)', String(first.parts.outsideTab))
  row(`table rows rendered at the top (of ${shots.count.toLocaleString('en')})`, String(first.rows))
  console.log(`  the table's note reads: "${first.shownNote}"`)
  if (scroll) {
    for (const [name, s] of [
      ['middle', scroll.middle],
      ['end', scroll.end],
    ] as const) {
      row(
        `scrolled to the ${name}: rows rendered (rows n–m)`,
        `${s.rows} (${s.firstIndex.toLocaleString('en')}–${s.lastIndex.toLocaleString('en')})`,
      )
      row(`  scroll → a row there in the DOM`, ms(s.ms))
    }
  }
  const askedSizes = [
    ...new Set(asked.map((u) => `${new URL(u).search} → ${(bodyFor(u).length / 1024 / 1024).toFixed(1)} MB`)),
  ]
  console.log(`shots requests answered: ${askedSizes.join('; ')}`)
  console.log(
    `dist/: ${portal.build}; run ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ` +
      `${loadAverage()}`,
  )
} finally {
  await browser.close()
  await portal.close()
}
