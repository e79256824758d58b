import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectHealthyPage } from './page-health'

/**
 * The staff's scoring desk (docs/decisions/0044). It logs in as staff03 (the tournament office) and scorer02
 * (a scorer the demo assigns to nothing), which no other browser test logs in with: a login ends the
 * account's other sessions. It scores the second-last tee group, leaving the last one to scorer.spec.ts.
 */
const PASSWORD = 'Fairway2026!'

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))

const ENGLISH = { id: 'ID', pwd: 'Password', submit: 'Log in' }

async function logIn(page: Page, id: string, to: string, labels = ENGLISH) {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(to)}`)
  const form = page.locator('form.login-form')
  await form.getByLabel(labels.id, { exact: true }).fill(id)
  await form.getByLabel(labels.pwd, { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: labels.submit }).click()
  await expect(page).toHaveURL(new RegExp(to.replace(/[/?]/g, (c) => `\\${c}`)))
}

test('staff assign a scorer to the live tournament, the scorer scores it, and the audit names him', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const [game] = (await (await request.get('/api/game/ongoingGame')).json()) as Array<{
    gameId: number
    currentRound: number
  }>
  expect(game, 'the demo seed has a game in progress').toBeTruthy()
  const table = (await (
    await request.get(`/api/game/timeTable?gameId=${game!.gameId}&round=${game!.currentRound}`)
  ).json()) as { groups: Array<{ groupNo: number; players: Array<{ playerId: number; nameKo: string }> }> }
  const group = table.groups.at(-2)!

  // Before staff assign him, the scorer's score is refused and nothing is written.
  const login = await request.post('/api/login', { data: { id: 'scorer02', pwd: PASSWORD } })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const refused = await request.post('/api/live/scores', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      gameId: game!.gameId,
      round: game!.currentRound,
      playerId: group.players[0]!.playerId,
      hole: 1,
      strokes: 4,
    },
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { code: string }).code).toBe('NOT_ASSIGNED')

  await inEnglish(page)
  await logIn(page, 'staff03', '/staff/scoring/')
  await expectHealthyPage(page, 'en')
  await expect(page.getByLabel('Tournament', { exact: true })).toHaveValue(String(game!.gameId))
  const assigned = page.getByRole('list', { name: 'Assigned scorers' })
  await expect(assigned).toContainText('scorer01')
  await page.getByLabel('Scorer account', { exact: true }).selectOption('scorer02')
  await page.getByRole('button', { name: 'Assign' }).click()
  await expect(assigned).toContainText('scorer02')

  // The scorer, on his phone in Korean, logged in: no token asked, the group's hole sent.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const scorer = await phone.newPage()
  await logIn(scorer, 'scorer02', '/scorer', { id: '아이디', pwd: '비밀번호', submit: '로그인' })
  await expect(scorer.getByText('서기록 스코어러로 입력 중')).toBeVisible()
  await expect(scorer.locator('.scorer-token')).toHaveCount(0)
  let groupButton = scorer.locator('.scorer-groups button')
  for (const player of group.players) groupButton = groupButton.filter({ hasText: player.nameKo })
  await groupButton.click()
  await scorer.locator('.scorer-form__send').click()
  await expect(scorer.locator('.scorer-sent__item')).toHaveCount(group.players.length)
  await phone.close()

  // The desk's audit names the scorer and the address he sent from.
  await page.getByRole('button', { name: 'Show the latest' }).click()
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'scorer02' })
  await expect(rows).toHaveCount(group.players.length)
  await expect(rows.first()).toContainText('Scorer')
  await expect(rows.first()).toContainText('127.0.0.1')
})

test('the scoring desk reads in Korean and asks a visitor to log in', async ({ page }) => {
  await page.goto('/staff/scoring/')
  await expect(page.getByRole('heading', { name: '사무국 전용' })).toBeVisible()
  await expectHealthyPage(page, 'ko')
})
