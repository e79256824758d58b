import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectHealthyPage } from './page-health'

/**
 * The media library (decision 0036): every media page in both languages, the photo viewer by keyboard, the
 * filter in the URL, a news article with its neighbours and a video that loads.
 */

interface Listed {
  total: number
  items: Array<{ id: number; titleKo: string; titleEn: string; game: { gameId: number } | null }>
}

const list = async (request: APIRequestContext, query: string): Promise<Listed> =>
  (await request.get(`/api/media?${query}`)).json()

const setLanguage = (page: Page, lang: 'ko' | 'en') =>
  page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)

for (const lang of ['ko', 'en'] as const) {
  test(`every media page is healthy (${lang})`, async ({ page }) => {
    test.setTimeout(240_000)
    await setLanguage(page, lang)
    const [news] = (await list(page.request, 'tourId=11&kind=news&searchOrder=latest&pageSize=1')).items
    const [story] = (await list(page.request, 'kind=story&pageSize=1')).items
    const routes = [
      '/tours/media/media/?tourId=11',
      '/tours/media/media/?tourId=11&tab=photo&round=1',
      '/tours/media/media/?tourId=11&tab=video',
      '/medias/photo/?tourId=12',
      '/medias/photo/?tourId=13&tab=news',
      '/medias/photo/?tourId=75',
      `/medias/news/${news!.id}`,
      '/story/',
      `/story/${story!.id}`,
    ]
    for (const route of routes) {
      await test.step(route, async () => {
        expect((await page.goto(route))?.status()).toBe(200)
        await expectHealthyPage(page, lang)
      })
    }
  })
}

test('the photo viewer pages with the keyboard and closes back to its photo', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/medias/photo/?tourId=12')
  const first = page.getByRole('button', { name: /^Open photo:/ }).first()
  await first.click()
  const viewer = page.getByRole('dialog')
  await expect(viewer).toHaveAccessibleName(/^Photo 1 of \d+$/)
  await expect(page).toHaveURL(/[?&]photo=\d+/)
  const firstAlt = await viewer.getByRole('img').getAttribute('alt')
  await page.keyboard.press('ArrowRight')
  await expect(viewer).toHaveAccessibleName(/^Photo 2 of \d+$/)
  await expect(viewer.getByRole('img')).not.toHaveAttribute('alt', firstAlt ?? '')
  await page.keyboard.press('ArrowLeft')
  await expect(viewer).toHaveAccessibleName(/^Photo 1 of \d+$/)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(page).not.toHaveURL(/[?&]photo=/)
  await expect(first).toBeFocused()
})

test('choosing a tournament puts it in the URL and lists only its photos', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/medias/photo/?tourId=12')
  const all = await list(page.request, 'tourId=12&kind=photo')
  await expect(page.getByText(`${all.total} photos`, { exact: true })).toBeVisible()
  const options = await (await page.request.get('/api/media/options?tourId=12&kind=photo')).json()
  const game = options.games[1] as { gameId: number; nameEn: string; count: number }
  await page.getByLabel('Tournament').selectOption(String(game.gameId))
  await expect(page).toHaveURL(new RegExp(`[?&]gameId=${game.gameId}(&|$)`))
  await expect(page.getByText(`${game.count} photos`, { exact: true })).toBeVisible()
  const own = await list(page.request, `kind=photo&gameId=${game.gameId}`)
  await expect(page.getByRole('button', { name: /^Open photo:/ })).toHaveCount(Math.min(12, own.total))
  await expect(page.getByRole('button', { name: `Open photo: ${own.items[0]!.titleEn}` })).toBeVisible()
  // Back undoes the filter.
  await page.goBack()
  await expect(page.getByText(`${all.total} photos`, { exact: true })).toBeVisible()
})

test('a news article links its older and newer news', async ({ page }) => {
  await setLanguage(page, 'ko')
  const [, second, third] = (await list(page.request, 'tourId=11&kind=news&searchOrder=latest&pageSize=3')).items
  await page.goto('/tours/media/media/?tourId=11&searchOrder=latest')
  await page.getByRole('link', { name: second!.titleKo }).click()
  await expect(page).toHaveURL(new RegExp(`/medias/news/${second!.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.titleKo)
  await page.getByRole('navigation', { name: '다른 뉴스' }).getByRole('link', { name: third!.titleKo }).click()
  await expect(page).toHaveURL(new RegExp(`/medias/news/${third!.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(third!.titleKo)
  await page.getByRole('link', { name: '목록으로' }).click()
  await expect(page).toHaveURL(/\/tours\/media\/media\/\?tourId=11&searchOrder=latest/)
})

test('a highlight video loads in the player', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/tours/media/media/?tourId=11&tab=video')
  const video = page.locator('video')
  await expect(video).toHaveAttribute('poster', /\/api\/media\/art\//)
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1)
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(6, 0)
  // Choosing another video puts it in the player and moves focus to its title.
  const tiles = page.getByRole('button', { name: /^Play video:/ })
  await tiles.nth(1).click()
  await expect(page).toHaveURL(/[?&]play=\d+/)
  await expect(page.locator('#video-stage-title')).toBeFocused()
})
