import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { currentBoard, type Board } from './live-round'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { E2E_SCORER_TOKEN } from './scorer-token'

/**
 * Issue 19's second "done when" (docs/requirements/officials.md#of-6, #of-10): an official closes round 2 in the
 * console and an open leaderboard page shows the cut line become final and the MC rows move below it, without a
 * reload. Closing the cut round changes the demo's live event for good, which the other specs share: this spec runs
 * a server of its own (a free port and a temporary data folder, the demo seed, no simulator) and finishes round 2 on
 * it with the scorer token first. It logs in as official02, which no other spec uses.
 */
const PASSWORD = 'Fairway2026!'

const startServer = (dataDir: string) =>
  startServerProcess(
    {
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      // The small demo season (a field of forty): its cut round has a few hundred holes left, not a thousand, so
      // finishing it stays cheap beside the other specs (docs/decisions/0046-test-time-and-axe.md).
      DEMO: 'test',
      LOG_LEVEL: 'warn',
      SCORER_TOKEN: E2E_SCORER_TOKEN,
      PASSWORD_HASH_COST: 'test',
      // Behind a pretend proxy on this machine, so each scorer's tablet posts from an address of its own (below).
      TRUST_PROXY: 'loopback',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    { entry: 'start', timeoutMs: 240_000 },
  )

/**
 * The API allows 300 requests a minute per address (docs/decisions/0040), and finishing the round posts well over a
 * thousand scores: each player's scores come from an address of their own, as from the tablets of the scorers out on
 * the course, through the server's pretend proxy. A 429 still waits as long as the server asks.
 */
async function call(url: string, from: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(url, { ...init, headers: { ...init.headers, 'X-Forwarded-For': from } })
    if (response.status !== 429) return response
    const wait = Number(response.headers.get('retry-after') ?? '5')
    await new Promise((r) => setTimeout(r, (Number.isFinite(wait) ? wait : 5) * 1000 + 200))
  }
}

interface Card {
  playerId: number
  startHole: 1 | 10
  scores: Array<number | null>
}

