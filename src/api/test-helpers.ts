/**
 * Shared set-up of the call-layer tests: an msw server on a fake API origin, a fake host app, and a
 * clean session, system and client between tests. Imported by *.test.ts only.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest'
import { setTokens, storeLogin } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { useSystemStore } from '@/stores/system'
import { configureApiClient, resetApiClient } from './config'

export const API = 'http://api.test/api'

export const OLD = { accessToken: 'access-old', refreshToken: 'refresh-old' }
export const NEW = { accessToken: 'access-new', refreshToken: 'refresh-new' }

export const expiredBody = { code: -1001, message: 'access token expired' }

/** An msw server started for the file, reset between tests, with a clean client and stores. */
export function setupApiServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    configureApiClient({ baseUrl: API })
    useSessionStore.setState({ isLogin: false, userInfo: null, certInfo: null })
    useSystemStore.setState({ isApp: false, useAppLink: false, appInfo: null })
  })
  afterEach(() => {
    server.resetHandlers()
    resetApiClient()
    delete window.flutter_inappwebview
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  return server
}

/** Runs the page as if embedded in the native app; returns the host's handler spy. */
export function embedInApp(info = { channel: 'App', device: 'iOS', version: '3.2.1' }): Mock {
  const callHandler = vi.fn().mockResolvedValue(undefined)
  window.flutter_inappwebview = { callHandler }
  useSystemStore.getState().setAppInfo(info)
  return callHandler
}

/** A signed-in member as after login: pair, account, marker and session store. */
export function signedIn(pair = OLD): void {
  storeLogin(pair, 'golfer01')
  useSessionStore.getState().signIn({ id: 'golfer01', name: 'Kim Pro', memberClass: 'TP' })
}

export function storedTokensOnly(pair = OLD): void {
  setTokens(pair)
}

/** Names of the host handlers called, in order. */
export function hostCalls(callHandler: Mock): string[] {
  return callHandler.mock.calls.map((call) => String(call[0]))
}
