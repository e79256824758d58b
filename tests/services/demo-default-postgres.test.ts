import { count } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { members, tournaments } from '../../server/db/schema/index'
import { readMeta } from '../../server/db/seed'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { startServerProcess, type ServerProcess } from '../support/server-process'

const pgUrl = process.env.DATABASE_URL

// With DATABASE_URL the database is an operator's: no demo unless DEMO asks for it (docs/decisions/0042).
describe.skipIf(!pgUrl)('a server on PostgreSQL', () => {
  let fresh: FreshPostgres | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
    await fresh?.drop()
  })

  it('starts without the demo by default, and with it when DEMO opts in', async () => {
    fresh = await createFreshPostgres(pgUrl as string, 'demodefault')
    const env = { DATABASE_URL: fresh.url, REDIS_URL: '', SIMULATOR: 'on', LOG_LEVEL: 'info', DEMO: '' }
    server = await startServerProcess(env)
    expect(server.output()).toContain(
      'Demo: off (no SMS inbox, no simulator): DEMO=none, the default with DATABASE_URL',
    )
    expect(server.output()).toContain('Phone verification: off, no SMS provider configured')
    expect(server.output()).not.toContain('simulator started')
    expect((await fetch(`${server.baseUrl}/api/sandbox/phone/messages?phone=01012345678`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/api/cert/phone?phone=01012345678`)).status).toBe(503)
    expect(await server.stop()).toBe(0)

    const database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
    try {
      expect((await database.db.select({ n: count() }).from(members))[0]!.n).toBe(0)
      expect((await database.db.select({ n: count() }).from(tournaments))[0]!.n).toBe(0)
      expect(await readMeta(database.db, 'demo_database')).toBeUndefined()
    } finally {
      await database.close()
    }

    // The operator opts in on this still empty database.
    server = await startServerProcess({ ...env, DEMO: 'test', SIMULATOR: 'off' })
    expect(server.output()).toContain('Demo: on')
    expect((await fetch(`${server.baseUrl}/api/sandbox/phone/messages?phone=01012345678`)).status).toBe(200)
  }, 180_000)
})
