import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectHealthyPage } from './page-health'

/**
 * Every public page of the portal, in both languages: it must render content, finish loading, log no
 * console error (the fixture) and show no message of the other language. Pages with their own specs test
 * what they do; this one catches the page nobody opened since the last change.
 */
const ROUTES: readonly string[] = [
  '/',
  '/tours/home/?tourId=11',
  '/tours/home/?tourId=12',
  '/tours/home/?tourId=13',
  '/tours/home/?tourId=54',
  '/tours/leaderboard/?tourId=11',
  '/tours/schedule/schedule?tourId=11',
  '/tours/schedule/schedule?tourId=13&view=calendar',
  '/tours/player/player/?tourId=11',
  '/tours/player/player/?tourId=13',
  '/tours/record/?tourId=11',
  '/tours/record/?tourId=11&tab=tour',
  '/tours/record/?tourId=11&tab=competition',
  '/tours/record/?tourId=11&tab=stats',
  '/tours/record/?tourId=11&tab=awards',
  '/tours/record/?tourId=13&category=championsPoints',
  '/tours/record/?tourId=20',
  '/tours/sponsor/awards/',
  '/tours/member/openSelection/?tourId=54',
  '/tours/playershot/playershot/?tabId=all',
  '/tours/playershot/playershot/?tabId=holeInOne',
  '/tours/notice/notice/?tourId=11',
  '/events/event/?tabId=ing',
  '/events/event/?tabId=event',
  '/events/event/?tabId=end',
  '/tours/events/event',
  '/searchs/search/?keyword=%EA%B9%80',
  '/searchs/search/?keyword=open',
  '/communitys/gameApply?tourId=all&srhGameTab=list',
  '/communitys/gameApply?tourId=54',
  '/sign/login',
  '/sign/findId',
  '/sign/findPw',
  '/sign/join',
]

/**
 * Every tab of the tournament page: the event in progress for the stroke-play tabs, the match-play event for its two.
 */
const STROKE_TABS = [
  'information',
  'leaderboard',
  'liveLeaderboard',
  'stats',
  'updates',
  'courseMap',
  'history',
  'entryList',
  'teeTimes',
  'holeByHole',
  'holeStats',
  'playerPosition',
  'progressByHole',
  'progressByGroups',
  'broadcast',
  'prizes',
  'photo',
] as const
const MATCH_TABS = ['drawBracket', 'pointsTable'] as const

async function gameIds(request: APIRequestContext) {
  const current = (await (await request.get('/api/game/current?tourId=11')).json()) as { gameId: number }
  const { year } = (await (await request.get(`/api/game/${current.gameId}`)).json()) as { year: number }
  const list = (await (await request.get(`/api/game?tourId=11&year=${year}&pageSize=100`)).json()) as {
    items: Array<{ gameId: number; format: string }>
  }
  const match = list.items.find((g) => g.format === 'match')
  if (!match) throw new Error('the demo season has no match-play event')
  return { live: current.gameId, match: match.gameId }
}

/** Pages per test: one browser page walks several routes, so the app's files come from its cache after the first. */
const PAGES_PER_TEST = 6

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

for (const lang of ['ko', 'en'] as const) {
  test.describe(`every public page in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('fw.languageCode', l), lang)
    })
    for (const routes of chunks(ROUTES, PAGES_PER_TEST)) {
      test(`${routes.join(' · ')} (${lang})`, async ({ page }) => {
        // Several pages, some heavy, on a busy two-core machine: a slow page is not this test's subject.
        test.setTimeout(30_000 * routes.length)
        for (const route of routes) {
          await test.step(route, async () => {
            const response = await page.goto(route)
            expect(response?.status()).toBe(200)
            await expectHealthyPage(page, lang)
          })
        }
      })
    }
    for (const [tabs, which] of [
      [STROKE_TABS, 'live'],
      [MATCH_TABS, 'match'],
    ] as const) {
      for (const group of chunks(tabs, PAGES_PER_TEST)) {
        test(`tournament tabs ${group.join(', ')} (${lang})`, async ({ page }) => {
          test.setTimeout(30_000 * group.length)
          const gameId = (await gameIds(page.request))[which]
          for (const tab of group) {
            await test.step(tab, async () => {
              const response = await page.goto(`/tours/game/game?tourId=11&gameId=${gameId}&type=${tab}`)
              expect(response?.status()).toBe(200)
              await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `game-tab-${tab}`)
              await expectHealthyPage(page, lang)
            })
          }
        })
      }
    }
  })
}
