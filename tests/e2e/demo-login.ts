import type { Page } from '@playwright/test'

/** The password of every demo account (server/db/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Fairway2026!'

/** English unless the test has chosen a language: the specs read the English labels. */
export const englishByDefault = (page: Page) =>
  page.addInitScript(() => {
    if (!localStorage.getItem('fw.languageCode')) localStorage.setItem('fw.languageCode', 'en')
  })

/**
 * Logs a demo account in through the login page (English labels), which then goes to `to`. A login ends the
 * account's other sessions, so each spec logs in with accounts of its own (tests/e2e/accounts.ts).
 */
export async function logIn(page: Page, id: string, to: string) {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(to)}`)
  const form = page.locator('form.login-form')
  await form.getByLabel('ID', { exact: true }).fill(id)
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Log in' }).click()
}
