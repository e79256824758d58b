/** The shared token refresh: one refresh for many expired requests, its success and its failure. */
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getTokens, hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { api } from './client'
import {
  API,
  NEW,
  OLD,
  embedInApp,
  expiredBody,
  hostCalls,
  setupApiServer,
  signedIn,
  storedTokensOnly,
} from './test-helpers'

const server = setupApiServer()

const isNew = (request: Request) => request.headers.get('Authorization') === `Bearer ${NEW.accessToken}`

describe('many requests on an expired token', () => {
  it('100 concurrent requests make one refresh; each is seen exactly twice and all succeed', async () => {
    signedIn()
    const seen = new Map<string, number>()
    let refreshes = 0
    server.use(
      http.get(`${API}/game/:id`, ({ request, params }) => {
        const id = String(params.id)
        seen.set(id, (seen.get(id) ?? 0) + 1)
        return isNew(request) ? HttpResponse.json({ id }) : HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, async ({ request }) => {
        refreshes += 1
        expect(await request.json()).toEqual(OLD)
        return HttpResponse.json(NEW)
      }),
    )
    const ids = Array.from({ length: 100 }, (_, i) => String(i))

    const results = await Promise.all(ids.map((id) => api.get(`/game/${id}`)))

    expect(results.map((r) => r.data)).toEqual(ids.map((id) => ({ id })))
    expect(refreshes).toBe(1)
    expect([...seen.keys()].sort()).toEqual([...ids].sort())
    expect([...seen.values()].every((count) => count === 2)).toBe(true)
  })

  it('a request whose 401 arrives after the refresh finished reuses its result', async () => {
    signedIn()
    let refreshes = 0
    let releaseSlow!: () => void
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve))
    server.use(
      http.get(`${API}/game/fast`, ({ request }) =>
        isNew(request) ? HttpResponse.json({ ok: 'fast' }) : HttpResponse.json(expiredBody, { status: 401 }),
      ),
      http.get(`${API}/game/slow`, async ({ request }) => {
        // The old-token attempt answers only once the other request's refresh is done and stored.
        if (!isNew(request)) await slowGate
        return isNew(request) ? HttpResponse.json({ ok: 'slow' }) : HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, () => {
        refreshes += 1
        return HttpResponse.json(NEW)
      }),
    )

    const slow = api.get('/game/slow')
    await expect(api.get('/game/fast')).resolves.toMatchObject({ data: { ok: 'fast' } })
    releaseSlow()

    await expect(slow).resolves.toMatchObject({ data: { ok: 'slow' } })
    expect(refreshes).toBe(1)
  })
})

describe('refresh success', () => {
  it('stores the new pair and sends it to the host app (tokenChanged)', async () => {
    const host = embedInApp()
    signedIn()
    server.use(
      http.get(`${API}/member`, ({ request }) =>
        isNew(request) ? HttpResponse.json({ ok: true }) : HttpResponse.json(expiredBody, { status: 401 }),
      ),
      http.post(`${API}/accessToken`, () => HttpResponse.json(NEW)),
    )

    await api.get('/member')

    expect(getTokens()).toEqual(NEW)
    expect(host.mock.calls).toEqual([['tokenChanged', NEW]])
  })

  it('the next request carries the new token without refreshing', async () => {
    signedIn()
    const auths: (string | null)[] = []
    server.use(
      http.get(`${API}/member`, ({ request }) => {
        auths.push(request.headers.get('Authorization'))
        return isNew(request) ? HttpResponse.json({}) : HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, () => HttpResponse.json(NEW)),
    )
    await api.get('/member')
    await api.get('/member')
    expect(auths).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`, `Bearer ${NEW.accessToken}`])
  })
})

describe('refresh failure: session cleared, host told to log out', () => {
  const failures = {
    'refused (401)': () =>
      HttpResponse.json({ code: 'UNAUTHORIZED', message: 'refresh token revoked' }, { status: 401 }),
    'server error (500)': () => HttpResponse.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    'network error': () => HttpResponse.error(),
    'malformed answer': () => HttpResponse.json({ accessToken: 'only-half' }),
  }

  it.each(Object.entries(failures))('%s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = embedInApp()
    signedIn()
    let hits = 0
    server.use(
      http.get(`${API}/mypage/reward`, () => {
        hits += 1
        return HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, answer),
    )

    const results = await Promise.allSettled([
      api.get('/mypage/reward'),
      api.get('/mypage/reward'),
      api.get('/mypage/reward'),
    ])

    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { status: number }).status)).toEqual([
      401, 401, 401,
    ])
    expect(hits).toBe(3)
    expect(getTokens()).toBeNull()
    expect(hasLoginMarker()).toBe(false)
    expect(useSessionStore.getState().isLogin).toBe(false)
    expect(hostCalls(host)).toEqual(['logout'])
  })

  it('no stored refresh token: no refresh call, the session ends', async () => {
    const host = embedInApp()
    storedTokensOnly()
    localStorage.removeItem('fw.refreshToken')
    useSessionStore.getState().signIn({ id: 'golfer01', name: 'Kim Pro' })
    server.use(http.get(`${API}/member`, () => HttpResponse.json(expiredBody, { status: 401 })))

    await expect(api.get('/member')).rejects.toMatchObject({ status: 401, code: -1001 })
    expect(useSessionStore.getState().isLogin).toBe(false)
    expect(localStorage.getItem('fw.accessToken')).toBeNull()
    expect(hostCalls(host)).toEqual(['logout'])
  })
})

it('a session ended while the refresh runs stays ended: the late new pair is not stored', async () => {
  const host = embedInApp()
  signedIn()
  let releaseRefresh!: () => void
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve))
  let refreshStarted!: () => void
  const started = new Promise<void>((resolve) => (refreshStarted = resolve))
  server.use(
    http.get(`${API}/member`, () => HttpResponse.json(expiredBody, { status: 401 })),
    http.get(`${API}/mypage/reward`, () =>
      HttpResponse.json({ code: 'UNAUTHORIZED', message: 'revoked' }, { status: 401 }),
    ),
    http.post(`${API}/accessToken`, async () => {
      refreshStarted()
      await refreshGate
      return HttpResponse.json(NEW)
    }),
  )

  const expired = api.get('/member')
  await started
  await expect(api.get('/mypage/reward')).rejects.toMatchObject({ status: 401 })
  releaseRefresh()

  await expect(expired).rejects.toMatchObject({ status: 401 })
  expect(getTokens()).toBeNull()
  expect(useSessionStore.getState().isLogin).toBe(false)
  expect(hostCalls(host)).toEqual(['logout'])
})

it('a visitor without a token who reaches a member call gets the 401, and the host app is not logged out', async () => {
  const host = embedInApp()
  let refreshes = 0
  server.use(
    http.get(`${API}/mypage/reward`, () =>
      HttpResponse.json({ code: 'UNAUTHORIZED', message: 'sign in' }, { status: 401 }),
    ),
    http.post(`${API}/accessToken`, () => {
      refreshes += 1
      return HttpResponse.json(NEW)
    }),
  )
  await expect(api.get('/mypage/reward')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  expect(refreshes).toBe(0)
  expect(host).not.toHaveBeenCalled()
})
