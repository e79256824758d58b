import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Long journeys over season-wide aggregates on a shared, busy machine.
test.describe.configure({ timeout: 120_000 })

// Season-wide aggregates answer in seconds when six test servers share two cores.
const see = expect.configure({ timeout: 30_000 })

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))

interface Labels {
  heading: string
  strokeAverage: string
  position: string
  valueColumn: string
  unofficial: RegExp
  season: string
  before2013: string
  pointsHeading: string
  awardsHeading: string
  grandPrize: string
  awardsLink: string
}

/** The numbers of a column of the visible table, as shown ("69.367" → 69.367). */
const columnNumbers = async (page: Page, table: ReturnType<Page['getByRole']>, column: number) =>
  (await table.locator(`tbody tr:not(.vt-spacer) > :nth-child(${column})`).allTextContents()).map((s) =>
    Number(s.replace(/[^0-9.]/g, '')),
  )

async function browseRecords(page: Page, l: Labels) {
  await page.goto('/tours/record/?tourId=11')
  await see(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible()
  await see(page.getByText(l.before2013).first()).toBeVisible()

  // Switch category: stroke average, lowest first, with the short-of-40% players apart.
  await page.getByRole('link', { name: l.strokeAverage, exact: true }).click()
  await see(page).toHaveURL(/category=strokeAverage/)
  const official = page.getByRole('table').first()
  // The new list is on screen once its own value column is (the previous one stays until it arrives).
  await see(official.getByRole('columnheader', { name: l.valueColumn })).toBeVisible()
  await see(official.getByRole('columnheader', { name: l.position })).toHaveAttribute('aria-sort', 'ascending')
  await see(official.locator('tbody tr:not(.vt-spacer)').first()).toBeVisible()
  const ascending = await columnNumbers(page, official, 4)
  expect(ascending.length).toBeGreaterThan(3)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  await see(page.getByRole('heading', { name: l.unofficial })).toBeVisible()

  // Sort a column: the value header flips the order, says so, and keeps it in the URL.
  const valueHeader = official.getByRole('columnheader', { name: l.valueColumn })
  await valueHeader.getByRole('button').click()
  await see(page).toHaveURL(/sort=value&dir=asc/)
  await valueHeader.getByRole('button').click()
  await see(page).toHaveURL(/sort=value&dir=desc/)
  await see(valueHeader).toHaveAttribute('aria-sort', 'descending')
  const descending = await columnNumbers(page, official, 4)
  expect(descending[0]).toBeGreaterThanOrEqual(descending[descending.length - 1]!)
  expect(descending[0]).toBeGreaterThan(ascending[0]!)

  // Change season: the list and the URL follow.
  const select = page.getByLabel(l.season)
  const seasons = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
  expect(seasons.every((y) => Number(y) >= 2013)).toBe(true)
  const older = seasons[1]!
  await select.selectOption(older)
  await see(page).toHaveURL(new RegExp(`season=${older}`))
  await see(page.locator('.rec-meta')).toContainText(older)
  await see(page.getByRole('table').first().locator('tbody tr:not(.vt-spacer)').first()).toBeVisible()

  // The player names lead to the profile.
  const href = await page.getByRole('table').first().locator('tbody a').first().getAttribute('href')
  expect(href).toMatch(/\/tours\/player\/player\/\?.*playerId=\d+/)

  // The points ranking page, and from there the awards.
  await page.goto('/tours/sponsor/awards/')
  await see(page.getByRole('heading', { level: 1, name: l.pointsHeading })).toBeVisible()
  await see(page.getByRole('table').first().locator('tbody tr:not(.vt-spacer)').first()).toBeVisible()
  await page.getByRole('link', { name: l.awardsLink }).click()
  await see(page).toHaveURL(/tab=awards/)
  await see(page.getByRole('heading', { name: l.awardsHeading })).toBeVisible()
  await see(page.getByText(l.grandPrize).first()).toBeVisible()
}

test('a fan browses the records in Korean: category, sort, season, points ranking and awards', async ({ page }) => {
  await browseRecords(page, {
    heading: '기록',
    strokeAverage: '평균타수',
    position: '순위',
    valueColumn: '평균타수',
    unofficial: /비공식: 라운드 40% 미만/,
    season: '시즌',
    before2013: '2013년 이전 기록은 검색할 수 없습니다.',
    pointsHeading: '제네시스 포인트 순위',
    awardsHeading: '시상식',
    grandPrize: '제네시스 대상',
    awardsLink: '시상식',
  })
})

test('a fan browses the records in English: category, sort, season, points ranking and awards', async ({ page }) => {
  await inEnglish(page)
  await browseRecords(page, {
    heading: 'Records',
    strokeAverage: 'Stroke Average',
    position: 'Position',
    valueColumn: 'Stroke Average',
    unofficial: /Unofficial: under 40% of the rounds/,
    season: 'Season',
    before2013: 'Records before 2013 cannot be searched.',
    pointsHeading: 'Genesis points ranking',
    awardsHeading: 'Awards ceremony',
    grandPrize: 'Genesis grand prize',
    awardsLink: 'Awards ceremony',
  })
})

test('the other record sections open from the address, and an unknown tour falls back to the main tour', async ({
  page,
}) => {
  await inEnglish(page)
  await page.goto('/tours/record/?tourId=99&tab=tour')
  await see(
    page.getByRole('link', { name: 'Korean Tour', exact: true }).and(page.locator('[aria-current="page"]')),
  ).toBeVisible()
  await see(page.getByRole('heading', { name: 'Most wins' })).toBeVisible()
  await page.getByRole('link', { name: 'Record by competition' }).click()
  await see(page.getByLabel('Tournament')).toBeVisible()
  await see(page.getByRole('columnheader', { name: 'Winner' })).toBeVisible()
  await page.getByRole('link', { name: 'Stats by season' }).click()
  await see(page.getByRole('columnheader', { name: /Greens in Regulation/ })).toBeVisible()
  await page.getByRole('link', { name: 'Rankings' }).click()
  await page.getByRole('link', { name: 'Re-ranking' }).click()
  await see(page.getByText(/re-ranked for entry priority/)).toBeVisible()
})
