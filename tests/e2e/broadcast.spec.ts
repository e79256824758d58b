import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { currentBoard, nextScore, postScore, toPar } from './live-round'

/**
 * The on-air leaderboard (/tour/leaderboardSKT, its own lean page) as a broadcaster sees it: no site
 * chrome, paging through the field, themes, a delay that holds results back, a board that stays on
 * screen through an outage and catches up after it, and the settings that build a partner's URL.
 */

async function openLive(page: Page, query: string) {
  await page.goto(`/tour/leaderboardSKT?${query}`)
  await expect(page.locator('.bc-row').first()).toBeVisible()
  await expect(page.locator('.bc-fresh')).toHaveAttribute('data-connection', 'live')
}

const rowOf = (page: Page, playerId: number) => page.locator(`.bc-row[data-player-id="${playerId}"]`)

test('puts the board on air without the site header or footer, and pages through the whole field', async ({
  page,
  baseURL,
}) => {
  const total = (await currentBoard(baseURL!)).rows.length
  // Five seconds a page: on a loaded machine the first checks may take a few seconds, and a shorter interval let the
  // board turn to its next page before the first one was read (seen at 2 s).
  await page.goto('/tour/leaderboardSKT?tourId=11&rows=10&interval=5')
  await expect(page.locator('.bc-row')).toHaveCount(10)
  await expect(page.locator('[data-range]')).toHaveAttribute('data-range', `1-10/${total}`)
  await expect(page.locator('header, footer, nav, .site-header, .site-footer')).toHaveCount(0)
  await expect(page.locator('[data-range]')).toHaveAttribute('data-range', `11-20/${total}`, { timeout: 10_000 })
  await expect(page.locator('.bc-body')).toHaveAttribute('data-page', '2')
  // Never a scrollbar: the page fits the screen whatever the field.
  expect(
    await page.evaluate(
      () =>
        document.documentElement.scrollHeight <= window.innerHeight &&
        document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true)
})

test('applies the theme: light, keyed green, and see-through for overlays', async ({ page }) => {
  const background = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor)
  await page.goto('/tours/leaderboardSKT/?tourId=11&theme=chroma')
  await expect(page.locator('.bc-row').first()).toBeVisible()
  expect(await background('.bc')).toBe('rgb(0, 177, 64)')
  await page.goto('/tour/leaderboardSKT?tourId=11&theme=light')
  await expect(page.locator('.bc-row').first()).toBeVisible()
  expect(await background('body')).toBe('rgb(238, 242, 238)')
  await page.goto('/tour/leaderboardSKT?tourId=11&theme=transparent')
  await expect(page.locator('.bc-row').first()).toBeVisible()
  expect(await background('body')).toBe('rgba(0, 0, 0, 0)')
  expect(await background('.bc')).toBe('rgba(0, 0, 0, 0)')
})

test('with delay=3 a new score goes on air about three seconds after it arrives, not before', async ({
  page,
  baseURL,
}) => {
  const base = baseURL!
  const { board, row, hole, par } = await nextScore(base, { within: 20 })
  await openLive(page, 'tourId=11&rows=20&interval=300&delay=3')
  const shown = rowOf(page, row.playerId).locator('.bc-cell--topar')
  await expect(shown).toHaveText(toPar(row.toPar))

  const posted = Date.now()
  await postScore(base, board, row.playerId, hole, par - 1)
  await page.waitForTimeout(1_500)
  await expect(shown).toHaveText(toPar(row.toPar))
  await expect(shown).toHaveText(toPar((row.toPar ?? 0) - 1), { timeout: 8_000 })
  expect(Date.now() - posted).toBeGreaterThanOrEqual(2_500)
})

