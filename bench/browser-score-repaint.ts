/**
 * Score accepted → row repainted, in Debian's Chromium connected to the real server (this process:
 * the full demo in a temp PGlite, the built app, socket.io; simulator off). The page is
 * /tours/leaderboard/?tourId=11 at 1366×900: the tour's game in progress, live through socket.io.
 *
 * Each of 200 scores is a correction of a hole the player already played, on a row in view; the page
 * itself posts it (POST /api/live/scores, scorer token) so every time is on the page's clock. A
 * MutationObserver on the board sees the player's "To par" cell show the new value; the time of the
 * frame that paints it is the requestAnimationFrame after that mutation plus a task posted from it
 * (it runs once that frame is done). Printed: sent → painted and 200 answer → painted, p50/p95/max.
 *
 * Rows carry no player id in the DOM, so a row is found by its name button ("name (A) COUNTRY"),
 * using only players whose label is unique on the board.
 */
import { loadRoundState } from '../server/simulator/state'
import {
  BENCH_SCORER_TOKEN,
  currentLiveGame,
  launchChromium,
  loadAverage,
  quantile,
  startPortal,
} from './support/portal'

const SCORES = Number(process.env.BENCH_REPAINT_SCORES ?? 200)
const TOUR_ID = 11
const TARGET_P95_MS = 150
/** A score whose row has not shown the change by then counts as missed. */
const WAIT_MS = 5000

interface BoardRowLite {
  playerId: number
  name: string
  amateur: boolean
  country: string
  toPar: number | null
}

interface Timing {
  ok: boolean
  sentToPainted: number
  acceptedToPainted: number
  sentToAccepted: number
  sentToDom: number
}

const label = (row: BoardRowLite) => `${row.name}${row.amateur ? ' (A)' : ''} ${row.country}`
const formatToPar = (value: number | null) =>
  value === null ? '–' : value === 0 ? 'E' : value > 0 ? `+${value}` : String(value)

