import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Demo account member01 (server/db/demo/accounts.ts): 김투어, mobile 01010000000, e-mail member01@demo.fairway.invalid. */
const MEMBER = { id: 'member01', name: '김투어', mobile: '01010000000', email: 'member01@demo.fairway.invalid', pwd: 'Fairway2026!' }

// Each test logs in a different account: a login ends the account's other sessions (single login).

/** Drops the console lines of refusals the test provokes on purpose (the browser logs every 4xx answer). */
function expectRefusals(problems: string[], status: number) {
  const expected = new RegExp(`Failed to load resource: the server responded with a status of ${status}`)
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)))
}

const storedPair = (page: Page) =>
  page.evaluate(() => ({ access: localStorage.getItem('fw.accessToken'), refresh: localStorage.getItem('fw.refreshToken') }))

test('keep me logged in: the login survives a reload and an expired access token, and the box stays ticked', async ({ page, problems }) => {
  await page.goto('/sign/login')
  const keep = page.getByRole('checkbox', { name: '로그인 상태 유지' })
  await expect(keep).not.toBeChecked()
  await page.getByLabel('아이디', { exact: true }).fill(MEMBER.id)
  await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER.pwd)
  await keep.check()
  await expect(page.getByText('이 기기에서 최대 30일 동안 로그인이 유지됩니다.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: '로그인', exact: true }).click()

  const greeting = page.getByRole('banner').getByText(`${MEMBER.name}님`)
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
  await expect(greeting).toBeVisible()
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
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(MEMBER.id)
})

test('a wrong password is said in words on the login page', async ({ page, problems }) => {
  await page.goto('/sign/login?redirect=%2Ftours%2Fhome%2F%3FtourId%3D12')
  await page.getByLabel('아이디', { exact: true }).fill('instructor01')
  await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password1!')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.')
  expectRefusals(problems, 401)

  await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER.pwd)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/tours\/home\/\?tourId=12$/)
})

test('find ID for member01 by e-mail and by mobile, and the answer when nothing matches', async ({ page }) => {
  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill(MEMBER.name)
  await page.getByLabel('이메일 주소').fill(MEMBER.email)
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('heading', { name: '아이디를 찾았습니다' })).toBeVisible()
  await expect(page.getByRole('list', { name: '찾은 아이디' })).toHaveText('mem***01')

  await page.getByRole('main').getByRole('link', { name: '로그인' }).first().click()
  await expect(page).toHaveURL(/\/sign\/login$/)

  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill(MEMBER.name)
  await page.getByText('휴대폰', { exact: true }).click()
  await page.getByLabel('휴대폰 번호').fill('010-1000-0000')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('list', { name: '찾은 아이디' })).toHaveText('mem***01')

  await page.goto('/sign/findId')
  await page.getByLabel('이름').fill('홍길동')
  await page.getByLabel('이메일 주소').fill(MEMBER.email)
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('heading', { name: '일치하는 회원정보가 없습니다' })).toBeVisible()
})

test('find password for member01 up to the code screen, where a wrong code is refused in words', async ({ page, problems }) => {
  await page.goto('/sign/findPw')
  await page.getByLabel('아이디', { exact: true }).fill(MEMBER.id)
  await page.getByLabel('이름').fill(MEMBER.name)
  await page.getByLabel('휴대폰 번호').fill(MEMBER.mobile)
  await page.getByRole('button', { name: '인증번호 받기' }).click()

  await expect(page.getByRole('status')).toContainText('6자리 인증번호를 문자로 보냈습니다')
  await expect(page.getByText(/^(10:00|9:[0-5]\d)$/)).toBeVisible()
  await expect(page.getByLabel('인증번호')).toBeFocused()

  await page.getByLabel('인증번호').fill('000000')
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Tee-Off#72')
  await page.getByLabel('새 비밀번호 확인').fill('Tee-Off#72')
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  // 000000 is wrong unless the sandbox drew it (one chance in a million).
  await expect(page.getByText('인증번호가 올바르지 않습니다.')).toBeVisible()
  await expect(page.getByLabel('인증번호')).toHaveAttribute('aria-invalid', 'true')
  expectRefusals(problems, 400)
})

test('a visitor on the academy link gets the login popup, and closing it leads to the login and back', async ({ page }) => {
  await page.goto('/tours/home/?tourId=11')
  const popups: Page[] = []
  page.context().on('page', (p) => popups.push(p))
  await page.getByRole('contentinfo').getByRole('button', { name: /아카데미/ }).click()
  const dialog = page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
  await expect(dialog).toBeVisible()
  expect(popups).toEqual([])

  await dialog.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/sign\/login\?redirect=%2Ftours%2Fhome%2F%3FtourId%3D11$/)
  await page.getByLabel('아이디', { exact: true }).fill('webmember01')
  await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER.pwd)
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
  await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: /아카데미/ }).click()
  const dialog = page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeHidden()
  await dialog.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/sign\/login/)
})
