/** "Keep me logged in", the server's refusals in the member's words, and the shop login. */
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'
import { AUTO_LOGIN_KEY } from '../auto-login-choice'

const server = setupApiServer()

const profile = {
  id: 'member01',
  name: '김투어',
  memberClass: 'TP',
  memberNo: '20150001',
  birthDate: '19800115',
  email: null,
  mobile: null,
  marketingAgree: false,
}

/** Answers the login with `answer` and records the bodies sent. */
function loginDoor(answer: () => Response = () => HttpResponse.json({ accessToken: 'a', refreshToken: 'r' })) {
  const bodies: unknown[] = []
  server.use(
    http.post(`${API}/login`, async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
    http.get(`${API}/member`, () => HttpResponse.json(profile)),
  )
  return bodies
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('아이디'), 'member01')
  await user.type(screen.getByLabelText('비밀번호'), 'Fairway2026!')
  await user.click(screen.getByRole('button', { name: '로그인' }))
}

describe('keep me logged in', () => {
  it('is off at first; ticked, it sends autoLogin, warns about shared computers and is remembered', async () => {
    const bodies = loginDoor()
    const { user, location } = await renderApp('/sign/login')
    const keep = screen.getByRole('checkbox', { name: '로그인 상태 유지' })
    expect((keep as HTMLInputElement).checked).toBe(false)
    expect(screen.queryByText(/공용 PC/)).toBeNull()

    await user.click(keep)
    expect(screen.getByText(/최대 30일 동안 로그인이 유지됩니다/)).toBeTruthy()
    await fillAndSubmit(user)

    await vi.waitFor(() => expect(location().pathname).toBe('/'))
    expect(bodies).toEqual([{ id: 'member01', pwd: 'Fairway2026!', autoLogin: true }])
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('Y')
    expect(useSessionStore.getState().userInfo?.name).toBe('김투어')
  })

  it('comes back ticked on the next visit, and unticking it sends autoLogin false and forgets the choice', async () => {
    localStorage.setItem(AUTO_LOGIN_KEY, 'Y')
    const bodies = loginDoor()
    const { user, location } = await renderApp('/sign/login')
    const keep = screen.getByRole('checkbox', { name: '로그인 상태 유지' }) as HTMLInputElement
    expect(keep.checked).toBe(true)

    await user.click(keep)
    await fillAndSubmit(user)

    await vi.waitFor(() => expect(location().pathname).toBe('/'))
    expect(bodies).toEqual([{ id: 'member01', pwd: 'Fairway2026!', autoLogin: false }])
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull()
  })
})

describe('refused logins', () => {
  it('LOGIN_FAILED (401) reads as the contract words it, and the member stays on the page', async () => {
    loginDoor(() =>
      HttpResponse.json({ code: 'LOGIN_FAILED', message: 'The ID or password is incorrect' }, { status: 401 }),
    )
    const { user, location } = await renderApp('/sign/login')
    await fillAndSubmit(user)

    expect((await screen.findByRole('alert')).textContent).toBe('아이디 또는 비밀번호가 올바르지 않습니다.')
    expect(location().pathname).toBe('/sign/login')
    expect(useSessionStore.getState().isLogin).toBe(false)
  })

  it('RATE_LIMITED (429) says to wait', async () => {
    loginDoor(() =>
      HttpResponse.json(
        { code: 'RATE_LIMITED', message: 'Too many attempts' },
        { status: 429, headers: { 'retry-after': '8' } },
      ),
    )
    const { user } = await renderApp('/sign/login')
    await fillAndSubmit(user)

    expect((await screen.findByRole('alert')).textContent).toBe(
      '로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.',
    )
  })

  it('a server failure gets the generic error popup, not a wrong-password message', async () => {
    loginDoor(() => HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await renderApp('/sign/login')
    await fillAndSubmit(user)

    expect((await screen.findByRole('alertdialog')).textContent).toContain('오류가 발생했습니다')
    expect(screen.queryByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeNull()
  })
})

describe('shop login', () => {
  it('has no portal header or footer, offers the same box and goes on to the redirect', async () => {
    const bodies = loginDoor()
    const { user, location } = await renderApp('/sign/loginShop?redirect=%2Fmember%2Fmypage%3Ftab%3Dtickets')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('쇼핑몰 로그인')
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }))
    await fillAndSubmit(user)

    await vi.waitFor(() => expect(location().pathname).toBe('/member/mypage'))
    expect(location().search).toEqual({ tab: 'tickets' })
    expect(bodies).toEqual([{ id: 'member01', pwd: 'Fairway2026!', autoLogin: true }])
  })

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', '/sign/join'])(
    'drops a redirect that leaves the site or goes back to a sign page: %s',
    async (target) => {
      loginDoor()
      const { user, location } = await renderApp(`/sign/login?redirect=${encodeURIComponent(target)}`)
      expect(location().search).toEqual({})
      await fillAndSubmit(user)
      await vi.waitFor(() => expect(location().pathname).toBe('/'))
    },
  )
})
