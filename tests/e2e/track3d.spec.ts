import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { currentBoard, type Row } from './live-round'
import { E2E_SCORER_TOKEN } from './scorer-token'

/**
 * The 3D track (/tour/leaderboardTrack3d) as a broadcast viewer sees it: the course and the live field
 * drawn (figures read from the canvas wrapper's data-* attributes and the canvas's own pixels), a row of
 * the board selecting a player in the scene, the field following a score as it arrives, and the
 * 2D board with a message where WebGL is missing. Software GL in headless Chromium draws the scene.
 */

const holesPlayed = (thru: string | null) =>
  thru && /^\d+\*?$/.test(thru) ? Number.parseInt(thru, 10) : thru === 'F' ? 18 : -1
/** On the course: in the field and between his first and last hole (field-placement.ts's rule). */
const onCourse = (r: Row) => r.status === 'active' && holesPlayed(r.thru) >= 1 && holesPlayed(r.thru) <= 17

const canvas = (page: Page) => page.getByTestId('track3d-canvas')

async function openTrack(page: Page, query = '') {
  await page.goto(`/tour/leaderboardTrack3d?tourId=11${query}`)
  await expect(canvas(page)).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 })
}

/** Colour spread of the drawn frame, read back from the WebGL canvas (it keeps its drawing buffer). */
function pixelSpread(page: Page) {
  return page.evaluate(() => {
    const gl = document.querySelector<HTMLCanvasElement>('[data-testid="track3d-canvas"] canvas')!
    const small = document.createElement('canvas')
    small.width = 96
    small.height = 54
    const ctx = small.getContext('2d')!
    ctx.drawImage(gl, 0, 0, small.width, small.height)
    const { data } = ctx.getImageData(0, 0, small.width, small.height)
    const colours = new Set<number>()
    let sum = 0
    let sumSq = 0
    for (let i = 0; i < data.length; i += 4) {
      const luma = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!
      sum += luma
      sumSq += luma * luma
      colours.add((data[i]! >> 3) * 1024 + (data[i + 1]! >> 3) * 32 + (data[i + 2]! >> 3))
    }
    const n = data.length / 4
    return { colours: colours.size, variance: sumSq / n - (sum / n) ** 2 }
  })
}

test('draws the 18 holes and every player on the course in a few draw calls, and idles when nothing moves', async ({
  page,
  baseURL,
}) => {
  const board = await currentBoard(baseURL!)
  await openTrack(page)
  await expect(canvas(page)).toHaveAttribute('data-holes', '18')
  // The board may have moved since it was read; the count follows the page's own board.
  await expect.poll(async () => Number(await canvas(page).getAttribute('data-players-drawn'))).toBeGreaterThan(0)
  const drawn = Number(await canvas(page).getAttribute('data-players-drawn'))
  expect(Math.abs(drawn - board.rows.filter(onCourse).length)).toBeLessThanOrEqual(2)
  const calls = Number(await canvas(page).getAttribute('data-draw-calls'))
  expect(calls).toBeGreaterThan(5)
  expect(calls).toBeLessThanOrEqual(24)

  const spread = await pixelSpread(page)
  expect(spread.colours, 'a blank or one-colour canvas').toBeGreaterThan(40)
  expect(spread.variance).toBeGreaterThan(50)

  // Rendered on demand: once the first frames are drawn, nothing moving means no frame at all
  // (a continuous render loop would keep counting).
  let frames = ''
  await expect
    .poll(async () => {
      const before = await canvas(page).getAttribute('data-frames')
      await page.waitForTimeout(400)
      frames = (await canvas(page).getAttribute('data-frames'))!
      return before === frames
    })
    .toBe(true)
  await page.waitForTimeout(1500)
  await expect(canvas(page)).toHaveAttribute('data-frames', frames)
})

test('choosing a player on the board selects him in the scene and draws his shot trail', async ({ page, baseURL }) => {
  const board = await currentBoard(baseURL!)
  const player = board.rows.find(onCourse)!
  await openTrack(page)
  await expect(canvas(page)).toHaveAttribute('data-selected-player', '')
  await expect(canvas(page)).toHaveAttribute('data-trail-shots', '0')

  const row = page.locator(`button[data-player-id="${player.playerId}"]`)
  await row.scrollIntoViewIfNeeded()
  await row.click()
  await expect(row).toHaveAttribute('aria-pressed', 'true')
  await expect(canvas(page)).toHaveAttribute('data-selected-player', String(player.playerId))
  // The trail waits for the player's shots to load and the scene to draw them: give a loaded machine time.
  await expect
    .poll(async () => Number(await canvas(page).getAttribute('data-trail-shots')), { timeout: 15_000 })
    .toBeGreaterThan(0)
  await expect(page.getByTestId('player-card')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`[?&]player=${player.playerId}(&|$)`))

  // The keyboard moves along the board and selects as well.
  await row.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const next = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.playerId)
  await expect(canvas(page)).toHaveAttribute('data-selected-player', next!)

  // Camera presets are part of the link. Follow needs someone on the course: back to the first player.
  await row.click()
  await expect(canvas(page)).toHaveAttribute('data-selected-player', String(player.playerId))
  await page.locator('.t3d-views > button').last().click()
  await expect(canvas(page)).toHaveAttribute('data-view', 'follow')
  await expect(page).toHaveURL(/[?&]view=follow/)
})

