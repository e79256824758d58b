import type { LoginResult } from '@contract/auth'
import type { App } from '../../server/app'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'

/** A clock tests move by hand: sessions, codes, delays and purges read it instead of the wall clock. */
export interface TestClock {
  (): Date
  set(at: Date | string): void
  advance(ms: number): void
}

export function testClock(start = '2026-05-01T03:00:00Z'): TestClock {
  let current = new Date(start)
  const clock = (() => new Date(current)) as TestClock
  clock.set = (at) => (current = new Date(at))
  clock.advance = (ms) => (current = new Date(current.getTime() + ms))
  return clock
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export async function loginAs(
  app: App,
  id: string,
  pwd = DEMO_PASSWORD,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<LoginResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, pwd, ...extra },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
  if (res.statusCode !== 200) throw new Error(`login ${id}: ${res.statusCode} ${res.body}`)
  return res.json() as LoginResult
}
