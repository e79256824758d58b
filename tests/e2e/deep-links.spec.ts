import { expect, test } from './fixtures'

test('a deep link to the leaderboard loads the app with its tour selected', async ({ page }) => {
  const response = await page.goto('/tours/leaderboard/?tourId=12')
  expect(response?.status()).toBe(200)
  const tours = page.getByRole('banner').getByRole('navigation', { name: '투어', exact: true })
  await expect(tours.getByRole('link', { name: '챌린지투어' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('main')).toContainText('챌린지투어')
})

test('tour aliases follow TR-1: 55 shows the membership selection, 62 the main tour', async ({ page }) => {
  const tours = page.getByRole('banner').getByRole('navigation', { name: '투어', exact: true })
  await page.goto('/tours/home/?tourId=55')
  await expect(tours.getByRole('link', { name: '회원선발전' })).toHaveAttribute('aria-current', 'true')
  await page.goto('/tours/home/?tourId=62')
  await expect(tours.getByRole('link', { name: '코리안투어' })).toHaveAttribute('aria-current', 'true')
})

test('clicking a tour tab moves the active tab without reloading the page', async ({ page }) => {
  await page.goto('/tours/home/?tourId=11')
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  const tours = page.getByRole('banner').getByRole('navigation', { name: '투어', exact: true })
  await tours.getByRole('link', { name: '챔피언스투어' }).click()
  await expect(page).toHaveURL(/tourId=13/)
  await expect(tours.getByRole('link', { name: '챔피언스투어' })).toHaveAttribute('aria-current', 'true')
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
})

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: /홈/ }).first().click()
  await expect(page).toHaveURL(/\/$/)
})

test('the API answers beside the app: health and the OpenAPI document', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' })
  const docs = await request.get('/api/docs/openapi.json')
  expect(docs.status()).toBe(200)
  const spec = (await docs.json()) as { paths: Record<string, unknown> }
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/tours']))
  const missing = await request.get('/api/nothing-here')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' })
})
