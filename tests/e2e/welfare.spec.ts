import { seoulDate } from '../../domain/time'
import { tinyPdf, tinyPng } from '../fixtures/evidence-files'
import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'

/**
 * A welfare application with a photo and a PDF, approved by the secretariat (docs/requirements/my-page.md#my-7,
 * #my-8), in English against the real server: fellow03 applies, staff04 approves with an amount, fellow03 sees it.
 * Both accounts are this spec's own (a login ends the account's other sessions).
 */

test.beforeEach(({ page }) => englishByDefault(page))

test('a member applies with a photo and a PDF, staff approve with an amount, and the member sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const subject = `Park Senior ${Date.now().toString(36)}`
  await logIn(page, 'fellow03', '/member/mypage?tab=welfare')
  await expect(page.getByRole('heading', { name: 'Pension and scholarship' })).toBeVisible()
  await page.getByRole('button', { name: 'New application' }).click()
  const form = page.getByRole('region', { name: 'New welfare application' })
  await form.getByLabel('Benefit type').selectOption({ label: 'Condolence pay' })
  await form.getByRole('combobox', { name: /^Occasion/ }).selectOption({ label: 'Death' })
  await form.getByLabel('Relationship').selectOption({ label: 'Father' })
  await form.getByLabel('Subject name').fill(subject)
  const today = seoulDate()
  await form.getByLabel('Occasion date').fill(today)
  await form.getByLabel('Funeral procession date').fill(today)
  await form.getByLabel('Bank').fill('Kookmin Bank')
  await form.getByLabel('Account number').fill('123-456-789012')
  await form.getByLabel('Account holder').fill('Fellow Park')
  await form.getByLabel('Evidence documents').setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
  ])
  await expect(form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2)
  await form.getByRole('button', { name: 'Apply' }).click()

  const mine = page.getByRole('region', { name: 'My applications' })
  const item = mine.getByRole('listitem').filter({ hasText: subject })
  await expect(item.getByText('Submitted', { exact: true })).toBeVisible()
  await expect(item.getByText('₩300,000').first()).toBeVisible()

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staff.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))
  try {
    await logIn(staff, 'staff04', '/staff/welfare/?state=submitted')
    const row = staff.getByRole('listitem').filter({ hasText: '박동료' }).first()
    await row.getByRole('button', { name: 'View' }).click()
    const open = staff.getByRole('region', { name: /^Application \d+$/ })
    await expect(open.getByText(subject)).toBeVisible()
    await expect(open.getByRole('img', { name: 'receipt.png' })).toBeVisible()
    await open.getByLabel('Amount (won)').fill('350000')
    await open.getByRole('button', { name: 'Approve' }).click()
    await expect(open.getByText('Approved', { exact: true })).toBeVisible()
  } finally {
    await staffContext.close()
  }

  await page.reload()
  const approved = page
    .getByRole('region', { name: 'My applications' })
    .getByRole('listitem')
    .filter({ hasText: subject })
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible()
  await expect(approved.getByText('₩350,000').first()).toBeVisible()
})
