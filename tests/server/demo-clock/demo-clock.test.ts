import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../server/app'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from '../helpers'

/**
 * DEMO_CLOCK=movable (docs/decisions/0083-demo-clock.md): the clock a browser test sets on a demo server, which every
 * module reads through `app.authKeys.now`, and which a server without it does not offer.
 */
describe('the demo clock', () => {
  let db: TestDatabase
  let app: App
  let plain: App

  beforeAll(async () => {
    db = await createTestDatabase()
    app = await createTestApp(db.database, { env: testEnv({ DEMO: 'test', DEMO_CLOCK: 'movable' }) })
    plain = await createTestApp(db.database, { env: testEnv({ DEMO: 'test' }) })
  })
  afterAll(async () => {
    await app.close()
    await plain.close()
    await db.cleanup()
  })

  it('is set to an instant and runs on from it, for the server as a whole', async () => {
    const at = '2026-05-08T06:59:50.000Z'
    const set = await app.inject({ method: 'PUT', url: '/api/demo/clock', payload: { at } })
    expect(set.statusCode).toBe(200)
    const read = (await app.inject({ method: 'GET', url: '/api/demo/clock' })).json() as { now: string }
    const drift = Date.parse(read.now) - Date.parse(at)
    expect(drift).toBeGreaterThanOrEqual(0)
    expect(drift).toBeLessThan(5_000)
    expect(Math.abs(app.authKeys.now().getTime() - Date.parse(at))).toBeLessThan(5_000)
  })

  it('refuses an instant that is not one, and keeps the time it had', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/demo/clock' })).json() as { now: string }
    const bad = await app.inject({ method: 'PUT', url: '/api/demo/clock', payload: { at: 'tomorrow at four' } })
    expect(bad.statusCode).toBe(400)
    const after = (await app.inject({ method: 'GET', url: '/api/demo/clock' })).json() as { now: string }
    expect(Math.abs(Date.parse(after.now) - Date.parse(before.now))).toBeLessThan(5_000)
  })

  it('does not exist on a server started without it', async () => {
    const response = await plain.inject({
      method: 'PUT',
      url: '/api/demo/clock',
      payload: { at: new Date().toISOString() },
    })
    expect(response.statusCode).toBe(404)
    expect(Math.abs(plain.authKeys.now().getTime() - Date.now())).toBeLessThan(5_000)
  })
})
