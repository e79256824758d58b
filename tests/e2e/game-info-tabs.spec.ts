import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The tournament page's information tabs (decision 0029), in Korean and English: each opens by URL and
 * by keyboard from the tab list, and shows its own content with the page logging no errors.
 */

interface GameRef {
  gameId: number
  status: number
  format: string
  year: number
}

async function demoGames(page: Page) {
  const season = (await (await page.request.get('/api/game/current?tourId=11')).json()).apcYear as number
  const list = (await (await page.request.get(`/api/game?tourId=11&year=${season}&pageSize=100`)).json())
    .items as GameRef[]
  const live = list.find((g) => g.status === 2)!
  const upcoming = list.find((g) => g.status === 1 || g.status === 4)!
  // The latest completed stroke event of the season: it has earlier editions and official payouts.
  const completed = list.filter((g) => g.status === 3 && g.format === 'stroke').at(-1)!
  return { live, upcoming, completed }
}

const TEXT = {
  ko: {
    tabs: '대회 정보 보기',
    label: {
      information: '대회 정보',
      courseMap: '코스 맵',
      history: '대회 역사',
      entryList: '참가 선수',
      broadcast: '중계 일정',
      prizes: '상금/포인트 배분',
      photo: '사진',
    },
    buyTickets: '티켓 구매',
    shuttle: '셔틀버스',
    holes: '코스의 홀',
    hole2: /2번 홀 그림/,
    pastWinners: '역대 우승자',
    search: '이름으로 검색',
    nationality: '국적',
    noResults: '검색 결과가 없습니다.',
    live: '실시간',
    payouts: '최종 상금 및 포인트',
    byPlace: '순위별 배분',
    openPhoto: /사진 보기/,
    viewer: /사진 \d+장 중 2번째/,
  },
  en: {
    tabs: 'Tournament views',
    label: {
      information: 'Information',
      courseMap: 'Course Map',
      history: 'Tournament History',
      entryList: 'Entry List',
      broadcast: 'Broadcasting schedule',
      prizes: 'Prize/Points distribution',
      photo: 'Photo',
    },
    buyTickets: 'Buy tickets',
    shuttle: 'Shuttle bus',
    holes: 'Holes of the course',
    hole2: /Drawing of hole 2/,
    pastWinners: 'Past winners',
    search: 'Search by name',
    nationality: 'Nationality',
    noResults: 'No search results.',
    live: 'Live',
    payouts: 'Final payouts',
    byPlace: 'Distribution by finishing position',
    openPhoto: /Open photo/,
    viewer: /Photo 2 of \d+/,
  },
} as const

