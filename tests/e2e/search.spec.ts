import { expect, test } from './fixtures'

test('an empty search shows a popup and stays on the page', async ({ page }) => {
  await page.goto('/tours/home/?tourId=11')
  const historyBefore = await page.evaluate(() => history.length)
  const search = page.getByRole('banner').getByRole('search')
  await search.getByRole('searchbox').fill('   ')
  await search.getByRole('searchbox').press('Enter')
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText('검색어를 입력해 주세요')
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect(dialog).toBeHidden()
  // Still on the tour home, with nothing navigated in the meantime.
  await expect(page).toHaveURL(/\/tours\/home\/\?tourId=11$/)
  expect(await page.evaluate(() => history.length)).toBe(historyBefore)
  await expect(page.getByRole('main')).not.toContainText('검색 결과')
})

test('a search opens the search page with the keyword and clears the field', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('banner').getByRole('search')
  await search.getByRole('searchbox').fill('김 프로')
  await search.getByRole('button').click()
  await expect(page).toHaveURL(/\/searchs\/search\/\?keyword=/)
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('김 프로')
  await expect(page.getByRole('main')).toContainText('김 프로')
  await expect(search.getByRole('searchbox')).toHaveValue('')
})
