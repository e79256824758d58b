/** Login and logout as the member and the host app notice them. */
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getLoginAccount, getTokens, hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { login, logout } from './auth'
import { API, NEW, OLD, embedInApp, hostCalls, setupApiServer, signedIn } from './test-helpers'

const server = setupApiServer()

describe('login', () => {
  it('stores the pair, the account and the login marker, sent without Authorization', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.post(`${API}/login`, async ({ request }) => {
        auth = request.headers.get('Authorization')
        expect(await request.json()).toEqual({ id: 'golfer01', pwd: 'secret-123' })
        return HttpResponse.json(NEW)
      }),
    )

    await expect(login({ id: 'golfer01', pwd: 'secret-123' })).resolves.toEqual(NEW)
    expect(auth).toBeNull()
    expect(getTokens()).toEqual(NEW)
    expect(getLoginAccount()).toBe('golfer01')
    expect(hasLoginMarker()).toBe(true)
  })

  it('embedded: the host app receives the new pair', async () => {
    const host = embedInApp()
    server.use(http.post(`${API}/login`, () => HttpResponse.json(NEW)))
    await login({ id: 'golfer01', pwd: 'secret-123' })
    expect(host.mock.calls).toEqual([['tokenChanged', NEW]])
  })

  it('a refused password is a 401 ApiError that refreshes nothing and does not log the host app out', async () => {
    const host = embedInApp()
    let refreshes = 0
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'wrong id or password' }, { status: 401 }),
      ),
      http.post(`${API}/accessToken`, () => {
        refreshes += 1
        return HttpResponse.json(NEW)
      }),
    )

    await expect(login({ id: 'golfer01', pwd: 'wrong-pass' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      code: 'UNAUTHORIZED',
    })
    expect(refreshes).toBe(0)
    expect(host).not.toHaveBeenCalled()
    expect(hasLoginMarker()).toBe(false)
  })
})

describe('logout', () => {
  it('tells the server, then signs out everywhere', async () => {
    const host = embedInApp()
    signedIn()
    let auth: string | null = null
    server.use(
      http.post(`${API}/logout`, ({ request }) => {
        auth = request.headers.get('Authorization')
        return new HttpResponse(null, { status: 204 })
      }),
    )

    await logout()
    expect(auth).toBe(`Bearer ${OLD.accessToken}`)
    expect(getTokens()).toBeNull()
    expect(hasLoginMarker()).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, userInfo: null })
    expect(hostCalls(host)).toEqual(['logout'])
    // The login form may offer the account again.
    expect(getLoginAccount()).toBe('golfer01')
  })

  it('signs out even when the server cannot be reached', async () => {
    signedIn()
    server.use(http.post(`${API}/logout`, () => HttpResponse.error()))
    await expect(logout()).resolves.toBeUndefined()
    expect(getTokens()).toBeNull()
    expect(useSessionStore.getState().isLogin).toBe(false)
  })
})
