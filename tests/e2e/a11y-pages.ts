import type { APIRequestContext, Page } from '@playwright/test'
import { signUpMember } from './accounts'
import { expect } from './fixtures'
import { startSignup } from './signup-steps'

/**
 * The pages the accessibility scan (a11y.spec.ts) checks at desktop and phone size, in one list (issue 17 §7,
 * docs/decisions/0046-test-time-and-axe.md). A new page of the members' wave joins by adding an entry here.
 * `open` brings the page to the state a user reads: its content loaded, not a skeleton.
 */
export interface ScannedPage {
  name: string
  /** A member logged in first: the scan of the member area. */
  member?: boolean
  open(page: Page): Promise<void>
}

// The first answer of a page can take a while when other work shares the two cores.
const SLOW = { timeout: 15_000 }

/** A page whose content is there once `ready` is visible. */
const at =
  (path: string, ready: (page: Page) => ReturnType<Page['locator']>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path)
    await expect(ready(page).first()).toBeVisible(SLOW)
  }

async function currentGameId(page: Page): Promise<number> {
  const current = (await (await page.request.get('/api/game/current?tourId=11')).json()) as { gameId: number }
  return current.gameId
}

export const SCANNED_PAGES: readonly ScannedPage[] = [
  { name: 'home', open: at('/', (page) => page.getByRole('heading', { level: 1 })) },
  { name: 'leaderboard', open: at('/tours/leaderboard/?tourId=11', (page) => page.locator('tr[data-player-id]')) },
  { name: 'broadcast', open: at('/tour/leaderboardSKT?tourId=11', (page) => page.locator('.bc-row')) },
  {
    name: 'tournament page',
    open: async (page) =>
      at(`/tours/game/game?tourId=11&gameId=${await currentGameId(page)}`, (p) => p.locator('tr[data-player-id]'))(
        page,
      ),
  },
  { name: 'schedule', open: at('/tours/schedule/schedule?tourId=11', (page) => page.locator('.schedule-item')) },
  {
    name: 'player list',
    open: at('/tours/player/player/?tourId=11', (page) => page.locator('.player-grid').getByRole('link')),
  },
  { name: 'login', open: at('/sign/login', (page) => page.locator('form.login-form')) },
  { name: 'sign-up consents', open: at('/sign/join', (page) => page.getByRole('checkbox', { name: '전체 동의' })) },
  { name: 'sign-up details', open: (page) => startSignup(page, '휴대폰 인증') },
  {
    name: 'member area',
    member: true,
    open: at('/member/mypage', (page) => page.getByRole('heading', { level: 1, name: /님, 안녕하세요$/ })),
  },
  {
    name: 'dues tab',
    member: true,
    open: at('/member/mypage?tab=dues', (page) => page.getByRole('heading', { name: '웹 회원은 회비가 없습니다' })),
  },
  {
    name: 'welfare tab',
    member: true,
    open: at('/member/mypage?tab=welfare', (page) => page.getByRole('heading', { name: '나의 신청 내역' })),
  },
  {
    name: 'payment failed page',
    member: true,
    open: at('/payments/fail?code=PAY_PROCESS_CANCELED&orderId=FW-0', (page) => page.getByText('결제를 취소했습니다.')),
  },
  { name: 'sandbox bank', open: at('/sandbox/bank', (page) => page.getByRole('heading', { name: '샌드박스 은행' })) },
]

/**
 * Signs a member of its own up through the API and logs him in through the login form. A login ends the account's
 * other sessions, and other browser tests log in with (or withdraw) the demo accounts, so the scan never borrows
 * one (tests/e2e/accounts.ts).
 */
export async function logInNewMember(page: Page, request: APIRequestContext): Promise<void> {
  const member = await signUpMember(request, '접근성')
  await page.goto('/sign/login')
  const form = page.locator('form.login-form')
  await form.getByLabel('아이디', { exact: true }).fill(member.id)
  await form.getByLabel('비밀번호', { exact: true }).fill(member.pwd)
  await form.getByRole('button', { name: '로그인' }).click()
  await expect(page).not.toHaveURL(/\/sign\/login/, SLOW)
}
