/**
 * The 3D track (/tour/leaderboardTrack3d?tourId=11&bench=1: the demo's game in progress, the whole live
 * field) in Debian's Chromium at 1920×1080 with software WebGL (--disable-gpu: SwiftShader), served by
 * the real server in this process (full demo, built app).
 *
 * Printed: renderer.info per frame (draw calls, triangles), the time of a rendered frame over a camera
 * orbit of FRAMES forced frames driven by the page's test hook window.__track3d.benchFrames (render()
 * plus gl.finish(), so the GPU's work is inside the figure; median and p95), the wall time per frame of
 * that orbit (requestAnimationFrame to requestAnimationFrame), frames rendered while idle for 3 s (0 is
 * the point of frameloop="demand"), and the time from navigation to the first rendered frame.
 */
import { currentLiveGame, launchChromium, loadAverage, median, quantile, startPortal } from './support/portal'

const FRAMES = Number(process.env.BENCH_TRACK3D_FRAMES ?? 120)
const RUNS = Number(process.env.BENCH_TRACK3D_RUNS ?? 3)
const TOUR_ID = 11
const TARGETS = { drawCalls: 30, frameP95Ms: 33 }

interface Run {
  firstFrameMs: number
  players: number
  holes: number
  calls: number
  triangles: number
  frameMs: number[]
  wallMs: number
  idleFrames: number
  rafMs: number
  software: boolean
}

const started = performance.now()
console.log(`load average before: ${loadAverage()}`)
const portal = await startPortal()
const browser = await launchChromium()
try {
  const game = await currentLiveGame(portal, TOUR_ID)
  const board = (await (await fetch(`${portal.base}/api/game/${game.id}/leaderboard`)).json()) as {
    rows: unknown[]
    currentRound: number
  }
  console.log(
    `game ${game.id} (tour ${TOUR_ID}'s current game), round ${board.currentRound}: a field of ` +
      `${board.rows.length} players`,
  )

  const once = async (): Promise<Run> => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const page = await context.newPage()
    // tsx compiles with keepNames: functions passed to the page call esbuild's __name helper.
    await page.addInitScript('globalThis.__name = (fn) => fn')
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    const t0 = Date.now()
    await page.goto(`${portal.base}/tour/leaderboardTrack3d?tourId=${TOUR_ID}&bench=1`)
    const wrapper = page.getByTestId('track3d-canvas')
    try {
      await wrapper.and(page.locator('[data-rendered="true"]')).waitFor({ timeout: 60_000 })
    } catch (error) {
      throw new Error(`the scene never rendered: ${(error as Error).message.split('\n')[0]}\n${problems.join('\n')}`)
    }
    const firstFrameMs = Date.now() - t0
    // Let the first flights and data settle, then count frames while nothing moves.
    await page.waitForFunction(() => window.__track3d !== undefined)
    await page.waitForTimeout(1500)
    const idleBefore = await page.evaluate(() => window.__track3d!.frames())
    await page.waitForTimeout(3000)
    const idleFrames = (await page.evaluate(() => window.__track3d!.frames())) - idleBefore
    const orbit = await page.evaluate(async (n) => {
      const t = performance.now()
      const result = await window.__track3d!.benchFrames(n)
      return { ...result, wallMs: (performance.now() - t) / n }
    }, FRAMES)
    // The page's own frame pace with nothing drawn: what the browser's compositor costs here regardless of the scene.
    const rafMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let n = 0
          const t = performance.now()
          const step = () => (++n === 20 ? resolve((performance.now() - t) / 20) : requestAnimationFrame(step))
          requestAnimationFrame(step)
        }),
    )
    const figures = await wrapper.evaluate((el) => ({
      players: Number((el as HTMLElement).dataset.playersDrawn),
      holes: Number((el as HTMLElement).dataset.holes),
      software: (el as HTMLElement).dataset.softwareGl === 'true',
    }))
    await context.close()
    return {
      firstFrameMs,
      ...figures,
      calls: orbit.calls,
      triangles: orbit.triangles,
      frameMs: orbit.frameMs,
      wallMs: orbit.wallMs,
      idleFrames,
      rafMs,
    }
  }

  await once() // warm-up: Chromium's first start, the server's first answers
  const runs: Run[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await once())

  const row = (name: string, value: string, target = '') =>
    console.log(`${name.padEnd(70)}${value.padStart(16)}${target.padStart(12)}`)
  const ms = (v: number) => `${v.toFixed(1)} ms`
  const all = runs.flatMap((r) => r.frameMs).sort((a, b) => a - b)
  console.log(`\n${''.padEnd(70)}${'value'.padStart(16)}${'target'.padStart(12)}`)
  row('holes drawn / players drawn (markers on the course)', `${runs[0]!.holes} / ${runs[0]!.players}`)
  row('WebGL on the CPU detected (scene then renders without MSAA at dpr 1)', String(runs[0]!.software))
  row(
    'draw calls per frame (renderer.info.render.calls, max over the orbit)',
    String(Math.max(...runs.map((r) => r.calls))),
    `≤ ${TARGETS.drawCalls}`,
  )
  row('triangles per frame (max over the orbit)', Math.max(...runs.map((r) => r.triangles)).toLocaleString('en'))
  row(`rendered frame, render() + readPixels(1 px) (${RUNS} runs × ${FRAMES} frames): median`, ms(median(all)))
  row('  p95', ms(quantile(all, 0.95)), `≤ ${TARGETS.frameP95Ms} ms`)
  row('  runs (median)', runs.map((r) => median(r.frameMs).toFixed(1)).join(' '))
  row('wall time per forced frame (rAF to rAF, median of runs)', ms(median(runs.map((r) => r.wallMs))))
  row(
    "  the page's bare requestAnimationFrame interval, nothing rendered (median)",
    ms(median(runs.map((r) => r.rafMs))),
  )
  row('frames rendered while idle for 3 s (each run)', runs.map((r) => r.idleFrames).join(' '), '0')
  row('navigation to the first rendered frame (median)', ms(median(runs.map((r) => r.firstFrameMs))))
  console.log(
    `\nSoftware WebGL (SwiftShader, --disable-gpu): a GPU renders the same frames far faster; draw calls and idle ` +
      `frames do not depend on it.`,
  )
  console.log(
    `dist/: ${portal.build}; run ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ` +
      `${loadAverage()}`,
  )
} finally {
  await browser.close()
  await portal.close()
}
