import { count, inArray, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppDb } from '../../server/db/database'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { appMeta, members, tournaments } from '../../server/db/schema/index'
import { readMeta, seedIfNeeded } from '../../server/db/seed'
import { createFixtureDatabase, DEMO_TODAY, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp, testEnv } from './helpers'

// Demo data only where it belongs (docs/decisions/0042): the demo's accounts, inbox and simulator go into a
// database the demo wrote first, which is marked so; a database with real members or tournaments never is.
const MARK = 'demo_database'
const DEMO_IDS = DEMO_ACCOUNTS.map((a) => a.loginId)

const demoAccounts = async (db: AppDb) =>
  (await db.select({ n: count() }).from(members).where(inArray(members.loginId, DEMO_IDS)))[0]!.n
const tournamentCount = async (db: AppDb) => (await db.select({ n: count() }).from(tournaments))[0]!.n
const seedTestDemo = (db: AppDb) => seedIfNeeded(db, { demo: 'test', today: DEMO_TODAY, log: null })

/** A member someone registered on this database: not one the demo wrote. */
const addRealMember = (db: AppDb) =>
  db
    .insert(members)
    .values({ loginId: 'realpro7', name: '실회원', email: 'realpro7@example.com', mobile: '01071234567' })

// Several seeded databases per file: generous for a machine whose two cores other suites share.
describe('where the demo goes', { timeout: 120_000 }, () => {
  const open: FixtureDatabase[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((f) => f.cleanup()))
  })
  const database = async (demo: 'test' | 'none') => {
    const fixture = await createFixtureDatabase(demo)
    open.push(fixture)
    return fixture.db
  }

  it('marks a database with nothing real in it as the demo one, with the demo accounts', async () => {
    const db = await database('none')
    expect(await readMeta(db, MARK)).toBeUndefined()
    await seedTestDemo(db)
    expect(await readMeta(db, MARK)).toBeDefined()
    expect(await demoAccounts(db)).toBe(DEMO_IDS.length)
  })

  it('writes no demo accounts, season or mark where a real member is, and the server says why', async () => {
    const db = await database('none')
    await addRealMember(db)
    await seedTestDemo(db)
    expect(await demoAccounts(db)).toBe(0)
    expect(await tournamentCount(db)).toBe(0)
    expect(await readMeta(db, MARK)).toBeUndefined()

    const app = await createTestApp(open[0]!.database, { env: testEnv({ DEMO: 'full' }), purgeJob: false })
    try {
      expect(app.demo).toEqual({
        on: false,
        reason: 'the database holds 1 member the demo did not write; DEMO is ignored',
      })
      const inbox = await app.inject({ method: 'GET', url: '/api/sandbox/phone/messages?phone=01071234567' })
      expect(inbox.statusCode).toBe(404)
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: 'staff01', pwd: DEMO_PASSWORD },
      })
      expect(login.statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('writes no demo accounts where an imported tournament is', async () => {
    const db = await database('none')
    await db.execute(sql`insert into seasons (tour_id, year) values (11, 2026)`)
    await db.insert(tournaments).values({
      tourId: 11,
      year: 2026,
      nameKo: '실제 대회',
      nameEn: 'Real event',
      startDate: '2026-05-01',
      endDate: '2026-05-04',
      rounds: 4,
      externalId: 'import:real-event',
    })
    await seedTestDemo(db)
    expect(await demoAccounts(db)).toBe(0)
    expect(await readMeta(db, MARK)).toBeUndefined()
  })

  it('stays the demo database after members sign up in it, so a laptop restart keeps the demo', async () => {
    const db = await database('test')
    await addRealMember(db) // a sign-up through the demo's public inbox
    await seedTestDemo(db)
    const app = await createTestApp(open[0]!.database, { env: testEnv({ DEMO: 'full' }), purgeJob: false })
    try {
      expect(app.demo).toEqual({ on: true })
      expect(app.phoneVerification).toBe('sandbox')
    } finally {
      await app.close()
    }
  })

  it('adopts a demo database seeded before the mark existed only while it holds nothing but the demo', async () => {
    const db = await database('test')
    await db.delete(appMeta).where(sql`${appMeta.key} = ${MARK}`) // as an older version left it
    await seedTestDemo(db)
    expect(await readMeta(db, MARK)).toBeDefined()

    const withSignUp = await database('test')
    await withSignUp.delete(appMeta).where(sql`${appMeta.key} = ${MARK}`)
    await addRealMember(withSignUp)
    await seedTestDemo(withSignUp)
    expect(await readMeta(withSignUp, MARK)).toBeUndefined()
  })
})
