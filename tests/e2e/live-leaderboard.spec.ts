import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { currentBoard, nextScore, postScore, toPar } from './live-round'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { E2E_SCORER_TOKEN } from './scorer-token'

/**
 * The live-score path as a fan sees it: a score entered through the API reaches an open leaderboard
 * without a reload, and a page that lost its server converges to the latest board once it is back.
 */

/** The followed player is pinned on top (favourites), so the row is in view whatever their place. */
async function openBoardFollowing(page: Page, base: string, playerId: number) {
  await page.addInitScript((id) => {
    localStorage.setItem('fw.favouritePlayers', JSON.stringify({ state: { playerIds: [id] }, version: 1 }))
  }, playerId)
  await page.goto(`${base}/tours/leaderboard/?tourId=11`)
  const row = page.locator('tr.board__row--pinned')
  await expect(row).toHaveCount(1)
  await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'live')
  return row
}

async function expectRowShows(row: ReturnType<Page['locator']>, base: string, playerId: number) {
  const after = (await currentBoard(base)).rows.find((r) => r.playerId === playerId)!
  await expect(row.locator('.board__topar')).toHaveText(toPar(after.toPar))
  await expect(row.locator('.board__thru')).toHaveText(new RegExp(`^${(after.thru ?? '–').replace('*', '\\*')}`))
  return after
}

test('a score posted through the API appears on an open leaderboard without a reload', async ({ page, baseURL }) => {
  const base = baseURL!
  const { board, row, hole, par } = await nextScore(base)
  const zpatches: string[] = []
  page.on('websocket', (ws) =>
    ws.on(
      'framereceived',
      ({ payload }) => void (String(payload).includes('"leaderboard:zpatch"') && zpatches.push(String(payload))),
    ),
  )
  const shown = await openBoardFollowing(page, base, row.playerId)
  await expect(shown.locator('.board__topar')).toHaveText(toPar(row.toPar))
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  // The new board must come over the socket as a compressed patch, not from a poll (which would
  // also bring it, three minutes later or at once after a patch it could not read).
  const boardPolls: string[] = []
  page.on('request', (request) => {
    if (/\/api\/game\/\d+\/leaderboard/.test(request.url())) boardPolls.push(request.url())
  })

  await postScore(base, board, row.playerId, hole, par - 1)
  const after = await expectRowShows(shown, base, row.playerId)
  expect(after.toPar).toBe((row.toPar ?? 0) - 1)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(boardPolls, 'the board was fetched instead of patched').toEqual([])
  expect(zpatches.length).toBeGreaterThan(0)
})

// A server of its own, stopped and started again on the same port and data folder.

/** The same port and data folder at every start, so the open page reconnects to the restarted server. */
const startServer = (port: number, dataDir: string) =>
  startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      SCORER_TOKEN: E2E_SCORER_TOKEN,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    { entry: 'start', timeoutMs: 240_000 },
  )

test.describe('a server of its own', () => {
  const port = 3400 + Math.floor(Math.random() * 500)
  const base = `http://127.0.0.1:${port}`
  let dataDir = ''
  let server: ServerProcess | undefined

  // The first start seeds the demo season into a fresh folder: slow on a busy machine, and not
  // what this test is about, so it happens before the test's own clock starts.
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = mkdtempSync(join(tmpdir(), 'fairway-e2e-restart-'))
    server = await startServer(port, dataDir)
  })

  test.afterAll(async () => {
    if (server) await server.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('after the server restarts mid-round the page reconnects and converges to the latest board', async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000)
    const { row } = await nextScore(base)
    const shown = await openBoardFollowing(page, base, row.playerId)

    await server!.stop()
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', /reconnecting|offline/)

    server = await startServer(port, dataDir)
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'live', { timeout: 20_000 })
    const next = await nextScore(base, { playerId: row.playerId })
    await postScore(base, next.board, row.playerId, next.hole, next.par + 1)
    // The followed row, and the whole board, match what the server now holds.
    const after = await expectRowShows(shown, base, row.playerId)
    expect(after.toPar).toBe((next.row.toPar ?? 0) + 1)
    const leader = (await currentBoard(base)).rows[0]!
    await expect(page.locator('tr.board__row:not(.board__row--pinned)').first().locator('.board__topar')).toHaveText(
      toPar(leader.toPar),
    )

    // While the server was down the browser said so in the console: that is the outage, not a fault.
    const outage = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/
    problems.splice(0, problems.length, ...problems.filter((p) => !outage.test(p)))
  })
})
