import { rm } from 'node:fs/promises'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { members, tournaments } from '../../server/db/schema/index'
import { readMeta } from '../../server/db/seed'
import { openSeededCopy } from '../support/seeded-copy'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { makeTempDir } from './helpers'

// `DEMO=full` on a database with a real member, started as `npm start` starts it: no demo season, no demo
// accounts, no SMS inbox, no simulator, and the start-up lines say why (docs/decisions/0042).
describe('a start with DEMO=full on a database with a real member', () => {
  let dataDir: string | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('writes no demo, runs no inbox or simulator, and says why', async () => {
    dataDir = await makeTempDir('demo-start')
    const prepared = await openSeededCopy(dataDir, { demo: 'none' })
    await prepared.db.insert(members).values({ loginId: 'realpro7', name: '실회원', email: 'realpro7@example.com' })
    await prepared.close()

    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: 'full',
      SIMULATOR: 'on',
      LOG_LEVEL: 'info',
    })
    const output = server.output()
    expect(output).toContain(
      'Demo: off (no SMS inbox, no simulator): the database holds 1 member the demo did not write; DEMO is ignored',
    )
    expect(output).toContain('Phone verification: off, no SMS provider configured')
    // The simulator says so when it starts, before the server listens.
    expect(output).not.toContain('simulator started')

    const inbox = await fetch(`${server.baseUrl}/api/sandbox/phone/messages?phone=01012345678`)
    expect(inbox.status).toBe(404)
    const send = await fetch(`${server.baseUrl}/api/cert/phone?phone=01012345678`)
    expect(send.status).toBe(503)
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'staff01', pwd: DEMO_PASSWORD }),
    })
    expect(login.status).toBe(401)
    expect(await server.stop()).toBe(0)

    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      expect((await database.db.select({ n: count() }).from(members))[0]!.n).toBe(1)
      expect((await database.db.select({ n: count() }).from(tournaments))[0]!.n).toBe(0)
      expect(await readMeta(database.db, 'demo_database')).toBeUndefined()
    } finally {
      await database.close()
    }
    // Generous: before this check existed, such a start wrote the whole demo season first (minutes when loaded).
  }, 400_000)
})