/** Every active player's remaining holes of the round in play, at par, in playing order, a few players at a time. */
async function finishRound(base: string, board: Board): Promise<number> {
  const players = board.rows.filter((r) => r.status === 'active' && r.thru !== 'F')
  let posted = 0
  const finishPlayer = async (row: Board['rows'][number], i: number) => {
    const from = `10.19.${Math.floor(i / 200)}.${(i % 200) + 1}`
    const query = `gameId=${board.gameId}&round=${board.currentRound}&playerId=${row.playerId}`
    const record = (await (await call(`${base}/api/game/hole/record?${query}`, from)).json()) as {
      pars: number[]
      cards: Card[]
    }
    const card = record.cards.find((c) => c.playerId === row.playerId)
    if (!card) return
    const order = Array.from({ length: 18 }, (_, i) => ((card.startHole - 1 + i) % 18) + 1)
    for (const hole of order.filter((h) => card.scores[h - 1] === null)) {
      const response = await call(`${base}/api/live/scores`, from, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_SCORER_TOKEN}` },
        body: JSON.stringify({
          gameId: board.gameId,
          round: board.currentRound,
          playerId: row.playerId,
          hole,
          strokes: record.pars[hole - 1]!,
        }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      posted += 1
    }
  }
  const lanes = 4
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < players.length; i += lanes) await finishPlayer(players[i]!, i)
    }),
  )
  return posted
}

/**
 * The cut line's text, or null when the board draws none. The board scrolls inside its card and renders only the rows
 * in view, and the line moves when the rows do: look from the top down.
 */
async function cutText(page: Page): Promise<string | null> {
  const scroller = page.locator('.board__scroll')
  const cut = page.locator('tr.board__cut')
  await scroller.evaluate((el) => el.scrollTo(0, 0))
  for (let i = 0; i < 80; i += 1) {
    if ((await cut.count()) > 0) {
      await cut.scrollIntoViewIfNeeded()
      return ((await cut.textContent()) ?? '').trim()
    }
    const atEnd = await scroller.evaluate((el) => {
      el.scrollBy(0, 400)
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 1
    })
    await page.waitForTimeout(60)
    if (atEnd && (await cut.count()) === 0) return null
  }
  return null
}

test.describe('the officials close the cut round', () => {
  let base = ''
  let dataDir = ''
  let server: ServerProcess | undefined

  // The first start seeds the demo season into a fresh folder: slow, and not what the test is about.
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = mkdtempSync(join(tmpdir(), 'fairway-e2e-officials-'))
    server = await startServer(dataDir)
    base = server.baseUrl
  })

  test.afterAll(async () => {
    if (server) await server.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const title =
    'an official closes round 2 and an open leaderboard shows the cut final and MC below it, without a reload'
  test(title, async ({ page, browser }) => {
    test.setTimeout(300_000)
    const before = await currentBoard(base)
    expect(before.currentRound, 'the demo event is in its cut round').toBe(2)
    await finishRound(base, before)
    const finished = await currentBoard(base)
    expect(finished.rows.filter((r) => r.status === 'active' && r.thru !== 'F')).toEqual([])

    // The fan's page, in English, before the round is closed: the cut is still projected.
    await page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
    await page.goto(`${base}/tours/leaderboard/?tourId=11`)
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'live', { timeout: 20_000 })
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    expect(await cutText(page)).toMatch(/^Projected cut/)

    // The official, on a tablet of their own.
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
    const official = await context.newPage()
    await official.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
    const to = `/staff/officials/?gameId=${finished.gameId}`
    await official.goto(`${base}/sign/login?redirect=${encodeURIComponent(to)}`)
    const form = official.locator('form.login-form')
    await form.getByLabel('ID', { exact: true }).fill('official02')
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(official).toHaveURL(/\/staff\/officials\//)
    await official.getByRole('button', { name: 'Close round 2' }).click()
    const dialog = official.getByRole('dialog', { name: 'Close round 2?' })
    await dialog.getByRole('button', { name: 'Close round 2' }).click()
    await expect(official.getByRole('status').filter({ hasText: 'Round 2 closed.' })).toBeVisible()
    await expect(official.getByRole('list', { name: 'Rounds' }).getByRole('listitem').nth(1)).toHaveAttribute(
      'data-status',
      'complete',
    )
    await context.close()

    // The fan's page follows by itself: the line is final, and the rows under it are the players who missed the cut.
    await expect.poll(() => cutText(page), { timeout: 30_000 }).toBe('Cut')
    // The board draws only the rows in view (and a few more): bring the line to the top so the rows under it are
    // drawn, then read them once they are.
    await page.locator('tr.board__cut').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    const readPositions = () =>
      page
        .locator('.board__scroll tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) =>
            r.classList.contains('board__cut') ? 'CUT' : (r.querySelector('.board__pos')?.textContent ?? '').trim(),
          ),
        )
    const underTheLine = (all: string[]) => all.slice(all.indexOf('CUT') + 1).filter((p) => p !== '')
    await expect.poll(async () => underTheLine(await readPositions()).length, { timeout: 10_000 }).toBeGreaterThan(0)
    const positions = await readPositions()
    const line = positions.indexOf('CUT')
    const below = underTheLine(positions)
    // Under the line: the players who missed the cut (then any who withdrew or were disqualified), nobody ranked.
    expect(below[0], 'the first row under the line').toBe('MC')
    expect(below.filter((p) => !['MC', 'WD', 'RTD', 'DQ', 'DNS'].includes(p))).toEqual([])
    expect(positions.slice(0, line).filter((p) => p === 'MC')).toEqual([])
    const after = await currentBoard(base)
    expect(after.rows.filter((r) => r.status === 'MC').length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })
})
