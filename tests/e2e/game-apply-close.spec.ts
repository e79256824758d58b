import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD } from './demo-login'
import { expect, test } from './fixtures'
import { startServerProcess, type ServerProcess } from '../support/server-process'

/**
 * Issue 22's "after 16:00 on the closing date the application is closed (server clock controlled in the test)"
 * (docs/requirements/tournament-applications.md#app-3). The spec moves the clock of a server of its own
 * (DEMO_CLOCK=movable, docs/decisions/0083-demo-clock.md) to just before and just after a Korean Tour event's close,
 * and the list and the conditions page follow the server's clock, not the browser's.
 */
interface ListedGame {
  gameId: number
  tourId: number
  gameStatus: number
  nameEn: string
  window: string | null
  applicationOpensAt: string | null
  applicationClosesAt: string | null
}

test.describe('the application window closes at 16:00 on the closing date', () => {
  let base = ''
  let dataDir = ''
  let server: ServerProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = mkdtempSync(join(tmpdir(), 'fairway-e2e-apply-close-'))
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SIMULATOR: 'off',
        // The full demo: its season has Korean Tour events open for applications (the small test season has none).
        DEMO: 'full',
        DEMO_CLOCK: 'movable',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: 'test',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      { entry: 'start', timeoutMs: 240_000 },
    )
    base = server.baseUrl
  })

  test.afterAll(async () => {
    if (server) await server.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('open at 15:59 Seoul on the closing day, ended at 16:00:01, on the list and for the member', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const setClock = async (at: number) => {
      const response = await page.request.put(`${base}/api/demo/clock`, { data: { at: new Date(at).toISOString() } })
      expect(response.status()).toBe(200)
    }
    const list = (await (await page.request.get(`${base}/api/game/main/list?tour=all`)).json()) as {
      items: ListedGame[]
    }
    // The open window closing soonest (the list's first): a short jump, no month's dues run on the way.
    const game = list.items.find((g) => g.window === 'open' && g.applicationClosesAt !== null)
    expect(game, 'the demo has a tournament open for applications').toBeDefined()
    const closesAt = Date.parse(game!.applicationClosesAt!)
    // The close is 16:00 Seoul (07:00 UTC) on its day.
    expect(new Date(closesAt).toISOString().slice(11, 19)).toBe('07:00:00')

    // The clocks first, then the login: a session is never issued in the clock's future. The browser's clock moves
    // with the server's, as a member's phone would read the same day.
    await setClock(closesAt - 60_000)
    await page.clock.install({ time: new Date(closesAt - 60_000) })
    await page.clock.resume()
    await page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
    await page.goto(`${base}/sign/login?redirect=${encodeURIComponent('/communitys/gameApply?tourId=all')}`)
    const form = page.locator('form.login-form')
    await form.getByLabel('ID', { exact: true }).fill('applypro01')
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/communitys\/gameApply/)

    await page.goto(`${base}/communitys/gameApply?tourId=all`)
    const row = page.getByRole('listitem', { name: game!.nameEn })
    await expect(row.getByText('Applying')).toBeVisible({ timeout: 15_000 })
    await expect(row.getByRole('button', { name: 'Apply', exact: true })).toBeVisible()

    await setClock(closesAt + 1_000)
    await page.clock.setSystemTime(new Date(closesAt + 1_000))
    await page.goto(`${base}/communitys/gameApply?tourId=all`)
    await expect(row.getByText('Application ended')).toBeVisible({ timeout: 15_000 })
    await expect(row.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)

    await page.goto(`${base}/communitys/gameApplyInfo?gameId=${game!.gameId}`)
    await expect(page.getByText('Applications for this tournament have ended.').first()).toBeVisible({
      timeout: 30_000,
    })
  })
})
