import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signTicketCode, ticketKeysFromSecret } from '../../server/modules/ticketing/ticket-code'
import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'
import { E2E_TICKET_SIGNING_SECRET } from './ticket-secret'

/**
 * The gate's page (docs/requirements/ticketing.md#tkt-9) in a real Chromium against the real server, in English and
 * Korean, desktop and phone width: refusals of unreadable and forged codes, and the offline path, where the browser
 * checks the Ed25519 signature itself (WebCrypto), queues a genuine code and sends it when back online. A code of a
 * ticket the server does not know is signed here with the run's secret; the purchase that admits a real ticket once
 * is covered by the purchase's browser test. member05 (an association member no other spec logs in with) inspects:
 * one account, one login, so no other spec's session is ended.
 */
const keys = ticketKeysFromSecret(E2E_TICKET_SIGNING_SECRET)
const unknownTicket = signTicketCode(keys, { ticketId: 999_999, tournamentId: 1, day: null, kind: 'all_days' })

/** Serious or critical WCAG 2.2 A/AA problems of the page as it is (docs/decisions/0046-test-time-and-axe.md). */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

async function check(page: Page, label: string, button: string, code: string) {
  await page.getByLabel(label).fill(code)
  await page.getByRole('button', { name: button, exact: true }).click()
}

test('an association member checks codes at the gate, online and offline, on desktop and phone', async ({
  page,
  context,
}) => {
  await englishByDefault(page)
  await logIn(page, 'member05', '/staff/ticket-check')
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket inspection' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Affiliated-company check' })).toHaveAttribute(
    'href',
    '/staff/card-check',
  )

  await check(page, 'Ticket code', 'Check', 'not a ticket')
  const status = page.getByRole('status').filter({ hasText: 'Invalid ticket' })
  await expect(status).toBeVisible()
  await expect(status).toContainText('Do not admit it')
  const [head, id, ...rest] = unknownTicket.split('.')
  await check(page, 'Ticket code', 'Check', [head, `${id}1`, ...rest].join('.'))
  await expect(page.getByRole('region', { name: 'Last checks' }).getByRole('listitem')).toHaveCount(2)
  expect(await blockingViolations(page)).toEqual([])

  await context.setOffline(true)
  await expect(page.getByText(/Offline: codes are checked by their signature/)).toBeVisible()
  await check(page, 'Ticket code', 'Check', unknownTicket)
  await expect(page.getByRole('status')).toContainText('Signature valid — will be redeemed when online.')
  await check(page, 'Ticket code', 'Check', unknownTicket.replace('FWT1.999999.', 'FWT1.999998.'))
  await expect(page.getByRole('status')).toContainText('Invalid ticket')
  await context.setOffline(false)
  // The queued code reaches the server, which does not know the ticket: its answer joins the last checks.
  const fromQueue = page.getByRole('listitem').filter({ hasText: 'from the offline queue' })
  await expect(fromQueue).toContainText('Invalid ticket')
  await expect(page.getByText(/Offline: codes are checked/)).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => localStorage.setItem('fw.languageCode', 'ko'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '입장권 검표' })).toBeVisible()
  await check(page, '입장권 코드', '확인', 'FWT1.1.1.0.1.xyz')
  await expect(page.getByRole('status')).toContainText('유효하지 않은 입장권')
  const submit = page.getByRole('button', { name: '확인', exact: true })
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(page.getByRole('link', { name: '제휴사 확인' })).toBeVisible()
  expect(await blockingViolations(page)).toEqual([])
})
