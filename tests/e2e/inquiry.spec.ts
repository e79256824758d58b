import type { Browser, Page } from '@playwright/test'
import { logIn } from './demo-login'
import { expect, test } from './fixtures'

/**
 * Member support (docs/requirements/my-page.md#my-15, #my-17) against the real server: fellow05 asks a question,
 * staff05 answers it on the staff desk, fellow05 reads "answer completed" with the answer, and the sandbox mailbox
 * holds the notice. The FAQ and the affiliate benefits are public, checked in both languages and once on a phone.
 */
const FELLOW_MAIL = 'fellow05@demo.fairway.invalid'

const inLanguage = (page: Page, lang: 'ko' | 'en') =>
  page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)

async function staffAnswers(browser: Browser, baseURL: string, title: string, answer: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } })
  const staff = await context.newPage()
  await inLanguage(staff, 'en')
  await logIn(staff, 'staff05', '/staff/inquiries/')
  await expect(staff.getByRole('heading', { name: 'Inquiry queue' })).toBeVisible()
  const card = staff.getByRole('article', { name: title })
  await card.getByLabel('Answer').fill(answer)
  await card.getByRole('button', { name: 'Send answer' }).click()
  // Answered, it leaves the unanswered queue.
  await expect(card).toHaveCount(0)
  await context.close()
}

test('a member asks, staff answer, the member reads the answer and gets the mail notice', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await inLanguage(page, 'en')
  const title = `Dues receipt ${Date.now().toString(36)}`
  await logIn(page, 'fellow05', '/member/mypage?tab=inquiry')
  await expect(page.getByRole('heading', { name: '1:1 inquiry' })).toBeVisible()
  await page.getByRole('button', { name: 'Ask a question' }).click()
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByText('Choose a category.')).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'Dues and entrance fee' })
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Question').fill('Could you send me the receipt of my dues for the second half of last year?')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  const detail = page.getByRole('article', { name: title })
  await expect(detail.getByText('Unanswered')).toBeVisible()
  await expect(detail.getByText('The association has not answered yet.', { exact: false })).toBeVisible()

  const answer = 'We have sent the receipt to your e-mail address.'
  await staffAnswers(browser, baseURL!, title, answer)

  await page.reload()
  const row = page.getByRole('button', { name: new RegExp(title) })
  await expect(row.getByText('Answer completed')).toBeVisible()
  await row.click()
  await expect(page.getByRole('article', { name: title }).getByText(answer)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)

  await expect
    .poll(async () => {
      const box = await request.get(`/api/sandbox/mail/messages?to=${encodeURIComponent(FELLOW_MAIL)}`)
      const { messages } = (await box.json()) as { messages: Array<{ subject: string; body: string }> }
      return messages.some((m) => m.body.includes(title) && m.subject.includes('Your inquiry has been answered'))
    })
    .toBe(true)
})

for (const lang of ['ko', 'en'] as const) {
  test(`the FAQ and the affiliate benefits read in ${lang}`, async ({ page }) => {
    await inLanguage(page, lang)
    const words =
      lang === 'ko'
        ? {
            faq: '자주 묻는 질문',
            q: '비밀번호',
            found: '비밀번호를 잊어버렸어요.',
            aff: '제휴 혜택',
            partner: '스윙랩 피팅센터',
          }
        : {
            faq: 'Frequently asked questions',
            q: 'password',
            found: 'I forgot my password.',
            aff: 'Affiliate benefits',
            partner: 'Swing Lab Fitting Centre',
          }
    await page.goto('/abouts/faq')
    await expect(page.getByRole('heading', { level: 1, name: words.faq })).toBeVisible()
    await page.locator('#faq-q').fill(words.q)
    await page.locator('#faq-q').press('Enter')
    await expect(page).toHaveURL(/q=/)
    const question = page.getByText(words.found)
    await expect(question).toBeVisible()
    await question.click()
    await expect(page.locator('.faq-item[open] .faq-item__answer')).toBeVisible()

    await page.goto('/communitys/affiliation')
    await expect(page.getByRole('heading', { level: 1, name: words.aff })).toBeVisible()
    await expect(page.getByRole('heading', { name: words.partner })).toBeVisible()
    await expect(page.locator('a[href="/member/mypage?tab=card"]')).toBeVisible()
  })
}

test('the affiliate benefits fit a phone @phone', async ({ page }) => {
  await inLanguage(page, 'ko')
  await page.goto('/communitys/affiliation')
  await expect(page.getByRole('heading', { level: 1, name: '제휴 혜택' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