const started = performance.now()
console.log(`load average before: ${loadAverage()}`)
const portal = await startPortal()
const browser = await launchChromium()
try {
  const game = await currentLiveGame(portal, TOUR_ID)
  const state = await loadRoundState(portal.db, game)
  const byPlayer = new Map(
    state.players.filter((p) => p.status === 'active' && p.scored.size > 0).map((p) => [p.playerId, p]),
  )

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  // tsx compiles with keepNames: functions passed to page.evaluate call esbuild's __name helper.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  await page.goto(`${portal.base}/tours/leaderboard/?tourId=${TOUR_ID}`)
  await page.locator('tr.board__row').first().waitFor()
  await page.locator('[data-connection="live"]').waitFor()
  // The board's own scroller at the top, the page scrolled so the whole board card is on screen.
  await page.evaluate(() => document.querySelector('.board__scroll')?.scrollIntoView({ block: 'start' }))
  await page.waitForTimeout(300)

  const post = (playerId: number, hole: number, strokes: number) =>
    page.evaluate(
      async ({ body, token }) => {
        const res = await fetch('/api/live/scores', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        })
        if (!res.ok) throw new Error(`POST /api/live/scores answered ${res.status}: ${await res.text()}`)
      },
      {
        body: JSON.stringify({ gameId: game.id, round: game.currentRound, playerId, hole, strokes }),
        token: BENCH_SCORER_TOKEN,
      },
    )

  // Priming (not timed): the rows in view get par on a hole they played, so each timed correction
  // after it (par − 1, then par again) moves their "To par" by exactly one.
  const inView = async () =>
    page.evaluate(() => {
      const scroller = document.querySelector('.board__scroll')!.getBoundingClientRect()
      const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr.board__row')]
      const visible = rows
        .filter((tr) => {
          const r = tr.getBoundingClientRect()
          return r.top >= scroller.top && r.bottom <= scroller.bottom && r.bottom <= window.innerHeight
        })
        .map((tr) => tr.querySelector('.board__name')?.textContent ?? '')
      const indices = [...document.querySelectorAll<HTMLElement>('.board__table > tbody[data-index]')].map((el) =>
        Number(el.dataset.index),
      )
      return { visible, rendered: rows.length, lastIndex: Math.max(...indices) }
    })
  const boardInPage = () =>
    page.evaluate(async (gameId) => {
      const res = await fetch(`/api/game/${gameId}/leaderboard`, { headers: { accept: 'application/json' } })
      return (await res.json()) as { version: number; rows: BoardRowLite[] }
    }, game.id)

  const first = await boardInPage()
  const labels = new Map<string, number>()
  for (const row of first.rows) labels.set(label(row), (labels.get(label(row)) ?? 0) + 1)
  const view = await inView()
  const primed = first.rows.filter(
    (row) => view.visible.includes(label(row)) && labels.get(label(row)) === 1 && byPlayer.has(row.playerId),
  )
  const holeOf = new Map(
    primed.map((row) => [row.playerId, [...byPlayer.get(row.playerId)!.scored].sort((a, b) => a - b)[0]!]),
  )
  for (const row of primed)
    await post(row.playerId, holeOf.get(row.playerId)!, state.pars.get(holeOf.get(row.playerId)!)!)
  await page.waitForTimeout(1500)

  // Candidates: a birdie moves a player up only, and the rows ahead of him stay within the rendered
  // lines, so his row stays in the DOM whatever the other candidates score.
  const board = await boardInPage()
  const after = await inView()
  const candidates = board.rows.filter((row, i) => {
    if (!holeOf.has(row.playerId) || !after.visible.includes(label(row)) || row.toPar === null) return false
    const atOrAhead = board.rows.filter((r) => r.toPar !== null && r.toPar <= row.toPar!).length
    return i < after.lastIndex && atOrAhead + 1 < after.lastIndex
  })
  if (candidates.length === 0) throw new Error('no row in view qualifies for the timed corrections')
  console.log(
    `game ${game.id} (tour ${TOUR_ID}), round ${game.currentRound}, field ${board.rows.length} players; ` +
      `${after.rendered} rows in the DOM, ${after.visible.length} fully in view; ` +
      `${candidates.length} players in view take the ${SCORES} corrections in turn (primed ${primed.length} rows ` +
      `to par first)`,
  )

  const timings: Timing[] = []
  const lowered = new Set<number>()
  for (let n = 0; n < SCORES; n++) {
    const row = candidates[n % candidates.length]!
    const hole = holeOf.get(row.playerId)!
    const par = state.pars.get(hole)!
    const lower = !lowered.has(row.playerId)
    if (lower) lowered.add(row.playerId)
    else lowered.delete(row.playerId)
    const expected = formatToPar(row.toPar! - (lower ? 1 : 0))
    const body = JSON.stringify({
      gameId: game.id,
      round: game.currentRound,
      playerId: Number(row.playerId),
      hole,
      strokes: lower ? par - 1 : par,
    })
    const timing = await page.evaluate(
      ({ body, token, rowLabel, expected, waitMs }) =>
        new Promise<Timing>((resolve, reject) => {
          const table = document.querySelector('.board__table')!
          const shows = () =>
            [...table.querySelectorAll('tr.board__row')].some(
              (tr) =>
                tr.querySelector('.board__name')?.textContent === rowLabel &&
                tr.querySelector('.board__topar')?.textContent === expected,
            )
          if (shows()) return reject(new Error(`${rowLabel} already shows ${expected}`))
          let sent = 0
          let accepted = Number.NaN
          let dom = Number.NaN
          let painted = Number.NaN
          // Resolves once both the row is painted and the 200 is read (either may come first), or on time-out.
          const finish = (ok: boolean) => {
            if (ok && (Number.isNaN(painted) || Number.isNaN(accepted))) return
            observer.disconnect()
            clearTimeout(timer)
            resolve({
              ok,
              sentToPainted: painted - sent,
              acceptedToPainted: painted - accepted,
              sentToAccepted: accepted - sent,
              sentToDom: dom - sent,
            })
          }
          const observer = new MutationObserver(() => {
            if (!Number.isNaN(dom) || !shows()) return
            dom = performance.now()
            requestAnimationFrame(() => {
              // A task posted from the frame's rAF runs after that frame's style, layout and paint.
              const channel = new MessageChannel()
              channel.port1.onmessage = () => {
                painted = performance.now()
                finish(true)
              }
              channel.port2.postMessage(null)
            })
          })
          observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true })
          const timer = setTimeout(() => finish(false), waitMs)
          sent = performance.now()
          fetch('/api/live/scores', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          })
            .then(async (res) => {
              accepted = performance.now()
              if (!res.ok) reject(new Error(`POST /api/live/scores answered ${res.status}: ${await res.text()}`))
              finish(true)
            })
            .catch(reject)
        }),
      { body, token: BENCH_SCORER_TOKEN, rowLabel: label(row), expected, waitMs: WAIT_MS },
    )
    timings.push(timing)
  }

  const ok = timings.filter((t) => t.ok)
  const stats = (pick: (t: Timing) => number) => {
    const sorted = ok.map(pick).sort((a, b) => a - b)
    return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? Number.NaN }
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`
  const lines: Array<[string, ReturnType<typeof stats>, number | null]> = [
    ['score sent → row painted', stats((t) => t.sentToPainted), TARGET_P95_MS],
    ['score accepted (200 read) → row painted', stats((t) => t.acceptedToPainted), TARGET_P95_MS],
    ['  context: sent → 200 read', stats((t) => t.sentToAccepted), null],
    ['  context: sent → row changed in the DOM', stats((t) => t.sentToDom), null],
  ]
  console.log(
    `\n${ok.length} of ${timings.length} scores repainted within ${WAIT_MS / 1000} s ` +
      `(${timings.length - ok.length} missed)`,
  )
  console.log(
    `${''.padEnd(44)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}` +
      `${'target p95'.padStart(12)}${'p95/target'.padStart(12)}`,
  )
  for (const [name, s, target] of lines) {
    console.log(
      `${name.padEnd(44)}${ms(s.p50).padStart(10)}${ms(s.p95).padStart(10)}${ms(s.max).padStart(10)}` +
        `${(target ? `≤ ${target} ms` : '').padStart(12)}${(target ? (s.p95 / target).toFixed(2) : '').padStart(12)}`,
    )
  }
  console.log(
    '\naccepted → painted is negative when the patch reached the page before the 200 answer did (the server emits ' +
      'the patch, then answers).',
  )
  console.log(
    `portal seeded in ${(portal.seedMs / 1000).toFixed(1)} s (dist/: ${portal.build}); run ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ${loadAverage()}`,
  )
  await context.close()
} finally {
  await browser.close()
  await portal.close()
}
