import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { logout } from '@/api/auth'
import { getProfile } from '@/api/member'
import { restoreSession } from '@/api/session-bootstrap'
import { API, OLD, setupApiServer } from '@/api/test-helpers'
import { hasLoginMarker, storeLogin } from '@/lib/storage'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const replaced = () => HttpResponse.json({ code: -1002, message: 'logged in elsewhere' }, { status: 401 })

describe('the notice when the server ends the session', () => {
  it('tells the member they were logged in elsewhere; "log in" opens the login form (not a sign page)', async () => {
    storeLogin(OLD, 'member01')
    server.use(http.get(`${API}/member`, replaced))
    const { user, location } = await renderApp('/sign/join')

    await act(() => restoreSession())

    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText(
        '다른 기기에서 로그인하여 로그아웃되었습니다. 결제 안정을 위해 중복 로그인은 허용되지 않습니다.',
      ),
    ).toBeTruthy()
    expect(hasLoginMarker()).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: '로그인' }))
    expect(location().pathname).toBe('/sign/login')
    expect(location().search).toEqual({})
  })

  it('says nothing when the member logs out themselves, even if the session had already ended', async () => {
    storeLogin(OLD, 'member01')
    server.use(http.post(`${API}/logout`, replaced))
    await renderApp('/sign/login')

    await act(() => logout())

    expect(hasLoginMarker()).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says nothing to a visitor whose leftover token is refused', async () => {
    let refused = 0
    server.use(http.get(`${API}/member`, () => ((refused += 1), replaced())))
    await renderApp('/sign/login')
    storeLogin(OLD, 'member01')
    localStorage.removeItem('fw.isLogin')

    await act(() => getProfile().catch(() => null))

    expect(refused).toBe(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
