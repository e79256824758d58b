import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Match play (the demo's match-play event: eight groups, then the round of 16 to the final) and the
 * Tournament Stats and Tournament Updates tabs of the event in progress, in Korean and English.
 */

const TEXT = {
  ko: {
    tabs: '대회 정보 보기',
    bracket: '대진표',
    points: '조별 순위표',
    r16: '16강',
    final: '결승',
    third: '3·4위전',
    holeByHole: '홀별 경기 현황',
    groupA: 'A조',
    headers: ['승', '무', '패', '승점'],
    stats: '대회 기록',
    updates: '대회 소식',
    average: '평균 타수',
    leaders: '이번 대회 부문별 선두',
    hbhTab: '홀별 스코어',
  },
  en: {
    tabs: 'Tournament views',
    bracket: 'Draw bracket',
    points: 'Points table',
    r16: 'Round of 16',
    final: 'Final match',
    third: '3rd place match',
    holeByHole: 'Hole by hole',
    groupA: 'Group A',
    headers: ['W', 'T', 'L', 'Pts'],
    stats: 'Tournament Stats',
    updates: 'Tournament Updates',
    average: 'Scoring average',
    leaders: 'Leaders at this event',
    hbhTab: 'Hole-by-hole Scores',
  },
} as const

async function gameIds(page: Page) {
  const current = await (await page.request.get('/api/game/current?tourId=11')).json()
  const { year } = await (await page.request.get(`/api/game/${current.gameId}`)).json()
  const list = await (await page.request.get(`/api/game?tourId=11&year=${year}&pageSize=100`)).json()
  const match = (list.items as Array<{ gameId: number; format: string }>).find((g) => g.format === 'match')!
  return { matchId: match.gameId, liveId: current.gameId as number }
}

const tablist = (page: Page, lang: 'ko' | 'en') => page.getByRole('tablist', { name: TEXT[lang].tabs })

for (const lang of ['ko', 'en'] as const) {
  test(`the match-play bracket, a match hole by hole and the group tables (${lang})`, async ({ page }) => {
    test.setTimeout(60_000)
    const text = TEXT[lang]
    await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    const { matchId } = await gameIds(page)
    await page.goto(`/tours/game/game?tourId=11&gameId=${matchId}&type=drawBracket`)
    await expect(tablist(page, lang).getByRole('tab', { selected: true })).toHaveText(text.bracket)
    // Match play has no stroke views.
    await expect(tablist(page, lang).getByRole('tab', { name: text.hbhTab })).toHaveCount(0)
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { name: text.r16, exact: true })).toBeVisible()
    await expect(panel.getByRole('heading', { name: text.final, exact: true })).toBeVisible()
    await expect(panel.getByRole('heading', { name: text.third, exact: true })).toBeVisible()
    // 8 + 4 + 2 + 1 knockout matches and the third-place match, each with its result in notation.
    const results = panel.locator('.bracket .mcard__result')
    await expect(results).toHaveCount(15)
    const notations = await results.allTextContents()
    for (const n of notations) expect(n).toMatch(/^(\d&\d|\d UP|\d UP \(\d\d\))$/)
    expect(notations.some((n) => /^\d&\d$/.test(n))).toBe(true)

    // Open a round-of-16 match: the table says who is up after each hole.
    const card = panel.locator('.bracket__round').first().getByRole('button').first()
    const cardResult = (await card.locator('.mcard__result').textContent())!
    await card.click()
    await expect(card).toHaveAttribute('aria-pressed', 'true')
    const holes = panel.getByRole('region', { name: text.holeByHole })
    await expect(holes).toBeVisible()
    const statuses = await holes.locator('.mholes__status').allTextContents()
    expect(statuses.length).toBeGreaterThanOrEqual(10)
    for (const s of statuses) expect(s).toMatch(/(AS|\d+ UP)$/)
    // The last status is the winning margin: 3&2 is 3 UP after the 16th.
    expect(statuses.at(-1)).toContain(cardResult.replace(/&\d+$/, '').replace(/ UP.*$/, '') + ' UP')

    await tablist(page, lang).getByRole('tab', { name: text.points }).click()
    await expect(page).toHaveURL(/type=pointsTable/)
    const groupA = page.getByRole('region', { name: text.groupA, exact: true })
    await expect(groupA).toBeVisible()
    const headers = await groupA.getByRole('columnheader').allTextContents()
    for (const h of text.headers) expect(headers).toContain(h)
    await expect(groupA.getByRole('row')).toHaveCount(5)
    await expect(page.locator('.mgroup')).toHaveCount(8)
  })

  test(`stats and updates of the event in progress (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    const text = TEXT[lang]
    await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    const { liveId } = await gameIds(page)
    await page.goto(`/tours/game/game?tourId=11&gameId=${liveId}&type=stats`)
    await expect(tablist(page, lang).getByRole('tab', { selected: true })).toHaveText(text.stats)
    await expect(tablist(page, lang).getByRole('tab', { name: text.bracket })).toHaveCount(0)
    const panel = page.getByRole('tabpanel')
    // A busy machine (six suites at once) answers slowly: wait for the tab's data, not a fixed 5 s.
    await expect(panel.getByText(text.average).first()).toBeVisible({ timeout: 20_000 })
    const average = Number(await panel.locator('.stats-tile dd').first().textContent())
    expect(average).toBeGreaterThan(60)
    expect(average).toBeLessThan(85)
    await expect(panel.getByRole('heading', { name: text.leaders })).toBeVisible({ timeout: 20_000 })
    // recharts arrives in its own chunk, after the table.
    await expect(panel.locator('.recharts-surface').first()).toBeVisible({ timeout: 20_000 })

    await page.waitForLoadState('networkidle')
    await tablist(page, lang).getByRole('tab', { name: text.updates }).click()
    const items = page.getByRole('tabpanel').locator('.update')
    await expect(items.first()).toBeVisible({ timeout: 20_000 })
    expect(await items.count()).toBeGreaterThan(3)
    // Newest first, times on the Seoul clock.
    const times = await items
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    await expect(items.first().locator('time strong')).toHaveText(/^\d{2}:\d{2}$/)
    await page.waitForLoadState('networkidle')
  })
}

test('the bracket scrolls sideways on a phone, one round at a time @phone', async ({ page }) => {
  const { matchId } = await gameIds(page)
  await page.goto(`/tours/game/game?tourId=11&gameId=${matchId}&type=drawBracket`)
  const scroller = page.getByRole('region', { name: '본선 토너먼트' })
  await expect(scroller.locator('.mcard__result').first()).toBeVisible()
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }))
  expect(scrollWidth).toBeGreaterThan(clientWidth)
  // The page itself does not scroll sideways: only the bracket does.
  // (clientWidth is the layout viewport: a page wider than the phone would make the browser zoom out.)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
  ).toBe(true)
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()!.width)
  const firstCard = await scroller.locator('.mcard').first().boundingBox()
  expect(firstCard!.width).toBeGreaterThanOrEqual(200)
})
