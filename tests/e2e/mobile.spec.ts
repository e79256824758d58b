import { expect, test } from './fixtures'

test('@phone the mobile menu opens, lists the tours and closes again', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('banner').getByRole('button', { name: '전체 메뉴' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const menu = page.getByRole('dialog', { name: '전체 메뉴' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: '챌린지투어' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await menu.getByRole('button', { name: '메뉴 닫기' }).click()
  await expect(menu).toBeHidden()

  await toggle.click()
  await menu.getByRole('link', { name: '챌린지투어' }).click()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(/tourId=12/)
})

test('@phone the phone header shows tour home, logo and MY, and the page does not scroll sideways', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: '투어 홈' })).toBeVisible()
  await expect(header.getByRole('link', { name: '마이페이지' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('@phone the language switch in the mobile menu changes the language', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: '전체 메뉴' }).click()
  await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
