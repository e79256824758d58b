import type { APIRequestContext, Page } from '@playwright/test'
import { signUpMember } from './accounts'
import { expect, test } from './fixtures'
import { expectHealthyPage } from './page-health'

/** The education page (docs/decisions/0038): schedule as a list or a calendar, programmes, rules, one session. */

const PAGE = '/educations/education/'
const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
const sessions = (page: Page) =>
  page.getByRole('list', { name: /^(교육 일정|Education sessions)$/ }).getByRole('listitem')

/** A session taking applications with places left, open to every membership type (the demo has several each month). */
async function openSession(request: APIRequestContext): Promise<{ eventId: number; titleKo: string; titleEn: string }> {
  const res = await request.get('/api/education/events?status=applying&pageSize=50')
  const { items } = (await res.json()) as {
    items: Array<{ eventId: number; titleKo: string; titleEn: string; placesLeft: number; eligibleTypes: string[] }>
  }
  const event = items.find((e) => e.placesLeft > 0 && e.eligibleTypes.length === 4)
  if (!event) throw new Error('the demo has no open session for every member')
  return event
}

for (const lang of ['ko', 'en'] as const) {
  test(`every view of the education page is healthy in ${lang}`, async ({ page, request }) => {
    const { eventId } = await openSession(request)
    if (lang === 'en') await inEnglish(page)
    for (const url of [
      PAGE,
      `${PAGE}?view=calendar`,
      `${PAGE}?tab=programmes`,
      `${PAGE}?tab=rules`,
      `${PAGE}?event=${eventId}`,
    ]) {
      await page.goto(url)
      await expectHealthyPage(page, lang)
    }
  })
}

test('a member switches the schedule to the calendar and filters by type; the URL follows', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: '교육 안내' })).toBeVisible()
  await expect(sessions(page).first()).toBeVisible()

  // Seminars only: every session shown is a seminar, and the choice is in the URL.
  await page.getByRole('group', { name: '교육 구분' }).getByRole('button', { name: '세미나' }).click()
  await expect(page).toHaveURL(/type=S(&|$)/)
  await expect(page.getByRole('button', { name: '세미나' })).toHaveAttribute('aria-pressed', 'true')
  const types = await sessions(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-type')))
  expect(types.length).toBeGreaterThan(0)
  expect(new Set(types)).toEqual(new Set(['S']))

  // The calendar keeps the filter; its bars and agenda show seminars only.
  await page.getByRole('link', { name: '달력' }).click()
  await expect(page).toHaveURL(/view=calendar/)
  await expect(page).toHaveURL(/type=S/)
  const bars = page.locator('.calendar-bar')
  await expect(bars.first()).toBeVisible()
  expect(new Set(await bars.evaluateAll((els) => els.map((el) => el.getAttribute('data-type'))))).toEqual(
    new Set(['S']),
  )

  // Next month, then "All types" clears the filter.
  const title = page.locator('#edu-month-title')
  const before = await title.textContent()
  await page.getByRole('link', { name: '다음 달' }).click()
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/)
  await expect(title).not.toHaveText(before!)
  await page.getByRole('button', { name: '전체' }).click()
  await expect(page).not.toHaveURL(/type=/)
  await expect(page.getByRole('list', { name: '날짜별 교육 일정' })).toBeVisible()
})

test('a visitor opens a session from the list in English: who may apply, when, places, cost and a login', async ({
  page,
}) => {
  await inEnglish(page)
  await page.goto(`${PAGE}?type=S,M,P,F,O`)
  // Naming every type is no filter at all.
  await expect(page.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true')
  const first = sessions(page).first()
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim()
  await first.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/event=\d+/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const facts = page.getByRole('article', { name })
  await expect(facts.getByText('Who may apply', { exact: true })).toBeVisible()
  await expect(facts.getByText('Application period', { exact: true })).toBeVisible()
  await expect(facts.getByText(/^(Full \(\d+ places\)|\d+ of \d+ left)$/)).toBeVisible()
  await expect(facts.getByText(/^(Free|₩[\d,]+)$/)).toBeVisible()
  await expect(facts.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /\/sign\/login\?redirect=%2Feducations%2Feducation%2F%3Fevent%3D\d+/,
  )
  await facts.getByRole('link', { name: 'Back to the schedule' }).click()
  await expect(page).not.toHaveURL(/event=/)
  await expect(sessions(page).first()).toBeVisible()
})

test('a web member who is not an association member is told so on a session', async ({ page, request }) => {
  const member = await signUpMember(request, '교육회원')
  const { eventId } = await openSession(request)
  await page.goto(`/sign/login?redirect=${encodeURIComponent(`${PAGE}?event=${eventId}`)}`)
  const login = page.locator('form.login-form')
  await login.getByLabel('아이디', { exact: true }).fill(member.id)
  await login.getByLabel('비밀번호', { exact: true }).fill(member.pwd)
  await login.getByRole('button', { name: '로그인' }).click()
  const check = page.getByRole('region', { name: '신청할 수 있나요?' })
  // The login, its redirect and the session's first load: over 5 s when the whole suite shares two cores.
  await expect(check.getByText('이 교육의 신청 조건을 충족하지 않습니다.')).toBeVisible({ timeout: 15_000 })
  await expect(check.getByText('교육 신청은 협회 회원만 할 수 있습니다.')).toBeVisible()
  // The application button stays closed for them (docs/requirements/my-page.md#my-11).
  await expect(check.getByRole('button', { name: /^신청하기/ })).toBeDisabled()
})
