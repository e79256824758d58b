import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
const cards = (page: Page) => page.getByRole('main').locator('.player-grid').getByRole('link')

/** List → search by part of a name → open the profile → back to the same search. */
async function findAndOpen(
  page: Page,
  labels: { searchForm: string; search: string; heading: string; games: string; stats: string; back: string },
  term: (name: string) => string,
) {
  await page.goto('/tours/player/player/?tourId=11')
  await expect(page.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible()
  await expect(cards(page)).toHaveCount(20)
  const name = (await cards(page).nth(3).locator('.player-card__name').textContent())!.trim()
  const form = page.getByRole('search', { name: labels.searchForm })
  await form.getByRole('searchbox').fill(term(name))
  await form.getByRole('button', { name: labels.search }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const hit = cards(page).filter({ hasText: name }).first()
  await expect(hit).toBeVisible()
  await hit.click()
  await expect(page).toHaveURL(/playerId=\d+/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('heading', { name: labels.games })).toBeVisible()
  await expect(page.getByRole('heading', { name: labels.stats })).toBeVisible()
  await expect(page.locator('.stat-chart').first()).toBeVisible()
  await page.getByRole('link', { name: labels.back }).click()
  await expect(form.getByRole('searchbox')).toHaveValue(term(name))
  await expect(cards(page).filter({ hasText: name }).first()).toBeVisible()
  return name
}

test('a fan finds a player by Korean name and opens the profile', async ({ page }) => {
  await findAndOpen(
    page,
    {
      searchForm: '선수 검색',
      search: '검색',
      heading: '선수',
      games: '대회별 기록',
      stats: '시즌별 통계',
      back: '목록으로',
    },
    (name) => name.slice(1),
  )
})

test('a fan finds a player by English name, in English, and opens the profile', async ({ page }) => {
  await inEnglish(page)
  await findAndOpen(
    page,
    {
      searchForm: 'Player search',
      search: 'Search',
      heading: 'Players',
      games: 'Records by tournament',
      stats: 'Season statistics',
      back: 'Back to the list',
    },
    (name) => name.split(' ')[0]!.toLowerCase(),
  )
})

test('a private profile keeps member information back and says so', async ({ page }) => {
  await page.goto('/tours/player/player/?tourId=11&playerId=2')
  await expect(page.getByText('이 선수의 회원 정보는 비공개입니다.')).toBeVisible()
  const facts = page.getByRole('region', { name: '프로필' })
  await expect(facts.getByText('투어 데뷔')).toBeVisible()
  await expect(facts.getByText('생년월일')).toHaveCount(0)
  await expect(facts.getByText('신장')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: '시즌별 기록' })).toBeVisible()
})

test('a search without a match says there are no search results', async ({ page }) => {
  await page.goto('/tours/player/player/?tourId=13&q=zzzzqx')
  await expect(page.getByRole('heading', { name: '검색 결과가 없습니다.' })).toBeVisible()
  await page.getByRole('button', { name: '전체 선수 보기' }).click()
  await expect(cards(page).first()).toBeVisible()
})

test('@phone the player list and a profile fit the phone', async ({ page }) => {
  const name = await findAndOpen(
    page,
    {
      searchForm: '선수 검색',
      search: '검색',
      heading: '선수',
      games: '대회별 기록',
      stats: '시즌별 통계',
      back: '목록으로',
    },
    (n) => n.slice(1),
  )
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await cards(page).filter({ hasText: name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // A current player's latest card, with the wide tables inside their own scrolling boxes.
  await page.goto('/tours/player/player/?tourId=11&playerId=2')
  await expect(page.locator('.card-table').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: '대회별 기록' })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
})
