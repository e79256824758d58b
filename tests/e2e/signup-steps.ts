import type { Page } from '@playwright/test'
import { sandboxCode } from './accounts'
import { expect } from './fixtures'

/** The sign-up screens (/sign/join) driven as a member would, in Korean; shared by the browser tests. */

export const PASSWORD = 'Birdie#Eagle7'

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`)

/** Steps 1 and 2: every consent, then the chosen way. */
export async function startSignup(page: Page, method: '휴대폰 인증' | '서류 제출') {
  await page.goto('/sign/login')
  await page.getByRole('link', { name: '회원가입' }).click()
  await expect(page).toHaveURL(/\/sign\/join$/)
  await expect(page.getByRole('heading', { name: '약관 동의' })).toBeVisible()
  await page.getByRole('checkbox', { name: '전체 동의' }).check()
  await page.getByRole('button', { name: '다음' }).click()
  await expect(page).toHaveURL(/step=method/)
  await page.getByRole('radio', { name: method }).check()
  if (method === '서류 제출') {
    await expect(page.getByText(/그때까지는 임시 가입 상태입니다. 2일 이내에 서류가 도착하지 않으면/)).toBeVisible()
    await page.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }).check()
  }
  await page.getByRole('button', { name: '다음' }).click()
  await expect(page).toHaveURL(/step=info/)
}

/** The ID with its duplicate check, and the person's fields. */
export async function fillPerson(page: Page, id: string, name: string) {
  await field(page, 'id').fill(id)
  await page.getByRole('button', { name: '중복확인' }).click()
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible()
  await field(page, 'pwd').fill(PASSWORD)
  await field(page, 'pwdConfirm').fill(PASSWORD)
  await field(page, 'name').fill(name)
  await page.getByRole('radio', { name: '여성' }).check()
  await field(page, 'firstNameEn').fill('Gaip')
  await field(page, 'lastNameEn').fill('Kim')
  await field(page, 'birthDate').fill('19990505')
  await field(page, 'nationality').selectOption('KOR')
}

export async function fillAddress(page: Page) {
  await field(page, 'zipCode').fill('06164')
  await field(page, 'address').fill('서울특별시 강남구 테헤란로 1')
  await field(page, 'addressDetail').fill('101호')
}

/** Step 3's mobile: send the code, read it from the sandbox inbox (the member's SMS), confirm it. */
export async function verifyMobile(page: Page, mobile: string): Promise<string> {
  await field(page, 'mobile').fill(mobile)
  await page.getByRole('button', { name: '인증번호 받기' }).click()
  await expect(field(page, 'certCode')).toBeVisible()
  const code = await sandboxCode(page.request, mobile)
  await field(page, 'certCode').fill(code)
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible()
  return code
}
