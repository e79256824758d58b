/**
 * The browser's call layer (src/api) against the real server: when the access token has expired, a
 * hundred requests sent at once cause exactly one token refresh, and every one of them succeeds. The unit
 * tests (src/api/refresh.test.ts) prove the same against msw; this one proves it with the server's
 * rotation, reuse detection and grace window in the loop.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { profileSchema } from '@contract/member'
import { ACCESS_TOKEN_TTL_S } from '../../server/modules/auth/tokens'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import type { App } from '../../server/app'
import { testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'

// Node has no localStorage: a plain one, like the browser's, for the call layer's token storage.
const stored = new Map<string, string>()
globalThis.localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
  key: (index: number) => [...stored.keys()][index] ?? null,
  get length() {
    return stored.size
  },
} satisfies Storage

const clock = testClock()
let db: TestDatabase
let app: App
const sent: string[] = []

beforeAll(async () => {
  db = await createTestDatabase()
  app = await createTestApp(db.database, { now: clock })
  const base = await listen(app)
  const { configureApiClient } = await import('@/api/config')
  configureApiClient({
    baseUrl: `${base}/api`,
    fetch: (input, init) => {
      sent.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`)
      return globalThis.fetch(input, init)
    },
  })
})

afterAll(async () => {
  await app?.close()
  await db?.cleanup()
})

it('a hundred requests with an expired access token: one refresh, all succeed', async () => {
  const { login } = await import('@/api/auth')
  const { api } = await import('@/api/client')
  const { getTokens } = await import('@/lib/storage')

  const first = await login({ id: 'member01', pwd: DEMO_PASSWORD })
  clock.advance((ACCESS_TOKEN_TTL_S + 60) * 1000)
  sent.length = 0

  const answers = await Promise.allSettled(
    Array.from({ length: 100 }, () => api.get('/member', { schema: profileSchema })),
  )

  expect(answers.filter((a) => a.status === 'rejected')).toEqual([])
  expect(answers.every((a) => a.status === 'fulfilled' && a.value.data.id === 'member01')).toBe(true)
  expect(sent.filter((call) => call === 'POST /api/accessToken')).toHaveLength(1)
  // Each request went twice: refused as expired, then repeated once with the new token.
  expect(sent.filter((call) => call === 'GET /api/member').length).toBeLessThanOrEqual(200)
  const now = getTokens()
  expect(now?.refreshToken).not.toBe(first.refreshToken)

  // The rotated pair keeps working, and the old refresh token is spent.
  sent.length = 0
  clock.advance((ACCESS_TOKEN_TTL_S + 60) * 1000)
  await expect(api.get('/member', { schema: profileSchema })).resolves.toMatchObject({ data: { id: 'member01' } })
  expect(sent.filter((call) => call === 'POST /api/accessToken')).toHaveLength(1)
})