test('keeps the last board with a stale mark while the server is unreachable, then catches up', async ({
  page,
  baseURL,
  problems,
}) => {
  test.setTimeout(60_000)
  const base = baseURL!
  let down = false
  const open: Array<{ close: () => Promise<void> }> = []
  // The outage: sockets cut and refused, API calls refused, until `down` is false again.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close()
    ws.connectToServer()
    open.push(ws)
  })
  await page.route('**/api/**', (route) => (down ? route.abort('connectionrefused') : route.continue()))
  await openLive(page, 'tourId=11&rows=20&interval=300')
  const first = await nextScore(base, { within: 20 })
  const shown = rowOf(page, first.row.playerId).locator('.bc-cell--topar')
  await expect(shown).toHaveText(toPar(first.row.toPar))

  down = true
  await Promise.all(open.splice(0).map((ws) => ws.close()))
  await expect(page.locator('.bc-fresh')).toHaveAttribute('data-stale', 'true')
  await expect(page.locator('.bc-fresh')).toContainText(/\d\d:\d\d:\d\d/)
  // A score the page misses while it is cut off.
  await postScore(base, first.board, first.row.playerId, first.hole, first.par - 1)
  await page.waitForTimeout(1_000)
  await expect(page.locator('.bc-row')).toHaveCount(20)
  await expect(shown).toHaveText(toPar(first.row.toPar))

  down = false
  await expect(page.locator('.bc-fresh')).toHaveAttribute('data-stale', 'false', { timeout: 20_000 })
  await expect(shown).toHaveText(toPar((first.row.toPar ?? 0) - 1))
  // And it is live again: the next score shows as it is posted.
  const next = await nextScore(base, { within: 20 })
  await postScore(base, next.board, next.row.playerId, next.hole, next.par)
  const after = (await currentBoard(base)).rows.find((r) => r.playerId === next.row.playerId)!
  await expect(rowOf(page, next.row.playerId).locator('.bc-cell--thru')).toHaveText(after.thru ?? '–')

  // The outage itself shows in the console (refused requests and sockets): that is the test, not a fault.
  const outage = /WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/
  problems.splice(0, problems.length, ...problems.filter((p) => !outage.test(p)))
})

test('the settings panel builds the URL a partner puts on air', async ({ page, baseURL }) => {
  await page.goto('/tour/leaderboardSKT?tourId=11')
  await expect(page.locator('.bc-row').first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.keyboard.press('s')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.locator('input[name="rows"]').fill('12')
  await dialog.locator('select[name="theme"]').selectOption('light')
  await dialog.locator('input[name="delay"]').fill('20')
  await dialog.locator('input[name="cols"][value="total"]').check()
  const url =
    `${baseURL}/tour/leaderboardSKT?rows=12&theme=light` +
    '&cols=pos,move,player,country,topar,today,thru,total&delay=20'
  await expect(dialog.locator('input[name="url"]')).toHaveValue(url)
  // The page itself is the preview.
  await expect(page.locator('.bc')).toHaveAttribute('data-theme', 'light')
  await expect(page.locator('.bc-row')).toHaveCount(12)
  await dialog.locator('.bc-btn--primary').click()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  // settings=1 opens it on load.
  await page.goto('/tour/leaderboardSKT?settings=1')
  await expect(page.getByRole('dialog')).toBeVisible()
})

test.describe('inside a partner frame', () => {
  let partner: Server
  let partnerUrl = ''
  let frameSrc = ''
  test.beforeAll(async () => {
    partner = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(
        `<!doctype html><body style="margin:0"><iframe src="${frameSrc}" ` +
          `style="border:0;width:100vw;height:100vh"></iframe></body>`,
      )
    })
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
    partnerUrl = `http://127.0.0.1:${(partner.address() as { port: number }).port}/`
  })
  test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())))

  test('shows the live board in an iframe on another origin', async ({ page, baseURL }) => {
    frameSrc = `${baseURL}/tour/leaderboardSKT?tourId=11&theme=transparent`
    await page.goto(partnerUrl)
    const frame = page.frameLocator('iframe')
    await expect(frame.locator('.bc-row').first()).toBeVisible()
    await expect(frame.locator('.bc-fresh')).toHaveAttribute('data-connection', 'live')
  })
})