for (const lang of ['ko', 'en'] as const) {
  const text = TEXT[lang]

  test(`the information tabs open by URL and show their content (${lang})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    const { live, upcoming, completed } = await demoGames(page)
    const open = async (gameId: number, type?: string) => {
      await page.waitForLoadState('networkidle')
      await page.goto(`/tours/game/game?tourId=11&gameId=${gameId}${type ? `&type=${type}` : ''}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      return page.getByRole('tabpanel')
    }
    const selected = () => page.getByRole('tablist', { name: text.tabs }).getByRole('tab', { selected: true })

    // An upcoming game opens on its information.
    let panel = await open(upcoming.gameId)
    await expect(selected()).toHaveText(text.label.information)
    // The next tournament's tickets are on sale (docs/requirements/ticketing.md#tkt-1).
    await expect(panel.getByRole('link', { name: text.buyTickets })).toBeVisible()
    await expect(panel.getByText(text.shuttle, { exact: true })).toBeVisible()
    await expect(panel.locator('.course-holes tbody tr')).toHaveCount(3)

    panel = await open(live.gameId, 'courseMap')
    const holes = panel.getByRole('radiogroup', { name: text.holes }).getByRole('radio')
    await expect(holes).toHaveCount(18)
    await holes.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/hole=2/)
    await expect(holes.nth(1)).toBeFocused()
    await expect(holes.nth(1)).toHaveAttribute('aria-checked', 'true')
    await expect(panel.getByRole('img', { name: text.hole2 })).toBeVisible()

    panel = await open(completed.gameId, 'history')
    await expect(panel.getByRole('region', { name: text.pastWinners }).getByRole('row').nth(1)).toBeVisible()

    panel = await open(live.gameId, 'entryList')
    const search = panel.getByLabel(text.search)
    const firstName = (await panel.locator('tbody th a').first().textContent())!.trim()
    await search.fill(firstName)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(panel.locator('tbody tr').first()).toContainText(firstName)
    await search.fill('zzzz-nobody')
    await expect(panel.getByRole('heading', { name: text.noResults })).toBeVisible()
    await search.fill('')
    await panel.getByRole('button', { name: text.nationality }).click()
    await expect(page).toHaveURL(/sort=country/)
    await expect(panel.getByRole('columnheader', { name: text.nationality })).toHaveAttribute('aria-sort', 'ascending')

    panel = await open(live.gameId, 'broadcast')
    await expect(panel.locator('tbody tr')).toHaveCount(8)
    await expect(panel.getByText(text.live, { exact: true }).first()).toBeVisible()

    panel = await open(completed.gameId, 'prizes')
    await expect(panel.getByRole('region', { name: text.payouts }).locator('tbody tr').first()).toBeVisible()
    await expect(panel.getByRole('region', { name: text.byPlace }).locator('tbody tr')).toHaveCount(65)

    panel = await open(completed.gameId, 'photo')
    await panel.getByRole('button', { name: text.openPhoto }).first().click()
    const viewer = page.getByRole('dialog')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toHaveAccessibleName(text.viewer)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(panel.getByRole('button', { name: text.openPhoto }).first()).toBeFocused()
  })

  test(`the information tabs are reached with the keyboard (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    const { live } = await demoGames(page)
    await page.goto(`/tours/game/game?tourId=11&gameId=${live.gameId}&type=leaderboard`)
    const list = page.getByRole('tablist', { name: text.tabs })
    await list.getByRole('tab', { selected: true }).focus()
    const panel = page.getByRole('tabpanel')
    // Walk right until the tab is reached, so the walk holds whatever tabs sit in between.
    const walkTo = async (label: string, key = 'ArrowRight') => {
      for (let i = 0; i < 20; i++) {
        const current = (await list.getByRole('tab', { selected: true }).textContent())?.trim()
        if (current === label) break
        await page.waitForLoadState('networkidle')
        await page.keyboard.press(key)
      }
      await expect(list.getByRole('tab', { selected: true })).toHaveText(label)
      await expect(list.getByRole('tab', { name: label, exact: true })).toBeFocused()
    }
    await walkTo(text.label.courseMap)
    await expect(panel.getByRole('radio')).toHaveCount(18)
    await walkTo(text.label.history)
    await expect(panel.getByRole('heading', { name: text.pastWinners })).toBeVisible()
    await walkTo(text.label.entryList)
    await expect(panel.getByLabel(text.search)).toBeVisible()
    await page.keyboard.press('Home')
    await expect(list.getByRole('tab', { selected: true })).toHaveText(text.label.information)
    await expect(panel.getByText(text.shuttle, { exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('End')
    await expect(list.getByRole('tab', { selected: true })).toHaveText(text.label.photo)
    // The tournament's photos from the media library (decision 0036): some of each round played so far.
    await expect(panel.getByRole('button', { name: text.openPhoto }).first()).toBeVisible()
    await walkTo(text.label.prizes, 'ArrowLeft')
    await expect(panel.getByRole('heading', { name: text.byPlace })).toBeVisible()
    await walkTo(text.label.broadcast, 'ArrowLeft')
    await expect(panel.getByText(text.live, { exact: true }).first()).toBeVisible()
  })
}
