/** Start-up login state: marker AND profile (docs/requirements/accounts.md#acc-8). */
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import { getTokens, hasLoginMarker, storeLogin } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { restoreSession } from './session-bootstrap'
import { API, OLD, embedInApp, hostCalls, setupApiServer, storedTokensOnly } from './test-helpers'

const server = setupApiServer()

const profile = {
  id: 'golfer01',
  name: 'Kim Pro',
  memberClass: 'TP',
  memberNo: '2019-0042',
  birthDate: '19990505',
  email: 'kim@example.com',
  mobile: '010-0000-0000',
  marketingAgree: false,
}

it('no login marker: no profile call, stays signed out', async () => {
  storedTokensOnly()
  let calls = 0
  server.use(
    http.get(`${API}/member`, () => {
      calls += 1
      return HttpResponse.json(profile)
    }),
  )

  await expect(restoreSession()).resolves.toBeNull()
  expect(calls).toBe(0)
  expect(useSessionStore.getState().isLogin).toBe(false)
})

it('marker and profile 200: signed in with the name and member class', async () => {
  storeLogin(OLD, 'golfer01')
  server.use(http.get(`${API}/member`, () => HttpResponse.json(profile)))

  await expect(restoreSession()).resolves.toEqual(profile)
  expect(useSessionStore.getState()).toMatchObject({
    isLogin: true,
    userInfo: { id: 'golfer01', name: 'Kim Pro', memberClass: 'TP' },
  })
})

it('marker and a 401 that is not an expiry: signed out, marker cleared, host told', async () => {
  const host = embedInApp()
  storeLogin(OLD, 'golfer01')
  server.use(
    http.get(`${API}/member`, () => HttpResponse.json({ code: 'UNAUTHORIZED', message: 'no' }, { status: 401 })),
  )

  await expect(restoreSession()).resolves.toBeNull()
  expect(useSessionStore.getState().isLogin).toBe(false)
  expect(hasLoginMarker()).toBe(false)
  expect(getTokens()).toBeNull()
  expect(hostCalls(host)).toEqual(['logout'])
})

it('marker and a profile that is not a profile: signed out, marker cleared', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  storeLogin(OLD, 'golfer01')
  server.use(http.get(`${API}/member`, () => HttpResponse.json({ id: 'golfer01' })))

  await expect(restoreSession()).resolves.toBeNull()
  expect(useSessionStore.getState().isLogin).toBe(false)
  expect(hasLoginMarker()).toBe(false)
})

it('in the app, a profile refused with 403 ends the session in the host too, once', async () => {
  const host = embedInApp()
  storeLogin(OLD, 'golfer01')
  server.use(http.get(`${API}/member`, () => HttpResponse.json({ code: 'FORBIDDEN', message: 'no' }, { status: 403 })))

  await expect(restoreSession()).resolves.toBeNull()
  expect(hasLoginMarker()).toBe(false)
  expect(getTokens()).toBeNull()
  expect(hostCalls(host)).toEqual(['logout'])
})

it('server down at start: signed out for now, but the marker stays for the next start', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  storeLogin(OLD, 'golfer01')
  server.use(http.get(`${API}/member`, () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 503 })))

  await expect(restoreSession()).resolves.toBeNull()
  expect(useSessionStore.getState().isLogin).toBe(false)
  expect(hasLoginMarker()).toBe(true)
  expect(getTokens()).toEqual(OLD)
})

it('called twice at once (StrictMode), the profile is fetched once', async () => {
  storeLogin(OLD, 'golfer01')
  let calls = 0
  server.use(
    http.get(`${API}/member`, () => {
      calls += 1
      return HttpResponse.json(profile)
    }),
  )

  await Promise.all([restoreSession(), restoreSession()])
  expect(calls).toBe(1)
  expect(useSessionStore.getState().isLogin).toBe(true)
})
