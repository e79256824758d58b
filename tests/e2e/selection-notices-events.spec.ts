import type { Page } from '@playwright/test'
import { signUpMember } from './accounts'
import { expect, test } from './fixtures'

/** Notices, events with the winner prediction, membership selection and player shots (decision 0032). */

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
const noticeRows = (page: Page) => page.getByRole('list', { name: /^(공지사항|Notices)$/ }).getByRole('listitem')

test('a fan reads the tour notices in Korean: pinned first, search, a notice with its attachment', async ({ page }) => {
  await page.goto('/tours/notice/notice/?tourId=11')
  await expect(page.getByRole('heading', { level: 1, name: '투어 공지사항' })).toBeVisible()
  await expect(noticeRows(page)).toHaveCount(10)
  await expect(noticeRows(page).first().getByText('공지', { exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '공지사항 페이지' })).toBeVisible()

  const form = page.getByRole('search', { name: '공지사항 검색' })
  await form.getByRole('searchbox').fill('참가 신청')
  await form.getByRole('button', { name: '검색' }).click()
  await expect(page).toHaveURL(/q=/)
  await expect(noticeRows(page).first()).toContainText('참가 신청 안내')
  await noticeRows(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/noticeId=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('참가 신청 안내')
  await expect(page.getByText(/참가비: [\d,]+원/)).toBeVisible()
  await expect(page.getByRole('heading', { name: '첨부파일' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'entry-guide.txt' })).toHaveAttribute(
    'href',
    /\/api\/notices\/\d+\/attachments\/0$/,
  )
  await page.getByRole('link', { name: '목록으로' }).click()
  await expect(form.getByRole('searchbox')).toHaveValue('참가 신청')
})

test('a fan searches the notices in English and meets "no search results"', async ({ page }) => {
  await inEnglish(page)
  await page.goto('/tours/notice/notice/?tourId=11&page=2')
  await expect(page.getByRole('heading', { level: 1, name: 'Tour notices' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  const first = noticeRows(page).first()
  const title = (await first.getByRole('link').textContent())!.replace('📎', '').trim()
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/^Views \d+$/)).toBeVisible()
  await page.goto('/tours/notice/notice/?tourId=11&q=zzqxnothing')
  await expect(page.getByRole('heading', { name: 'No search results.' })).toBeVisible()
})

test('a visitor sees the prediction event but is asked to log in to take part', async ({ page }) => {
  await page.goto('/events/event/?tabId=ing')
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible()
  await page.getByRole('link', { name: '참여하기' }).first().click()
  await expect(page).toHaveURL(/gameId=\d+/)
  await expect(page.getByRole('heading', { level: 1, name: /우승자 예측/ })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
  await page.getByRole('button', { name: '로그인하고 참여하기' }).click()
  await expect(page.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })).toBeVisible()
})

test('a new member picks the winner of the next tournament and changes the pick', async ({ page }) => {
  await inEnglish(page)
  const member = await signUpMember(page.request, '예측회원')
  await page.goto(`/sign/login?redirect=${encodeURIComponent('/tours/events/event?tabId=ing')}`)
  const login = page.locator('form.login-form')
  await login.getByLabel('ID', { exact: true }).fill(member.id)
  await login.getByLabel('Password', { exact: true }).fill(member.pwd)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await page.getByRole('link', { name: 'Take part' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^Winner prediction: / })).toBeVisible()

  const players = page.getByRole('radio')
  const firstName = (await page.locator('.pick-option').first().locator('span').first().textContent())!.trim()
  await players.first().check()
  await page.getByRole('button', { name: 'Save my pick' }).click()
  await expect(page.getByText('Your pick is saved.')).toBeVisible()
  await expect(page.getByText(`Your pick: ${firstName}`)).toBeVisible()

  const secondName = (await page.locator('.pick-option').nth(1).locator('span').first().textContent())!.trim()
  await players.nth(1).check()
  await page.getByRole('button', { name: 'Change my pick' }).click()
  await expect(page.getByText(`Your pick: ${secondName}`)).toBeVisible()
  await page.reload()
  await expect(page.getByText(`Your pick: ${secondName}`)).toBeVisible()

  await page.goto('/events/event/?tabId=ing')
  await expect(
    page
      .getByText('1 member took part')
      .or(page.getByText(/\d+ members took part/))
      .first(),
  ).toBeVisible()
})

test('finished events announce the winner and how many picks were right', async ({ page }) => {
  await page.goto('/events/event/?tabId=event')
  await expect(page.getByRole('link', { name: '우승자 발표', exact: true })).toHaveAttribute('aria-current', 'page')
  const card = page.locator('.event-card').first()
  await expect(card.getByText(/^우승: /)).toBeVisible()
  await expect(card.getByText(/명 중 \d+명 적중|참여한 회원이 없습니다/)).toBeVisible()
})

test('membership selection shows the stages of tour 54 and who passed, in Korean and English', async ({ page }) => {
  await page.goto('/tours/member/openSelection/?tourId=55')
  await expect(page.getByRole('heading', { level: 1, name: '회원선발전' })).toBeVisible()
  const stages = page.getByRole('list', { name: '선발전 단계' }).getByRole('listitem')
  await expect(stages).toHaveCount(4)
  await expect(stages.getByText('예선전', { exact: true }).first()).toBeVisible()
  await expect(stages.getByText('본선', { exact: true }).first()).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: '결과' })).toBeVisible()
  await expect(table.getByText('합격', { exact: true }).first()).toBeVisible()
  await expect(table.getByText('불합격', { exact: true }).first()).toBeVisible()

  await inEnglish(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Membership selection' })).toBeVisible()
  await page.getByRole('link', { name: 'Results' }).first().click()
  await expect(page).toHaveURL(/gameId=\d+/)
  await expect(page.getByRole('heading', { name: /^Results: .*Tryout$/ })).toBeVisible()
  await expect(page.getByText('Tryout: the top 30 and ties pass.')).toBeVisible()
  await expect(page.getByRole('table').getByText('Pass', { exact: true }).first()).toBeVisible()
})

test('player shots show notable shots drawn on their holes, with tabs in the URL', async ({ page }) => {
  await page.goto('/tours/playershot/playershot/?tabId=all')
  await expect(page.getByRole('heading', { level: 1, name: '플레이어 샷' })).toBeVisible()
  const cards = page.locator('.shot-card')
  // The first look at a tab scans every stored shot (the server then keeps the list for a minute).
  await expect(cards).toHaveCount(12, { timeout: 20_000 })
  await expect(cards.first().getByRole('img')).toBeVisible()
  await expect(cards.first().locator('.hole-svg__shot--hot')).toHaveCount(1)
  await page.getByRole('link', { name: '롱 드라이브' }).click()
  await expect(page).toHaveURL(/tabId=longDrive/)
  await expect(cards.first().getByText(/\d+야드 드라이브/)).toBeVisible()

  await inEnglish(page)
  await page.goto('/tours/playershot/playershot/?tabId=eagle')
  await expect(page.getByRole('link', { name: 'Eagles' })).toHaveAttribute('aria-current', 'page')
  await expect(cards.first().getByText('Eagle', { exact: true })).toBeVisible()
})

test('notices and shots fit a phone @phone', async ({ page }) => {
  await page.goto('/tours/notice/notice/?tourId=11')
  await expect(noticeRows(page)).toHaveCount(10)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.goto('/tours/playershot/playershot/?tabId=all')
  await expect(page.locator('.shot-card').first()).toBeVisible({ timeout: 20_000 })
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
})
