import { DEMO_PASSWORD } from '../../../server/db/demo/accounts'
import type { App } from '../../../server/app'
import type { Database } from '../../../server/db/database'
import { createTestApp } from '../../server/helpers'

/** A seeded database with the small demo season: PGlite in `npm test`, PostgreSQL in the services run. */
export interface SuiteDatabase {
  database: Database
  cleanup(): Promise<void>
}
export type OpenSuiteDatabase = () => Promise<SuiteDatabase>

/** The app the suites call, built like the other server tests build theirs; no limit turns the run into 429s. */
export const suiteApp = (database: Database): Promise<App> =>
  createTestApp(database, { rateLimitMax: 1_000_000, purgeJob: false })

/** Finds the first value of `key` anywhere in a JSON answer (lists, pages, nested objects). */
export function firstValue(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstValue(item, key)
      if (found !== undefined) return found
    }
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record[key] !== undefined && record[key] !== null) return record[key]
    for (const item of Object.values(record)) {
      const found = firstValue(item, key)
      if (found !== undefined) return found
    }
  }
  return undefined
}

let nextAddress = 10

/**
 * Logs `loginId` in with the demo password and returns its access token. Each login comes from an address of
 * its own, so the failed password checks the fuzz sends never hold the suites' own logins back.
 */
export async function tokenOf(app: App, loginId: string): Promise<string> {
  nextAddress = nextAddress >= 250 ? 10 : nextAddress + 1
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: loginId, pwd: DEMO_PASSWORD },
    remoteAddress: `127.0.1.${nextAddress}`,
  })
  if (res.statusCode !== 200) throw new Error(`login ${loginId}: ${res.statusCode} ${res.body}`)
  return (res.json() as { accessToken: string }).accessToken
}

/** Valid ids of the demo seed by path-parameter name, read through the public API as a visitor would. */
export async function seededIds(app: App): Promise<Record<string, string>> {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url })
    return res.statusCode === 200 ? (res.json() as unknown) : null
  }
  const ids: Record<string, unknown> = {
    gameId: firstValue(await get('/api/game/current?tourId=11'), 'gameId'),
    tour: 11,
    category: 'genesis',
    playerId: firstValue(await get('/api/players?tourId=11&pageSize=1'), 'playerId'),
    noticeId:
      firstValue(await get('/api/notices?pageSize=1'), 'noticeId') ?? firstValue(await get('/api/notices'), 'id'),
    index: 0,
    mediaId: firstValue(await get('/api/media?pageSize=1'), 'mediaId') ?? firstValue(await get('/api/media'), 'id'),
    slug: firstValue(await get('/api/content/pages'), 'slug'),
    eventId: firstValue(await get('/api/education/events?pageSize=1'), 'eventId'),
    id: 'member01',
  }
  return Object.fromEntries(
    Object.entries(ids)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, encodeURIComponent(String(v))]),
  )
}
