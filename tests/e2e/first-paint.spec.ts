import { test as plain, type Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The busiest pages paint from their HTML before any JavaScript runs (docs/decisions/0034): on a slow
 * phone the header and the title are there at once, in the visitor's language, and nothing moves when
 * the app takes over.
 */

/**
 * The app's scripts never arrive: what is on screen is the HTML's own first paint. (These tests use
 * Playwright's plain `test`: the fixture's failed-request check would count the blocked scripts.)
 */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort())
}

plain.describe('before the app runs', () => {
  plain('the leaderboard shows its header, title and loading board in Korean', async ({ page }) => {
    await withoutScripts(page)
    await page.goto('/tours/leaderboard/?tourId=12')
    await expect(page.locator('h1')).toHaveText('리더보드')
    await expect(page.locator('.page-band__lead')).toHaveText('챌린지투어')
    await expect(page.getByText(/리더보드를 불러오는 중/)).toBeVisible()
    await expect(page.locator('header.site-header')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    // The other language waits unrendered.
    await expect(page.locator('template#fw-shell-en')).toHaveCount(1)
  })

  plain('a visitor who chose English gets the English first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
    await withoutScripts(page)
    await page.goto('/tours/home/?tourId=13')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText('Champions Tour')
    // The header already marks the page's own tour, as the app will.
    await expect(page.locator('.tour-tabs--desktop [aria-current="true"]')).toHaveText('Champions')
    await expect(page.locator('main')).not.toContainText('챔피언스')
  })
})

test('the app takes over the first paint without moving it, and the board arrives', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/tours/leaderboard/?tourId=11')
  await expect(page.locator('tr.board__row').first()).toBeVisible({ timeout: 20_000 })
  // The app's own render replaced the shell: no template or picker left, one h1, one header.
  await expect(page.locator('#root > template, #root > script')).toHaveCount(0)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('header.site-header')).toHaveCount(1)
  await page.waitForTimeout(500)
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
  expect(shift, 'cumulative layout shift while the page loaded').toBeLessThan(0.05)
})

plain('@phone the leaderboard paints its phone header before the app runs', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/tours/leaderboard/?tourId=11')
  await expect(page.locator('h1')).toHaveText('리더보드')
  await expect(page.locator('.desktop-header')).toBeHidden()
})
