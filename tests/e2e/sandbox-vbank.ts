import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The payment door's virtual account in the sandbox, as a member lives it (docs/requirements/payments.md#pay-5): in
 * the checkout window pick a bank and pay, land on the waiting-for-deposit page, then send the deposit from the
 * sandbox bank in another tab. The page is left waiting for the deposit's webhook; the caller checks what follows.
 */
export async function payByVirtualAccount(page: Page, depositor: string) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/payments\/success\?/)
  await expect(page.getByText('Waiting for deposit')).toBeVisible()
  const accountNumber = (await page.locator('.pay-vbank__number .num').textContent())?.trim() ?? ''
  const amount = ((await page.locator('.pay-status__amount').textContent()) ?? '').replace(/\D/g, '')
  expect(accountNumber).toMatch(/^\d{6,20}$/)

  const bank = await page.context().newPage()
  await bank.goto('/sandbox/bank')
  await bank.getByRole('textbox', { name: 'Account number' }).fill(accountNumber)
  await bank.getByRole('textbox', { name: 'Amount (won)' }).fill(amount)
  await bank.getByRole('textbox', { name: 'Depositor' }).fill(depositor)
  await bank.getByRole('button', { name: 'Send deposit' }).click()
  await expect(bank.getByRole('status')).toContainText('Sent')
  await bank.close()
}
