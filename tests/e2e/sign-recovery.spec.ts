import type { Page } from '@playwright/test'
import { sandboxCode, signUpMember } from './accounts'
import { expect, test } from './fixtures'

/**
 * Demo account scorer01 (server/db/demo/accounts.ts), which no other browser test logs in with or edits:
 * find ID reads its contact, and find password (which needs a code sent to a number the sandbox has not
 * texted in the last 30 s, so not a member just signed up) resets its password.
 */
const MEMBER = { id: 'scorer01', name: '조기록', mobile: '01016666666', email: 'scorer01@demo.fairway.invalid' }

// A test that logs in uses an account of its own (tests/e2e/accounts.ts): a login ends the account's other
// sessions (single login), and other test files log in with the demo accounts.

/** Drops the console lines of refusals the test provokes on purpose (the browser logs every 4xx answer). */
function expectRefusals(problems: string[], status: number) {
  const expected = new RegExp(`Failed to load resource: the server responded with a status of ${status}`)
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)))
}

const storedPair = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('fw.accessToken'),
    refresh: localStorage.getItem('fw.refreshToken'),
  }))

test('keep me logged in: the login survives a reload and an expired access token, and the box stays ticked', async ({
  page,
  problems,
}) => {
  const member = await signUpMember(page.request, '김유지')
  await page.goto('/sign/login')
  const keep = page.getByRole('checkbox', { name: '로그인 상태 유지' })
  await expect(keep).not.toBeChecked()
  await page.getByLabel('아이디', { exact: true }).fill(member.id)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.pwd)
  await keep.check()
  await expect(page.getByText('이 기기에서 최대 30일 동안 로그인이 유지됩니다.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: '로그인', exact: true }).click()

  const greeting = page.getByRole('banner').getByText(`${member.name}님`)
  await expect(greeting).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.reload()
  await expect(greeting).toBeVisible()

  // The access token lives 15 minutes; the server is made to call the stored one expired (-1001) once,
  // so the client trades the pair at the real POST /accessToken and repeats the profile call.
  const before = await storedPair(page)
  let expiredOnce = false
  await page.route('**/api/member', (route) => {
    if (expiredOnce) return route.continue()
    expiredOnce = true
    return route.fulfill({ status: 401, json: { code: -1001, message: 'access token expired' } })
  })
  await page.reload()
  // Refresh and repeat the profile call: two round trips more than a plain reload, slow on a loaded CI box.
  await expect(greeting).toBeVisible({ timeout: 15_000 })
  expect(expiredOnce).toBe(true)
  const after = await storedPair(page)
  expect(after.access).not.toBe(before.access)
  expect(after.refresh).not.toBe(before.refresh)
  expectRefusals(problems, 401)

  await page.unroute('**/api/member')
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible()
  await page.goto('/sign/login')
  await expect(page.getByRole('checkbox', { name: '로그인 상태 유지' })).toBeChecked()
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(member.id)
})

test('a wrong password is said in words on the login page', async ({ page, problems }) => {
  const member = await signUpMember(page.request)
  await page.goto('/sign/login?redirect=%2Ftours%2Fhome%2F%3FtourId%3D12')
  await page.getByLabel('아이디', { exact: true }).fill(member.id)
  await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password1!')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.')
  expectRefusals(problems, 401)

  await page.getByLabel('비밀번호', { exact: true }).fill(member.pwd)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/tours\/home\/\?tourId=12$/)
})

test('find ID for scorer01 by e-mail and by mobile, and the answer when nothing matches', async ({ page }) => {
  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill(MEMBER.name)
  await page.getByLabel('이메일 주소').fill(MEMBER.email)
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('heading', { name: '아이디를 찾았습니다' })).toBeVisible()
  await expect(page.getByRole('list', { name: '찾은 아이디' })).toHaveText('sco***01')

  await page.getByRole('main').getByRole('link', { name: '로그인' }).first().click()
  await expect(page).toHaveURL(/\/sign\/login$/)

  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill(MEMBER.name)
  await page.getByText('휴대폰', { exact: true }).click()
  await page.getByLabel('휴대폰 번호').fill('010-1666-6666')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('list', { name: '찾은 아이디' })).toHaveText('sco***01')

  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill('홍길동')
  await page.getByLabel('이메일 주소').fill(MEMBER.email)
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('heading', { name: '일치하는 회원정보가 없습니다' })).toBeVisible()
})

test('find password: the code from the SMS, a wrong one refused in words, then the new password logs in', async ({
  page,
  problems,
}) => {
  const member = MEMBER
  await page.goto('/sign/findPw')
  await page.getByLabel('아이디', { exact: true }).fill(member.id)
  await page.getByLabel('이름').fill(member.name)
  await page.getByLabel('휴대폰 번호').fill(member.mobile)
  await page.getByRole('button', { name: '인증번호 받기' }).click()

  await expect(page.getByRole('status')).toContainText('6자리 인증번호를 문자로 보냈습니다')
  await expect(page.getByText(/^(10:00|9:[0-5]\d)$/)).toBeVisible()
  await expect(page.getByLabel('인증번호')).toBeFocused()

  const code = await sandboxCode(page.request, member.mobile)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByLabel('인증번호').fill(wrong)
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Tee-Off#72')
  await page.getByLabel('새 비밀번호 확인').fill('Tee-Off#72')
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(page.getByText('인증번호가 올바르지 않습니다.')).toBeVisible()
  await expect(page.getByLabel('인증번호')).toHaveAttribute('aria-invalid', 'true')
  expectRefusals(problems, 400)

  await page.getByLabel('인증번호').fill(code)
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  const done = page.getByRole('link', { name: '로그인' }).last()
  await expect(done).toBeVisible()
  await page.goto('/sign/login')
  await page.getByLabel('아이디', { exact: true }).fill(member.id)
  await page.getByLabel('비밀번호', { exact: true }).fill('Tee-Off#72')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('banner').getByText(`${member.name}님`)).toBeVisible()
})

test('a visitor on the academy link gets the login popup, and closing it leads to the login and back', async ({
  page,
}) => {
  const member = await signUpMember(page.request)
  await page.goto('/tours/home/?tourId=11')
  const popups: Page[] = []
  page.context().on('page', (p) => popups.push(p))
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /아카데미/ })
    .click()
  const dialog = page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
  await expect(dialog).toBeVisible()
  expect(popups).toEqual([])

  await dialog.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/sign\/login\?redirect=%2Ftours%2Fhome%2F%3FtourId%3D11$/)
  await page.getByLabel('아이디', { exact: true }).fill(member.id)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.pwd)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/tours\/home\/\?tourId=11$/)
})

test('a visitor on the tournament application link gets the same popup', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: '대회 참가 신청' }).click()
  const dialog = page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/sign\/login\?redirect=%2Fcommunitys%2FgameApply$/)
})

test('@phone the academy in the mobile menu: a visitor gets the login popup', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: '전체 메뉴' }).click()
  await page
    .getByRole('dialog', { name: '전체 메뉴' })
    .getByRole('button', { name: /아카데미/ })
    .click()
  const dialog = page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeHidden()
  await dialog.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/sign\/login/)
})
