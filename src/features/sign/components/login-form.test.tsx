import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient, resetApiClient } from '@/api/config'
import { hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'

afterEach(() => resetApiClient())

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('login form', () => {
  it('requires the ID and the password before calling the server', async () => {
    const fetch = vi.fn()
    configureApiClient({ fetch })
    const { user } = await renderApp('/sign/login')

    await user.click(screen.getByRole('button', { name: '로그인' }))

    expect(screen.getByText('아이디를 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says so when the ID or password is wrong', async () => {
    configureApiClient({ fetch: async () => json(401, { code: 'UNAUTHORIZED', message: 'Wrong credentials' }) })
    const { user, location } = await renderApp('/sign/login')

    await user.type(screen.getByLabelText('아이디'), 'kimpro01')
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass1!')
    await user.click(screen.getByRole('button', { name: '로그인' }))

    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('아이디 또는 비밀번호가 올바르지 않습니다')
    expect(location().pathname).toBe('/sign/login')
  })

  it('logs in, fills the session and goes on to the redirect', async () => {
    configureApiClient({
      fetch: async (url) =>
        url.endsWith('/login')
          ? json(200, { accessToken: 'a', refreshToken: 'r' })
          : json(200, {
              id: 'kimpro01',
              name: '김프로',
              memberClass: 'TP',
              memberNo: '20180123',
              birthDate: '19950505',
              email: null,
              mobile: null,
              marketingAgree: false,
            }),
    })
    const { user, location } = await renderApp('/sign/login?redirect=%2Ftours%2Fhome%2F%3FtourId%3D12')

    await user.type(screen.getByLabelText('아이디'), 'kimpro01')
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass1!')
    await user.click(screen.getByRole('button', { name: '로그인' }))

    await vi.waitFor(() => expect(location().pathname).toBe('/tours/home/'))
    expect(hasLoginMarker()).toBe(true)
    expect(useSessionStore.getState().userInfo?.name).toBe('김프로')
  })
})
