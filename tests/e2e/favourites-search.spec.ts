import type { Page } from '@playwright/test'
import { signUpMember, type NewMember } from './accounts'
import { expect, test } from './fixtures'
import { currentBoard } from './live-round'

/**
 * Favourites and site search (decision 0031) against the real server: a visitor's heart pins the player on
 * the leaderboard and joins the member's list at login; a member adds and removes a player of interest; the
 * search page counts each kind and says "no search results" from the catalogue.
 */

// Sign-up, login and a live board on a machine shared with other runs: more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('fw.languageCode', 'en'))

/** A player in the field of the tour's current game, so the leaderboard shows them. */
async function fieldPlayer(baseURL: string, nth = 0): Promise<number> {
  const board = await currentBoard(baseURL)
  return board.rows[nth]!.playerId
}

/** The profile's name, once the profile (not the page before it) is on screen. */
async function profileName(page: Page, amateurBadge: string): Promise<string> {
  const heading = page.locator('.profile-head').getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible({ timeout: 20_000 })
  return (await heading.textContent())!.replace(amateurBadge, '').trim()
}

async function logIn(page: Page, member: NewMember, labels: { id: string; pwd: string; submit: string }, to: string) {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(to)}`)
  const form = page.locator('form.login-form')
  await form.getByLabel(labels.id, { exact: true }).fill(member.id)
  await form.getByLabel(labels.pwd, { exact: true }).fill(member.pwd)
  await form.getByRole('button', { name: labels.submit }).click()
}

test('a visitor hearts a player: pinned on the leaderboard after a reload, kept after signing up and in', async ({
  page,
  baseURL,
  request,
}) => {
  const playerId = await fieldPlayer(baseURL!, 5)
  await page.goto(`/tours/player/player/?tourId=11&playerId=${playerId}`)
  const name = await profileName(page, '아마추어')
  const heart = page.getByRole('button', { name: `${name} 선수를 관심 선수로 추가` })
  await heart.click()
  await expect(page.getByRole('button', { name: `${name} 선수를 관심 선수에서 삭제` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto('/tours/leaderboard/?tourId=11')
  const pinned = page.locator(`tr.board__row--pinned[data-player-id="${playerId}"]`)
  await expect(pinned).toHaveCount(1)
  await page.reload()
  await expect(pinned).toHaveCount(1)
  // Marked in the field too, not only in the pinned copy.
  await expect(page.locator(`tr.board__row--favourite[data-player-id="${playerId}"]`)).toHaveCount(2)
  await expect(pinned.getByRole('button', { pressed: true })).toBeVisible()
  await expect(page.locator('tr.board__row--pinned')).toHaveCount(1)

  // Logging in brings the visitor's heart into the member's list on the server.
  const member = await signUpMember(request)
  await logIn(page, member, { id: '아이디', pwd: '비밀번호', submit: '로그인' }, '/member/mypage?tab=favorite-player')
  const panel = page.getByRole('region', { name: '관심 선수' })
  await expect(panel.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await expect(page.getByRole('link', { name: '관심 선수', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('a member adds a player of interest, finds it in my page and removes it (English)', async ({
  page,
  baseURL,
  request,
}) => {
  await inEnglish(page)
  const playerId = await fieldPlayer(baseURL!, 2)
  const member = await signUpMember(request)
  await logIn(
    page,
    member,
    { id: 'ID', pwd: 'Password', submit: 'Log in' },
    `/tours/player/player/?tourId=11&playerId=${playerId}`,
  )
  await expect(page).toHaveURL(/playerId=/)
  const name = await profileName(page, 'Amateur')
  const facts = page.locator('.profile-head__facts')
  const count = Number(
    (await facts.locator('div', { hasText: 'Favourites' }).locator('dd').textContent())!.replace(/\D/g, ''),
  )
  await page.getByRole('button', { name: `Add ${name} to favourites` }).click()
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The profile counts the members who keep the player.
  await expect(facts.locator('div', { hasText: 'Favourites' }).locator('dd')).toHaveText(String(count + 1))

  await page.goto('/member/mypage?tab=favorite-player')
  const panel = page.getByRole('region', { name: 'Players of interest' })
  await expect(panel.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await panel.getByRole('button', { name: `Remove ${name} from favourites` }).click()
  await expect(panel.getByRole('heading', { name: 'No players of interest yet.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No players of interest yet.' })).toBeVisible()
})

test('a search for a player name counts each kind and lists the player; an empty term asks for one', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/players?tourId=11&pageSize=1')).json()) as {
    items: Array<{ nameKo: string; playerId: number }>
  }
  const player = list.items[0]!
  await page.goto('/')
  const search = page.getByRole('search').first()
  await search.getByRole('searchbox').fill('   ')
  await search.getByRole('button', { name: '검색' }).click()
  await expect(page.getByRole('dialog')).toContainText('검색어를 입력해 주세요.')
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('dialog').getByRole('button').first().click()

  await search.getByRole('searchbox').fill(player.nameKo)
  await search.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\/searchs\/search\/\?keyword=/)
  const kinds = page.getByRole('navigation', { name: '검색 결과 종류' })
  await expect(kinds.getByRole('link', { name: /^선수\s*[1-9]\d*$/ })).toBeVisible()
  await expect(kinds.getByRole('link', { name: /^뉴스\s*0$/ })).toBeVisible()
  const players = page.getByRole('region', { name: /^선수/ })
  await expect(players.getByRole('link', { name: new RegExp(player.nameKo) }).first()).toHaveAttribute(
    'href',
    new RegExp(`playerId=${player.playerId}`),
  )
  await kinds.getByRole('link', { name: /^선수/ }).click()
  await expect(page).toHaveURL(/kind=players/)
  await expect(
    page
      .getByRole('region', { name: '선수' })
      .getByRole('link', { name: new RegExp(player.nameKo) })
      .first(),
  ).toBeVisible()
})

test('a nonsense term shows no search results (English)', async ({ page }) => {
  await inEnglish(page)
  await page.goto('/searchs/search/?keyword=zzqxwv')
  await expect(page.getByRole('heading', { name: 'No search results.' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link', { name: /^All\s*0$/ }),
  ).toBeVisible()
})
