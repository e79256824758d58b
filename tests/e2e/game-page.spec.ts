import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The tournament page of the demo's game in progress, every tab, in both languages: each tab must show
 * its own content (not a skeleton, an error or an empty state) with the page logging no errors.
 */

interface Names {
  nameKo: string
  nameEn: string
}

async function liveGame(page: Page) {
  const current = await (await page.request.get('/api/game/current?tourId=11')).json()
  const gameId = current.gameId as number
  const board = await (await page.request.get(`/api/game/${gameId}/leaderboard`)).json()
  const record = await (await page.request.get(`/api/game/hole/record?gameId=${gameId}`)).json()
  const leaderId = board.rows[0].playerId
  const leader = (record.cards as Array<Names & { playerId: number }>).find((c) => c.playerId === leaderId)!
  return { gameId, leader }
}

const TEXT = {
  ko: {
    hbhOut: 'OUT',
    stats: '홀별 통계',
    shots: /샷 [\d,]+개 중 [\d,]+개/,
    map: /4번 홀 지도/,
    onHole: '진행 중인 조',
    group: '1조',
    tee: '1번 티',
    tabs: '대회 정보 보기',
  },
  en: {
    hbhOut: 'Out',
    stats: 'Hole statistics',
    shots: /[\d,]+ of [\d,]+ shots/,
    map: /Map of hole 4/,
    onHole: 'Groups on the hole',
    group: 'Group 1',
    tee: '1st tee',
    tabs: 'Tournament views',
  },
} as const

for (const lang of ['ko', 'en'] as const) {
  test(`every tab of the tournament in progress shows its content (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    const text = TEXT[lang]
    await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    const { gameId, leader } = await liveGame(page)
    const open = async (type: string, extra = '') => {
      // Leaving while a tab's data is still arriving aborts the request, which the fixture counts as a failure.
      await page.waitForLoadState('networkidle')
      await page.goto(`/tours/game/game?tourId=11&gameId=${gameId}&type=${type}${extra}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const selected = page.getByRole('tablist', { name: text.tabs }).getByRole('tab', { selected: true })
      await expect(selected).toHaveAttribute('href', new RegExp(`type=${type}`))
      return page.getByRole('tabpanel')
    }
    const leaderName = new RegExp(`${leader.nameKo}|${leader.nameEn}`)

    await expect(await open('leaderboard')).toContainText(leaderName)
    await expect(await open('liveLeaderboard')).toContainText(leaderName)

    let panel = await open('holeByHole')
    await expect(panel.getByRole('columnheader', { name: text.hbhOut, exact: true })).toBeVisible()
    await expect(panel.getByRole('rowheader').first()).toBeVisible()

    panel = await open('holeStats')
    await expect(panel.getByRole('table', { name: text.stats }).getByRole('row')).toHaveCount(19)
    // The shot table asks for every tracked shot of the tournament's editions (megabytes): give it time on a busy
    // machine.
    await expect(panel.getByText(text.shots)).toBeVisible({ timeout: 15_000 })
    // The charts are a lazy chunk of their own (recharts).
    await expect(panel.locator('.recharts-surface').first()).toBeVisible({ timeout: 15_000 })

    panel = await open('playerPosition', '&hole=4')
    await expect(panel.getByRole('img', { name: text.map })).toBeVisible()

    panel = await open('progressByHole')
    await expect(panel.getByRole('columnheader', { name: text.onHole })).toBeVisible()
    await expect(panel.getByRole('row')).toHaveCount(19)

    panel = await open('progressByGroups')
    await expect(panel.getByRole('article', { name: text.group, exact: true })).toBeVisible()

    panel = await open('teeTimes')
    await expect(panel.getByRole('columnheader', { name: text.tee })).toBeVisible()
    await expect(panel).toContainText(leaderName)
  })
}

test('@phone the tab list scrolls sideways and a tab reached by tapping loads', async ({ page }) => {
  const { gameId } = await liveGame(page)
  await page.goto(`/tours/game/game?tourId=11&gameId=${gameId}&type=leaderboard`)
  const tabs = page.getByRole('tablist')
  // Tee times sits past the phone's width among the tournament's seventeen tabs.
  const teeTimes = tabs.getByRole('tab', { name: '티타임', exact: true })
  await expect(teeTimes).not.toBeInViewport()
  await teeTimes.click()
  await expect(page).toHaveURL(/type=teeTimes/)
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible()
  // The page itself never scrolls sideways: wide tables scroll inside their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})
