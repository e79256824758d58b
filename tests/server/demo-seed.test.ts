import { rm } from 'node:fs/promises'
import { getTableName, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database'
import { generateDemo } from '../../server/db/demo/generate'
import { seoulDate } from '@domain/time'
import { DEMO_KEY, prepareDatabase, readMeta, seedDemoData, seedIfNeeded } from '../../server/db/seed'
import { digest, rows } from './demo-digest'
import { makeTempDir } from './helpers'

// The small 'test' demo season: determinism, idempotent seeding, and the shape every server test sees.
const TODAY = '2026-05-14'

const counts = (d: Record<string, string>) =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, Number(v.split(':')[0])]))

/** The data set as text; the portal's rows name their table instead of holding drizzle's (circular) table object. */
const asJson = (data: unknown) =>
  JSON.stringify(data, (_key, value: unknown) => (value instanceof PgTable ? getTableName(value) : value))

describe('demo seeding (test scale)', () => {
  const dirs: string[] = []
  let database: Database
  let first: Record<string, string>

  beforeAll(async () => {
    const dataDir = await makeTempDir('demo-seed')
    dirs.push(dataDir)
    ;({ database } = await prepareDatabase(
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      { demo: 'test', today: TODAY },
    ))
    first = await digest(database.db)
  })
  afterAll(async () => {
    await database?.close()
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('generates identical data from the same seed and day, other data from another seed', () => {
    const a = generateDemo({ scale: 'test', seed: 'x', today: TODAY })
    const b = generateDemo({ scale: 'test', seed: 'x', today: TODAY })
    const c = generateDemo({ scale: 'test', seed: 'y', today: TODAY })
    expect(asJson(a.data)).toBe(asJson(b.data))
    expect(JSON.stringify(a.data.holeScores)).not.toBe(JSON.stringify(c.data.holeScores))
  })

  it('writes identical tables when the demo is seeded again with the same seed and day', async () => {
    expect(counts(first)).toMatchObject({ players: 60, courses: 2, seasons: 3 })
    await seedDemoData(database.db, { demo: 'test', today: TODAY, log: null })
    expect(await digest(database.db)).toEqual(first)
    await seedDemoData(database.db, { demo: 'test', today: TODAY, seed: 'another', log: null })
    const other = await digest(database.db)
    expect(other.hole_scores).not.toBe(first.hole_scores)
    await seedDemoData(database.db, { demo: 'test', today: TODAY, log: null })
    expect(await digest(database.db)).toEqual(first)
  })

  it('does not seed twice, also after a restart', async () => {
    expect(await seedIfNeeded(database.db, { demo: 'test', today: TODAY })).toBe(false)
    expect(await readMeta(database.db, DEMO_KEY)).toMatch(/^\d+:test$/)
    const dataDir = dirs[0] as string
    await database.close()
    const reopened = await prepareDatabase(
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      { demo: 'test', today: '2030-01-01' },
    )
    database = reopened.database
    expect(reopened.seeded).toBe(false)
    expect(counts(await digest(database.db))).toEqual(counts(first))
  })

  it('never replaces tournaments that are not demo data, and starts without the demo', async () => {
    const dataDir = await makeTempDir('demo-foreign')
    dirs.push(dataDir)
    const other = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      await other.migrate()
      await seedIfNeeded(other.db) // reference data only
      await other.db.execute(sql`insert into seasons (tour_id, year) values (11, 2026)`)
      await other.db.execute(
        sql`insert into tournaments (tour_id, year, name_ko, name_en, start_date, end_date, rounds) values (11, 2026,
          '실제 대회', 'Real event', '2026-05-01', '2026-05-04', 4)`,
      )
      await expect(seedIfNeeded(other.db, { demo: 'test', today: TODAY, log: null })).resolves.toBe(false)
      const [n] = await rows<{ n: number }>(other.db, sql`select count(*)::int as n from tournaments`)
      expect(n?.n).toBe(1)
    } finally {
      await other.close()
    }
  })
})

describe('the test season every server test gets (today in Seoul)', () => {
  let database: Database
  let dataDir: string
  beforeAll(async () => {
    dataDir = await makeTempDir('demo-today')
    ;({ database } = await prepareDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { demo: 'test' }))
  })
  afterAll(async () => {
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('has a past, a present and a future around today', async () => {
    const today = seoulDate()
    const events = await rows<{
      status: number
      format: string
      year: number
      start: string
      end: string
      finished: boolean
      rounds: number
    }>(
      database.db,
      sql`
      select status, format, year, start_date::text as start, end_date::text as end, finished, rounds from tournaments
        order by start_date`,
    )
    const current = events.filter((e) => e.year === Number(today.slice(0, 4)))
    expect(current.filter((e) => e.status === 3 && e.format === 'stroke')).toHaveLength(2)
    expect(current.filter((e) => e.status === 3 && e.format === 'match')).toHaveLength(1)
    expect(current.filter((e) => e.status === 2)).toHaveLength(1)
    expect(current.filter((e) => e.status === 1 || e.status === 4)).toHaveLength(1)
    const live = current.find((e) => e.status === 2)
    expect((live?.start ?? '') < today && (live?.end ?? '') > today).toBe(true)
    for (const e of current.filter((x) => x.status === 3)) expect(e.end < today && e.finished).toBe(true)
    for (const e of current.filter((x) => x.status === 1 || x.status === 4)) expect(e.start > today).toBe(true)
    expect(events.filter((e) => e.year < Number(today.slice(0, 4))).length).toBe(6) // two past seasons
    const [live2] = await rows<{ started: number; finished: number; waiting: number }>(
      database.db,
      sql`
      select sum((coalesce(h.n, 0) between 1 and 17)::int)::int as started, sum((h.n = 18)::int)::int as finished,
        sum((h.n is null)::int)::int as waiting
      from entries e join tournaments t on t.id = e.tournament_id and t.status = 2
      left join (select entry_id, count(*) as n from hole_scores where round = 2 group by entry_id) h
        on h.entry_id = e.id
      where e.status = 'active'`,
    )
    expect(live2?.started).toBeGreaterThan(0)
    expect(live2?.finished).toBeGreaterThan(0)
    expect(live2?.waiting).toBeGreaterThan(0)
  })
})
