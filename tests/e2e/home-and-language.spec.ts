import { expect, test } from './fixtures'

test('the home page loads in Korean with the portal header, tour tabs and footer', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  const header = page.getByRole('banner')
  await expect(header).toBeVisible()
  await expect(
    header.getByRole('navigation', { name: '투어', exact: true }).getByRole('link', { name: '코리안투어' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('코리안투어')
  await expect(page.getByRole('contentinfo')).toContainText('개인정보처리방침')
})

test('switching to English changes the page at once and is remembered after a reload', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const tours = page.getByRole('banner').getByRole('navigation', { name: 'Tours', exact: true })
  await expect(tours.getByRole('link', { name: 'Korean Tour' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Privacy policy', { ignoreCase: true })

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(tours.getByRole('link', { name: 'Korean Tour' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: '한국어' }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
})

test('the footer link on e-mail collection opens its notice popup', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: '이메일무단수집거부' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('이메일')
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect(dialog).toBeHidden()
})
