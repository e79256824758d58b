import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'
import { payByVirtualAccount } from './sandbox-vbank'

/**
 * Dues and payments against the real server and its sandbox gateway (docs/requirements/standing-and-dues.md#sd-11,
 * payments.md#pay-5), in English. Each test logs in with a demo account of its own (a login ends the account's
 * other sessions): member03 (suspended, years unpaid) pays one period by card, member02 (one period unpaid) pays by
 * virtual account. The e2e database is thrown away after every run.
 */

test.beforeEach(({ page }) => englishByDefault(page))

test('a suspended member is told why posting and applying are closed, pays by card and gets a receipt', async ({
  page,
}) => {
  await logIn(page, 'member03', '/member/mypage?tab=dues')
  const can = page.getByRole('region', { name: 'What you may do' })
  await expect(can.getByText('Suspended', { exact: true })).toBeVisible()
  await expect(can.getByRole('listitem').filter({ hasText: 'Posting on the member boards' })).toContainText(
    'No access rights.',
  )
  await expect(can.getByRole('listitem').filter({ hasText: 'Tournament applications' })).toContainText(
    'Your membership is suspended for unpaid dues of 3 years or more.',
  )

  const unpaid = page.getByRole('region', { name: 'Unpaid' })
  const boxes = unpaid.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  // Pay only the newest period: the arrears (and the suspension) stay as they are for the other checks.
  const count = await boxes.count()
  for (let i = 0; i < count - 1; i++) await boxes.nth(i).uncheck()
  await unpaid.getByRole('radio', { name: 'Card' }).check()
  await unpaid.getByRole('button', { name: /^Pay dues/ }).click()

  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await expect(page.getByText('SANDBOX — no real money')).toBeVisible()
  await page.getByRole('button', { name: /4330000000000001/ }).click()
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/payments\/success\?/)
  await expect(page.getByText('Payment completed')).toBeVisible()
  await page.getByRole('link', { name: 'Receipt' }).click()
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt.getByText('Receipt number')).toBeVisible()
  await expect(receipt.getByText('Total paid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('pays by virtual account, waits, and the page turns to paid when the sandbox bank sends the deposit', async ({
  page,
}) => {
  // Two windows (checkout, bank) and a webhook round: near the 30 s default while other specs load both cores.
  test.setTimeout(60_000)
  // member04 (expelled) owes many periods and pays the newest; member02's one unpaid period stays unpaid for the
  // other specs (mypage.spec reads it), whatever order the files run in.
  await logIn(page, 'member04', '/member/mypage?tab=dues')
  const unpaid = page.getByRole('region', { name: 'Unpaid' })
  const boxes = unpaid.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  const count = await boxes.count()
  for (let i = 0; i < count - 1; i++) await boxes.nth(i).uncheck()
  await unpaid.getByRole('radio', { name: 'Virtual account' }).check()
  await unpaid.getByRole('button', { name: /^Pay dues/ }).click()

  await payByVirtualAccount(page, 'Park')

  // No reload: the waiting page asks again until the deposit's webhook has settled the order.
  await expect(page.getByText('Payment completed')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Receipt' })).toBeVisible()
})
