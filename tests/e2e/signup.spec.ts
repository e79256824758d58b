import { freshIdentity as fresh, sandboxCode } from './accounts'
import { expect, test } from './fixtures'
import { field, fillAddress, fillPerson, PASSWORD, startSignup } from './signup-steps'

/**
 * Web-member sign-up (/sign/join) against the real server with the sandbox phone provider: the code a
 * member would get by SMS is read from GET /api/sandbox/phone/messages, as the demo's note does.
 */

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

test('signs up by phone end to end, then logs in with the new account', async ({ page }) => {
  const { id, mobile } = fresh()
  await startSignup(page, '휴대폰 인증')
  await fillPerson(page, id, '김가입')

  // A reload keeps what was typed, never the password.
  await page.reload()
  await expect(field(page, 'name')).toHaveValue('김가입')
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible()
  await expect(field(page, 'pwd')).toHaveValue('')
  await field(page, 'pwd').fill(PASSWORD)
  await field(page, 'pwdConfirm').fill(PASSWORD)

  await field(page, 'mobile').fill(mobile)
  await page.getByRole('button', { name: '인증번호 받기' }).click()
  await expect(field(page, 'certCode')).toBeVisible()
  const code = await sandboxCode(page.request, mobile)
  expect(code).toMatch(/^\d{6}$/)
  // The demo's discreet note shows the same code.
  await expect(page.getByText(`데모: 문자가 발송되지 않습니다. 인증번호는 ${code} 입니다`)).toBeVisible()
  await field(page, 'certCode').fill(code)
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible()

  await fillAddress(page)
  // The optional photo is made small in the browser (JPEG) and shown before it is sent.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') })
  await expect(page.getByRole('img', { name: '내 사진' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
  await page.getByRole('button', { name: '회원가입' }).click()
  await expect(page).toHaveURL(/step=done/)
  const welcome = page.getByRole('region', { name: '김가입님, 환영합니다!' })
  await expect(welcome).toBeVisible()
  await expect(welcome.getByText(id)).toBeVisible()

  await welcome.getByRole('link', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/sign\/login/)
  await page.getByLabel('아이디').fill(id)
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('김가입님').first()).toBeVisible()
})

test('a sign-up by documents reaches "request received" with its deadline', async ({ page }) => {
  const { id, mobile } = fresh()
  await startSignup(page, '서류 제출')
  await fillPerson(page, id, '이서류')
  await field(page, 'mobile').fill(mobile)
  await fillAddress(page)
  await page.getByRole('button', { name: '가입 신청' }).click()
  await expect(page.getByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('까지 신분증을 보내 주세요')
  await expect(page.getByText(/영업일 기준 1~2일/)).toBeVisible()
  // A pending sign-up cannot log in yet.
  const login = await page.request.post('/api/login', { data: { id, pwd: PASSWORD } })
  expect(login.status()).toBe(401)
})

test('a later step asked for in the URL shows the first unfinished one', async ({ page }) => {
  await page.goto('/sign/join?step=info')
  await expect(page).toHaveURL(/step=terms/)
  await expect(page.getByRole('heading', { name: '약관 동의' })).toBeVisible()
})

test('the step 3 form on a phone: messages next to the fields, then sent @phone', async ({ page }) => {
  const { id, mobile } = fresh()
  await startSignup(page, '서류 제출')
  const width = await page.evaluate(() => window.innerWidth)
  // Four steps side by side, nothing wider than the screen.
  await expect(page.getByRole('list', { name: '회원가입 단계' }).getByRole('listitem')).toHaveCount(4)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

  await page.getByRole('button', { name: '가입 신청' }).click()
  await expect(field(page, 'id')).toBeFocused()
  await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible()
  await expect(page.getByText('국적을 선택해 주세요.')).toBeVisible()
  await expect(page.getByText('상세주소를 입력해 주세요.')).toBeVisible()

  await fillPerson(page, id, '박모바일')
  await field(page, 'mobile').fill(mobile)
  await fillAddress(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await page.getByRole('button', { name: '가입 신청' }).click()
  await expect(page.getByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeVisible()
})
