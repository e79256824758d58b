import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
const items = (page: Page) => page.getByRole('main').locator('.schedule-item')
// The first answer of a page can take a while when six helpers share two cores.
const SLOW = { timeout: 15_000 }

interface Labels {
  title: string
  status: string
  completed: string
  calendar: string
  month: string
}

/** Season list → status filter → a month → the calendar of that month → a completed tournament's page. */
async function browseSchedule(page: Page, l: Labels) {
  await page.goto('/tours/schedule/schedule?tourId=11')
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible()
  await expect(items(page).first()).toBeVisible(SLOW)
  const all = await items(page).count()
  expect(all).toBeGreaterThan(5)

  const status = page.getByLabel(l.status)
  // The option reads "Completed (12)": its label carries the count, its value the code of
  // docs/requirements/tours-and-records.md#tr-5.
  await expect(status.locator('option[value="3"]')).toHaveText(new RegExp(`^${l.completed} \\(\\d+\\)$`))
  await status.selectOption('3')
  await expect(page).toHaveURL(/status=3/)
  await expect.poll(() => items(page).count()).toBeLessThan(all)
  const badges = await items(page).locator('.status-badge').allTextContents()
  expect(new Set(badges)).toEqual(new Set([l.completed]))
  // Every completed tournament names its winner.
  await expect(items(page).first().locator('.schedule-winner__name').first()).toBeVisible()

  // The month of the first completed tournament, from its chip (the count is in the chip).
  const firstStart = await items(page).first().locator('time').getAttribute('datetime')
  const month = Number(firstStart!.slice(5, 7))
  const chip = page.getByRole('navigation', { name: l.month, exact: true }).getByRole('link').nth(month)
  await chip.click()
  await expect(page).toHaveURL(new RegExp(`month=${month}(&|$)`))
  await expect(chip).toHaveAttribute('aria-current', 'page')
  // Started in that month or earlier (a tournament counts in every month it touches).
  const starts = await items(page)
    .locator('time')
    .evaluateAll((ts) => ts.map((t) => Number(t.getAttribute('datetime')!.slice(5, 7))))
  expect(starts.length).toBeGreaterThan(0)
  expect(starts.every((m) => m === month || m === month - 1)).toBe(true)

  await page.getByRole('link', { name: l.calendar }).click()
  await expect(page).toHaveURL(/view=calendar/)
  const calendar = page.getByRole('region').filter({ has: page.locator('#calendar-title') })
  await expect(calendar.locator('.calendar-bar').first()).toBeVisible()
  const agenda = calendar.locator('.calendar-agenda__item').first()
  const name = (await agenda.getByRole('link').textContent())!.trim()
  await agenda.getByRole('link').click()
  await expect(page).toHaveURL(/\/tours\/game\/game\?tourId=11&gameId=\d+&type=leaderboard/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('a fan filters the season by status and month, switches to the calendar and opens a tournament', async ({
  page,
}) => {
  await browseSchedule(page, { title: '시즌 일정', status: '상태', completed: '종료', calendar: '달력', month: '월' })
})

test('the same, in English', async ({ page }) => {
  await inEnglish(page)
  await browseSchedule(page, {
    title: 'Season schedule',
    status: 'Status',
    completed: 'Completed',
    calendar: 'Calendar',
    month: 'Month',
  })
})

test('a filter without a match says there are no search results, and the tour tabs follow tourId', async ({ page }) => {
  await page.goto('/tours/schedule/schedule?tourId=11&status=9')
  await expect(page.getByRole('heading', { name: '검색 결과가 없습니다.' })).toBeVisible(SLOW)
  await page.getByRole('link', { name: '전체 대회 보기' }).click()
  await expect(items(page).first()).toBeVisible(SLOW)
  const tours = page.getByRole('navigation', { name: '투어', exact: true }).last()
  await tours.getByRole('link', { name: '챌린지투어' }).click()
  await expect(page).toHaveURL(/tourId=12/)
  await expect(page.locator('.schedule-band .page-band__eyebrow')).toHaveText('챌린지투어')
  await expect(items(page).first()).toBeVisible(SLOW)
})

test('the home page shows the live tournament with its compact board and the rankings leaders', async ({ page }) => {
  await page.goto('/')
  const now = page.getByRole('region', { name: '지금 진행 중' })
  const board = now.getByRole('table', { name: '리더보드' })
  // The board follows the live-game call: give both time on a busy machine.
  await expect(board.getByRole('row')).toHaveCount(9, SLOW)
  await expect(board.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^T?1$/)
  const leaders = page.getByRole('region', { name: '부문별 선두' })
  await expect(leaders.getByRole('heading', { name: '제네시스 포인트' })).toBeVisible(SLOW)
  await expect(leaders.getByRole('listitem')).toHaveCount(10)
  await expect(page.getByRole('region', { name: '최근 대회 결과' }).getByRole('listitem')).toHaveCount(3, SLOW)
  await now.getByRole('link', { name: '전체 리더보드' }).click()
  await expect(page).toHaveURL(/type=leaderboard/)
})

test('a tour home in English has its own digest', async ({ page }) => {
  await inEnglish(page)
  await page.goto('/tours/home/?tourId=11')
  const now = page.getByRole('region', { name: 'Live now' })
  await expect(now.getByRole('table', { name: 'Leaderboard' }).getByRole('row')).toHaveCount(9, SLOW)
  const leaders = page.getByRole('region', { name: 'Rankings leaders' })
  await expect(leaders.getByRole('heading', { name: 'Prize Money' })).toBeVisible(SLOW)
  await expect(leaders.getByRole('link', { name: 'All rankings' })).toHaveAttribute('href', '/tours/record/?tourId=11')
  await expect(page.getByRole('region', { name: /season$/ }).locator('.strip-card[data-focus="true"]')).toBeVisible(
    SLOW,
  )
})

test('@phone the schedule, its calendar and the home page fit the phone', async ({ page }) => {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await page.goto('/tours/schedule/schedule?tourId=11')
  await expect(items(page).first()).toBeVisible(SLOW)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await page.goto('/tours/schedule/schedule?tourId=11&view=calendar')
  await expect(page.locator('.calendar-week').first()).toBeVisible(SLOW)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await page.goto('/')
  await expect(page.getByRole('region', { name: '지금 진행 중' }).getByRole('table')).toBeVisible(SLOW)
  expect(await overflow()).toBeLessThanOrEqual(0)
})
