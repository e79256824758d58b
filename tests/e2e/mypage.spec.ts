import type { Page } from '@playwright/test'
import { freshIdentity, sandboxCode, signUpMember } from './accounts'
import { expect, test } from './fixtures'

/**
 * The member area against the real server, in English (the source language, whatever the Korean catalogue
 * holds). Each test uses its own demo account: a login ends the account's other sessions, and the tests run
 * in parallel. The password change and the withdrawal alter their accounts for good, which is fine: the
 * e2e database is thrown away after every run.
 */
const DEMO_PASSWORD = 'Fairway2026!'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('fw.languageCode')) localStorage.setItem('fw.languageCode', 'en')
  })
})

async function fillLogin(page: Page, id: string, pwd: string) {
  const form = page.locator('form.login-form')
  await form.getByLabel('ID', { exact: true }).fill(id)
  await form.getByLabel('Password', { exact: true }).fill(pwd)
  await form.getByRole('button', { name: 'Log in' }).click()
}

async function logIn(page: Page, id: string, pwd = DEMO_PASSWORD, to = '/member/mypage') {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(to)}`)
  await fillLogin(page, id, pwd)
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible()
}

/**
 * A refused login answers 401 and a refused password 400, which Chromium logs as console errors: expected
 * where a test asks for exactly that refusal.
 */
function allowRefusals(problems: string[], statuses: number[]) {
  const kept = problems.filter((p) => !statuses.some((status) => p.includes(`status of ${status}`)))
  problems.splice(0, problems.length, ...kept)
}

test('a visitor opening the my page is asked to log in, and comes back to it after logging in', async ({ page }) => {
  await page.goto('/member/mypage?tab=password')
  const gate = page.getByRole('region', { name: 'Members only' })
  await expect(gate).toContainText('Please log in to continue.')
  await gate.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/sign\/login\?redirect=%2Fmember%2Fmypage%3Ftab%3Dpassword$/)

  await fillLogin(page, 'member02', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/member\/mypage\?tab=password$/)
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible()
  await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('region', { name: '이프로' })).toContainText('20180002')
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible()
})

test('member01 edits the e-mail (confirmed with the password) and the address, and finds them after a reload', async ({
  page,
}) => {
  await logIn(page, 'member01', DEMO_PASSWORD, '/member/mypage?tab=profile')
  const form = page.getByRole('form', { name: 'Personal information' })
  await expect(form.getByLabel(/^Current password/)).toHaveCount(0)
  await form.getByLabel(/^E-mail/).fill('tour.kim@example.com')
  await form.getByLabel(/^Address( \*)?$/).fill('부산광역시 해운대구 센텀중앙로 79')
  await form.getByLabel(/^Address details/).fill('12층 1201호')
  await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Your personal information has been saved. A notice was sent to your mobile number, and any other device ' +
      'signed in to your account has been logged out.',
  )

  await page.reload()
  const reloaded = page.getByRole('form', { name: 'Personal information' })
  await expect(reloaded.getByLabel(/^E-mail/)).toHaveValue('tour.kim@example.com')
  await expect(reloaded.getByLabel(/^Address( \*)?$/)).toHaveValue('부산광역시 해운대구 센텀중앙로 79')
  await expect(reloaded.getByLabel(/^Address details/)).toHaveValue('12층 1201호')
})

test('a password change: the wrong current password is refused, then the new password is the one that logs in', async ({
  page,
  problems,
}) => {
  await logIn(page, 'webmember01', DEMO_PASSWORD, '/member/mypage?tab=password')
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel(/^Current password/).fill('Not-the-one#9')
  await form.getByLabel(/^New password/).fill('Green#Tee72x')
  await form.getByLabel(/^Confirm new password/).fill('Green#Tee72x')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText('The current password is incorrect.')).toBeVisible()

  await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('status')).toContainText('you have been logged out on your other devices')

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/sign/login')
  await fillLogin(page, 'webmember01', DEMO_PASSWORD)
  await expect(page.getByRole('alert')).toContainText('The ID or password is incorrect.')
  await fillLogin(page, 'webmember01', 'Green#Tee72x')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  allowRefusals(problems, [400, 401])
})

test('withdrawal ends the session, shows the purge date, and the account can no longer log in', async ({
  page,
  problems,
}) => {
  await logIn(page, 'president01', DEMO_PASSWORD, '/member/mypage?tab=withdraw')
  const form = page.getByRole('form', { name: 'Withdraw from the web services' })
  await expect(form).toContainText('Your association membership is kept')
  await form.getByRole('checkbox', { name: 'I have read this and wish to withdraw.' }).check()
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Withdraw' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Withdraw from the web services?')
  await dialog.getByRole('button', { name: 'Withdraw' }).click()

  await expect(page.getByRole('heading', { name: 'Withdrawal complete' })).toBeVisible()
  // The server keeps the data 30 days (WITHDRAWN_RETENTION_MS); the page shows the day it answered.
  const purgeDay = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.now() + 30 * 86_400_000))
  await expect(page.getByTestId('purge-date')).toHaveText(purgeDay)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('fw.isLogin'))).toBeNull()

  await page.getByRole('main').getByRole('link', { name: 'Go to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/sign/login')
  await fillLogin(page, 'president01', DEMO_PASSWORD)
  await expect(page.getByRole('alert')).toContainText('The ID or password is incorrect.')
  allowRefusals(problems, [401])
})

test('logout (ACC-8) calls the server, clears the stored login, empties the header and goes to /', async ({ page }) => {
  await logIn(page, 'instructor01')
  const banner = page.getByRole('banner')
  await expect(banner).toContainText('최레슨')
  const logoutCall = page.waitForRequest(
    (request) => request.url().endsWith('/api/logout') && request.method() === 'POST',
  )
  await banner.getByRole('button', { name: 'Log out' }).click()
  await logoutCall
  await expect(page).toHaveURL(/\/$/)
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(banner).not.toContainText('최레슨')
  expect(
    await page.evaluate(() => [localStorage.getItem('fw.isLogin'), localStorage.getItem('fw.accessToken')]),
  ).toEqual([null, null])

  // The member area is closed again.
  await page.goto('/member/mypage')
  await expect(page.getByRole('region', { name: 'Members only' })).toBeVisible()
})

test('a new mobile number is verified by code and password, kept on record, and the old number is told', async ({
  page,
  problems,
}) => {
  const member = await signUpMember(page.request, '김번호')
  await logIn(page, member.id, member.pwd, '/member/mypage?tab=profile')
  const { mobile: next } = freshIdentity()
  const phone = page.getByRole('region', { name: 'Mobile phone' })
  await phone.getByRole('button', { name: 'Change number' }).click()
  await phone.getByLabel(/^New mobile number/).fill(next)
  await phone.getByRole('button', { name: 'Send code' }).click()
  await phone.getByLabel('Verification code').fill(await sandboxCode(page.request, next))
  await phone.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(phone.getByText('Your mobile phone is verified.')).toBeVisible()

  // A wrong password changes nothing and is said under its field.
  await phone.getByLabel(/^Current password/).fill('Not-the-one#9')
  await phone.getByRole('button', { name: 'Save the new number' }).click()
  await expect(phone.getByText('The current password is incorrect.')).toBeVisible()
  const before = `${member.mobile.slice(0, 3)}-${member.mobile.slice(3, 7)}-${member.mobile.slice(7)}`
  await expect(phone.getByTestId('mobile-on-record')).toHaveText(before)

  await phone.getByLabel(/^Current password/).fill(member.pwd)
  await phone.getByRole('button', { name: 'Save the new number' }).click()
  await expect(phone.getByRole('status')).toHaveText(
    'Your mobile number has been changed. A notice was sent to your previous number, and any other device signed ' +
      'in to your account has been logged out.',
  )
  const shown = `${next.slice(0, 3)}-${next.slice(3, 7)}-${next.slice(7)}`
  await expect(phone.getByTestId('mobile-on-record')).toHaveText(shown)
  await page.reload()
  await expect(page.getByTestId('mobile-on-record')).toHaveText(shown)

  // The old number received the notice, in the page's language (read from the sandbox inbox, as its holder
  // would read the SMS).
  const inbox = await (await page.request.get(`/api/sandbox/phone/messages?phone=${member.mobile}`)).json()
  expect(inbox.notices.map((n: { text: string }) => n.text)).toEqual([
    expect.stringContaining(
      `The mobile number of your Fairway account was changed to ${next.slice(0, 3)}-****-${next.slice(7)}`,
    ),
  ])
  allowRefusals(problems, [400])
})
