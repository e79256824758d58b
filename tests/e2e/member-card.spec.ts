import type { Browser } from '@playwright/test'
import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'

/**
 * The membership card and its check (docs/requirements/my-page.md#my-3, #my-4) and my records (#my-2), in English,
 * against the real server: fellow01 (a demo member who is also a demo player) shows his card; partner01, an
 * affiliated company's desk in another browser, types the card's code and is told "authenticated", and a tampered
 * code "invalid" (a code two steps old is refused in tests/server/mypage-records/member-card.test.ts, where the
 * clock can be moved). fellow01's records tab then shows a tournament's hole-by-hole card.
 */

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await englishByDefault(page)
  return { context, page }
}

test('a partner checks a member card by its typed code, and the member sees his hole scores', async ({ browser }) => {
  const member = await newPage(browser)
  const partner = await newPage(browser)
  try {
    await logIn(member.page, 'fellow01', '/member/card')
    const card = member.page.getByRole('article', { name: 'Membership card' })
    await expect(card.getByText('김동료')).toBeVisible()
    await expect(card.getByText('20160011')).toBeVisible()
    await expect(card.getByRole('img', { name: 'QR code of your membership card' })).toBeVisible()
    await expect(card.getByText(/New code in \d+ s/)).toBeVisible()
    const code = (await card.getByTestId('card-short-code').textContent())!.trim()
    expect(code).toMatch(/^\d+-\d{2}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

    await logIn(partner.page, 'partner01', '/staff/card-check')
    await expect(partner.page.getByRole('heading', { name: 'Membership card check' })).toBeVisible()
    const input = partner.page.getByLabel('Code to type')
    await input.fill(code)
    await partner.page.getByRole('button', { name: 'Check', exact: true }).click()
    const answer = partner.page.getByRole('status').filter({ hasText: 'Authenticated' })
    await expect(answer).toBeVisible()
    await expect(answer.getByText('김동료')).toBeVisible()
    await expect(answer.getByText('20160011')).toBeVisible()

    const last = code.at(-1)!
    await input.fill(`${code.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`)
    await partner.page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(partner.page.getByRole('status').filter({ hasText: 'Invalid code' })).toBeVisible()

    await member.page.goto('/member/mypage?tab=records&view=holes')
    await expect(member.page.getByRole('heading', { name: 'Hole scores' })).toBeVisible()
    await expect(member.page.getByRole('heading', { name: 'Round 1' })).toBeVisible()
    const out = member.page.getByRole('table', { name: 'Out' }).first()
    await expect(out.getByRole('rowheader', { name: 'Par' })).toBeVisible()
    await expect(out.getByRole('rowheader', { name: 'Score' })).toBeVisible()
  } finally {
    await member.context.close()
    await partner.context.close()
  }
})