test("clicking a player's pin in the scene selects him on the board too", async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  const board = await currentBoard(baseURL!)
  const sheet = (await (
    await fetch(`${baseURL}/api/game/timeTable?gameId=${board.gameId}&round=${board.currentRound}`)
  ).json()) as {
    groups: Array<{ players: Array<{ playerId: number }> }>
  }
  const onCourseIds = new Set(board.rows.filter(onCourse).map((r) => r.playerId))
  // A group on the course with at least two players on it: follow one, click the other.
  const group = sheet.groups
    .map((g) => g.players.map((p) => p.playerId).filter((id) => onCourseIds.has(id)))
    .find((ids) => ids.length >= 2)!
  const [followed, other] = group as [number, number]
  // bench=1 exposes where a pin is drawn (window.__track3dMarker).
  await openTrack(page, `&player=${followed}&view=follow&bench=1`)
  // The follow camera glides to the player over many frames, and software GL on a machine busy with
  // other tests draws each one slowly: wait for the scene to come to rest before reading a pin's place.
  await expect
    .poll(
      async () => {
        const before = await canvas(page).getAttribute('data-frames')
        await page.waitForTimeout(400)
        return before === (await canvas(page).getAttribute('data-frames'))
      },
      { timeout: 25_000 },
    )
    .toBe(true)
  const at = await page.evaluate((id) => window.__track3dMarker?.(id) ?? null, other)
  expect(at).not.toBeNull()
  await canvas(page).click({ position: { x: at!.x, y: at!.y } })
  await expect(canvas(page)).toHaveAttribute('data-selected-player', String(other))
  await expect(page.locator(`button[data-player-id="${other}"]`)).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(new RegExp(`[?&]player=${other}(&|$)`))
})

test('a score with its shots moves the player on to his next hole without a reload', async ({ page, baseURL }) => {
  const base = baseURL!
  const board = await currentBoard(base)
  // Someone on the course whose hole in play is not his last.
  const player = board.rows.find((r) => onCourse(r) && holesPlayed(r.thru) <= 15)!
  const order = Array.from({ length: 18 }, (_, i) => ((player.startHole - 1 + i) % 18) + 1)
  const hole = order[holesPlayed(player.thru)]!
  await openTrack(page, `&player=${player.playerId}`)
  await expect(canvas(page)).not.toHaveAttribute('data-trail-hole', String(hole))

  const shots = [
    { shotNumber: 1, x: 0, y: 0, lie: 0, club: 'DR', distance: 250 },
    { shotNumber: 2, x: 2, y: 250, lie: 1, club: '9I', distance: 110 },
    { shotNumber: 3, x: 1, y: 300, lie: 2, club: 'SW', distance: 30 },
    { shotNumber: 4, x: 3, y: 330, lie: 3, club: 'PT', distance: 6 },
    { shotNumber: 5, x: 2, y: 334, lie: 3, club: 'PT', distance: 1 },
  ]
  const response = await fetch(`${base}/api/live/scores`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_SCORER_TOKEN}` },
    body: JSON.stringify({
      gameId: board.gameId,
      round: board.currentRound,
      playerId: player.playerId,
      hole,
      strokes: 5,
      putts: 2,
      shots,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  // The board's new version refetches the round's shots: the trail now shows the hole just scored.
  await expect(canvas(page)).toHaveAttribute('data-trail-hole', String(hole), { timeout: 15_000 })
  await expect(canvas(page)).toHaveAttribute('data-trail-shots', '5')
})

test('without WebGL the page says so and still shows the live board', async ({ page }) => {
  await page.goto('/tour/leaderboardTrack3d?tourId=11&webgl=0')
  await expect(page.getByTestId('webgl-fallback')).toBeVisible()
  await expect(page.locator('canvas')).toHaveCount(0)
  await expect(page.locator('button.t3d-board__row').first()).toBeVisible()
  expect(await page.locator('button.t3d-board__row').count()).toBeGreaterThan(10)
})

test('a browser whose canvas refuses WebGL gets the same fallback', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (kind.startsWith('webgl') || kind === 'experimental-webgl') return null
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest)
    } as typeof original
  })
  await page.goto('/tour/leaderboardTrack3d?tourId=11')
  await expect(page.getByTestId('webgl-fallback')).toBeVisible()
  await expect(page.locator('button.t3d-board__row').first()).toBeVisible()
})
