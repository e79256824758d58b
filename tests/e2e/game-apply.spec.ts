import type { Page } from '@playwright/test'
import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'
import { payByVirtualAccount } from './sandbox-vbank'

/**
 * Issue 22's first "done when" (docs/requirements/tournament-applications.md): applypro01, a paid-up tour pro, applies
 * for the open main-tour event from the list, pays the entry fee by virtual account, the sandbox bank's deposit
 * arrives and the application reads paid, on the outcome page and in my page; applydue01, who owes dues, is told why
 * and offered the payment. The close at 16:00 is tests/e2e/game-apply-close.spec.ts (a server whose clock it moves).
 */

interface ListedGame {
  gameId: number
  tourId: number
  nameEn: string
  window: string | null
  accepted: number
  fieldSize: number | null
}

/** The open Korean Tour event of the demo with a place left: the one the browser applies for. */
async function openMainTourGame(page: Page): Promise<ListedGame> {
  const response = await page.request.get('/api/game/main/list?tour=11')
  const list = (await response.json()) as { items: ListedGame[] }
  const game = list.items.find((g) => g.window === 'open' && g.fieldSize !== null && g.accepted < g.fieldSize)
  expect(game, 'the demo has an open Korean Tour event with places').toBeDefined()
  return game!
}

test('a paid-up member applies, pays the entry fee by virtual account, and the deposit completes it', async ({
  page,
}) => {
  // Five pages, the checkout window, the bank and a webhook round.
  test.setTimeout(90_000)
  await englishByDefault(page)
  const game = await openMainTourGame(page)
  await logIn(page, 'applypro01', '/communitys/gameApply?tourId=11')

  const row = page.getByRole('listitem', { name: game.nameEn })
  await expect(row.getByText('Applying')).toBeVisible()
  await row.getByRole('button', { name: 'Apply', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'How applying works' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('You meet the conditions to apply.')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Agree to all terms' }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('radio', { name: 'My own caddie' }).check()
  await page.getByRole('radio', { name: 'Virtual account' }).check()
  await page.getByRole('button', { name: 'Apply', exact: true }).click()

  await payByVirtualAccount(page, 'Apply')

  await expect(page.getByText('Payment completed')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'See your application' }).click()
  await expect(page.getByText('You are in the field and your entry fee is paid.')).toBeVisible()

  await page.goto('/member/mypage?tab=game-apply')
  const mine = page.getByRole('listitem').filter({ hasText: game.nameEn })
  await expect(mine.getByText('In the field · paid')).toBeVisible()
})

test('a member with unpaid dues is told why and offered the payment', async ({ page }) => {
  await englishByDefault(page)
  const game = await openMainTourGame(page)
  await logIn(page, 'applydue01', `/communitys/gameApplyInfo?gameId=${game.gameId}`)
  await expect(page.getByText('Your dues must be fully paid before you apply.').first()).toBeVisible()
  const question = page.getByRole('dialog', { name: 'Pay now?' })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/member\/mypage\?tab=dues/)
  await expect(page.getByRole('region', { name: 'Unpaid' })).toBeVisible()
})

test('the logo and the home tile lead to the application list, in Korean and in English', async ({ page }) => {
  await page.goto('/')
  const tile = page.getByRole('link', { name: /대회 참가 신청/ }).first()
  await expect(tile).toHaveAttribute('href', /\/communitys\/gameApply/)
  await page.locator('a.main-bar__logo').click()
  await expect(page).toHaveURL(/\/communitys\/gameApply/)
  await expect(page.getByRole('heading', { name: '대회 참가 신청', level: 1 })).toBeVisible()
  await expect(page.getByText('신청중').first()).toBeVisible()

  await page.evaluate(() => localStorage.setItem('fw.languageCode', 'en'))
  await page.goto('/')
  await expect(page.getByRole('link', { name: /Tournament application/ }).last()).toHaveAttribute(
    'href',
    /\/communitys\/gameApply/,
  )
  await page.locator('a.main-bar__logo').click()
  await expect(page).toHaveURL(/\/communitys\/gameApply/)
  await expect(page.getByRole('heading', { name: 'Tournament applications', level: 1 })).toBeVisible()
  await expect(page.getByText('Applying').first()).toBeVisible()
})

test('@phone the logo leads to the application list, which fits the phone', async ({ page }) => {
  await page.goto('/')
  await page.locator('a.mobile-header__logo').click()
  await expect(page).toHaveURL(/\/communitys\/gameApply/)
  await expect(page.getByRole('heading', { name: '대회 참가 신청', level: 1 })).toBeVisible()
  await expect(page.getByText('신청중').first()).toBeVisible()
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(scrolls, 'the list does not scroll sideways on a phone').toBe(false)
})
