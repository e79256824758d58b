import { embedInApp, expect, hostCalls, test } from './fixtures'

for (const path of ['/tour/leaderboardSKT', '/tours/leaderboardSKT', '/tour/leaderboardTrack3d']) {
  test(`the broadcast page ${path} has no header and no footer`, async ({ page }) => {
    await page.goto(`${path}?tourId=11`)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('main')).not.toBeEmpty()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })
}

test('the application pages use the company footer and no header', async ({ page }) => {
  await page.goto('/communitys/gameApply?tourId=11')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('contentinfo')).not.toContainText('개인정보처리방침')
})

test('inside the mobile app the header and footer are hidden and links go to the host', async ({ page }) => {
  await embedInApp(page)
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  const before = page.url()
  await page.getByRole('main').getByRole('link').first().click()
  await expect.poll(async () => (await hostCalls(page)).filter((c) => c.name === 'appLink').length).toBe(1)
  expect(page.url()).toBe(before)
  const appLink = (await hostCalls(page)).find((c) => c.name === 'appLink')
  expect(appLink?.args[0]).toMatchObject({ path: expect.stringMatching(/^\//) })
})
