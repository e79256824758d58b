import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Duplicate login is not allowed (docs/requirements/accounts.md#acc-6): a login on a second device ends the first one's
 * session, and the first screen tells the member why. Each device is its own browser context (own storage). The
 * contexts are made here, outside the console-error fixture: the first device's refused call is a 401 the browser logs
 * by design.
 */
// An account no other browser test logs in with: their logins would end this test's sessions.
const ACCOUNT = { id: 'staff01', pwd: 'Fairway2026!' }

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  return context.newPage()
}

async function logIn(page: Page) {
  await page.goto('/sign/login')
  await page.getByLabel('아이디').fill(ACCOUNT.id)
  await page.getByLabel('비밀번호', { exact: true }).fill(ACCOUNT.pwd)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('button', { name: '로그아웃' }).first()).toBeVisible()
}

test('a login on a second device logs the first out, and the first screen says why', async ({ browser }) => {
  const first = await device(browser)
  const second = await device(browser)

  await logIn(first)
  await logIn(second)

  // The first device's next call (here: the profile fetch of a reload) is refused with the replaced code.
  await first.reload()
  const notice = first.getByRole('dialog')
  await expect(notice).toContainText('다른 기기에서 로그인하여 로그아웃되었습니다')
  await expect(first.getByRole('link', { name: '로그인' }).first()).toBeVisible()
  expect(await first.evaluate(() => localStorage.getItem('fw.accessToken'))).toBeNull()

  // "Log in" on the notice leads to the login form, which brings the member back after logging in.
  await notice.getByRole('button', { name: '로그인' }).click()
  await expect(first).toHaveURL(/\/sign\/login\?redirect=/)

  // The second device is the one still logged in.
  await second.reload()
  await expect(second.getByRole('button', { name: '로그아웃' }).first()).toBeVisible()
  await expect(second.getByRole('dialog')).toHaveCount(0)

  await first.context().close()
  await second.context().close()
})
