import { expect, test } from './fixtures'

/**
 * The staff's standing console against the real server (docs/requirements/standing-and-dues.md#sd-13), in English.
 * staff02 rejects member04's reinstatement application (4 of 10 consents in the demo) and approves member06's, whose
 * ten consents the demo's association members gave; each decision needs its reason.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('fw.languageCode')) localStorage.setItem('fw.languageCode', 'en')
  })
})

test('staff find an expelled member, read the ledger, and decide the reinstatement only with a reason', async ({
  page,
}) => {
  await page.goto(`/sign/login?redirect=${encodeURIComponent('/staff/standing/')}`)
  const form = page.locator('form.login-form')
  await form.getByLabel('ID', { exact: true }).fill('staff02')
  await form.getByLabel('Password', { exact: true }).fill('Fairway2026!')
  await form.getByRole('button', { name: 'Log in' }).click()

  const search = page.getByRole('region', { name: 'Find a member' })
  await search.getByRole('textbox', { name: 'Name or membership number' }).fill('member04')
  await search.getByRole('button', { name: 'Search' }).click()
  await search.getByRole('button', { name: 'Ledger' }).first().click()
  const ledger = page.locator('section[aria-labelledby="ledger-title"]')
  await expect(ledger.getByText('Expelled', { exact: true })).toBeVisible()
  await expect(ledger.getByRole('table', { name: 'Dues periods and entrance fee' })).toContainText('Unpaid')

  const queue = page.getByRole('region', { name: 'Reinstatement applications' })
  const item = queue.getByRole('listitem').filter({ hasText: 'Consents 4/10' })
  await item.getByRole('button', { name: 'Reject' }).click()
  await expect(item.getByRole('alert')).toHaveText('Please enter a reason.')

  await item.getByRole('textbox', { name: 'Reason for the decision' }).fill('The consents are not complete.')
  await item.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog', { name: /^Reject the reinstatement of / })
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(item.getByRole('status')).toHaveText('Rejected.')
  await expect(ledger.getByText('The consents are not complete.')).toBeVisible()
})

test('staff approve a complete reinstatement application, and the member stands reinstated', async ({ page }) => {
  await page.goto(`/sign/login?redirect=${encodeURIComponent('/staff/standing/')}`)
  const form = page.locator('form.login-form')
  await form.getByLabel('ID', { exact: true }).fill('staff03')
  await form.getByLabel('Password', { exact: true }).fill('Fairway2026!')
  await form.getByRole('button', { name: 'Log in' }).click()

  const queue = page.getByRole('region', { name: 'Reinstatement applications' })
  const item = queue.getByRole('listitem').filter({ hasText: 'Consents 10/10' })
  await item.getByRole('textbox', { name: 'Reason for the decision' }).fill('Arrears settled; ten consents received.')
  await item.getByRole('button', { name: 'Approve' }).click()
  await page
    .getByRole('dialog', { name: /^Approve the reinstatement of / })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(item.getByRole('status')).toHaveText('Approved.')

  const search = page.getByRole('region', { name: 'Find a member' })
  await search.getByRole('textbox', { name: 'Name or membership number' }).fill('20040008')
  await search.getByRole('button', { name: 'Search' }).click()
  await search.getByRole('button', { name: 'Ledger' }).first().click()
  const ledger = page.locator('section[aria-labelledby="ledger-title"]')
  await expect(ledger.getByText('Reinstated', { exact: true }).first()).toBeVisible()
  await expect(ledger.getByText('Expelled → Reinstated')).toBeVisible()
})
