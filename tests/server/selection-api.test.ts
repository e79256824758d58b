import { selectionResultsSchema, selectionSeasonSchema } from '@contract/selection'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

type Rows<T> = { rows: T[] }

/**
 * The small demo season has no tour 54, so this test writes one tryout (completed, 36 players: ranks 1-28,
 * a tie for 29th of three across the line, one more, 3 missed, one WD) and one upcoming finals.
 */
describe('membership selection', () => {
  let fx: FixtureDatabase
  let app: App
  let tryout = 0
  let finals = 0
  const get = (url: string) => app.inject({ method: 'GET', url })

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    const db = fx.db
    await db.execute(sql`insert into seasons (tour_id, year) values (54, 2026), (54, 2025) on conflict do nothing`)
    const made =
      (await db.execute(sql`insert into tournaments (tour_id, year, name_ko, name_en, start_date, end_date, course_id,
        status, rounds, stage_type, finished, current_round)
      values (54, 2026, '2026 회원선발전 예선전', '2026 Membership Selection Tryout', '2026-05-12', '2026-05-13', 1, 3, 2,
        'tryout', true, 2),
             (54, 2026, '2026 회원선발전 본선', '2026 Membership Selection Finals', '2026-07-01', '2026-07-04', 1, 1, 4,
               'finals', false, 0),
             (54, 2025, '2025 회원선발전 본선', '2025 Membership Selection Finals', '2025-07-01', '2025-07-04', 1, 3, 4,
               'finals', true, 4)
      returning id`)) as unknown as Rows<{ id: number }>
    tryout = made.rows[0]!.id
    finals = made.rows[1]!.id
    const players = (
      (await db.execute(sql`select id from players order by id limit 36`)) as unknown as Rows<{ id: number }>
    ).rows.map((r) => r.id)
    for (const [i, playerId] of players.entries()) {
      const rank = i < 28 ? i + 1 : i < 31 ? 29 : i === 31 ? 32 : i < 35 ? 33 : null
      const status = i === 35 ? 'WD' : 'active'
      const text = i === 35 ? 'WD' : i >= 32 ? 'MC' : i >= 28 && i < 31 ? 'T29' : String(rank)
      const entry = (await db.execute(
        sql`insert into entries (tournament_id, player_id, status, finish_rank, finish_text) values (${tryout},
          ${playerId}, ${status}, ${rank}, ${text}) returning id`,
      )) as unknown as Rows<{ id: number }>
      const strokes = 68 + Math.min(i, 30) / 3
      await db.execute(
        sql`insert into round_totals (entry_id, round, tournament_id, strokes, to_par, holes_played)
          values (${entry.rows[0]!.id}, 1, ${tryout}, ${Math.round(strokes)}, ${Math.round(strokes) - 72}, 18)`,
      )
      if (i < 35)
        await db.execute(
          sql`insert into round_totals (entry_id, round, tournament_id, strokes, to_par, holes_played)
            values (${entry.rows[0]!.id}, 2, ${tryout}, 72, 0, 18)`,
        )
      if (i < 20) await db.execute(sql`insert into entries (tournament_id, player_id) values (${finals}, ${playerId})`)
    }
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('lists the stages of the latest season with schedule, venue, status and who passed', async () => {
    const res = await get('/api/selection')
    expect(res.statusCode, res.body).toBe(200)
    const season = selectionSeasonSchema.parse(res.json())
    expect(season.year).toBe(2026)
    expect(season.years).toEqual([2026, 2025])
    expect(season.events.map((e) => [e.stageType, e.status, e.fieldSize, e.passPlaces, e.passedCount])).toEqual([
      ['tryout', 3, 36, 30, 31],
      ['finals', 1, 20, 40, null],
    ])
    expect(season.events[0]!.venueKo).toBeTruthy()
    const older = selectionSeasonSchema.parse((await get('/api/selection?year=2025')).json())
    expect(older.events.map((e) => e.stageType)).toEqual(['finals'])
    expect(selectionSeasonSchema.parse((await get('/api/selection?year=1990')).json()).events).toEqual([])
  })

  it('ranks the results with pass and fail, the tie on the line passing whole', async () => {
    const res = await get(`/api/selection/${tryout}/results`)
    expect(res.statusCode, res.body).toBe(200)
    const { rows, passPlaces, completed } = selectionResultsSchema.parse(res.json())
    expect(completed).toBe(true)
    expect(passPlaces).toBe(30)
    expect(rows).toHaveLength(36)
    expect(rows.slice(0, 31).every((r) => r.passed)).toBe(true)
    expect(rows.filter((r) => r.rankText === 'T29').every((r) => r.passed)).toBe(true)
    expect(rows.slice(31).some((r) => r.passed)).toBe(false)
    expect(rows[0]).toMatchObject({ rank: 1, rankText: '1', rounds: [68, 72], totalStrokes: 140, toPar: -4 })
    expect(rows.at(-1)).toMatchObject({ rankText: 'WD', passed: false, rounds: [78, null] })
  })

  it('shows an upcoming stage as its entry list, and refuses other tours', async () => {
    const upcoming = selectionResultsSchema.parse((await get(`/api/selection/${finals}/results`)).json())
    expect(upcoming.completed).toBe(false)
    expect(upcoming.rows).toHaveLength(20)
    expect(upcoming.rows.every((r) => r.rank === null && !r.passed)).toBe(true)
    const mainTour = (await fx.db.execute(
      sql`select id from tournaments where tour_id = 11 limit 1`,
    )) as unknown as Rows<{ id: number }>
    expect((await get(`/api/selection/${mainTour.rows[0]!.id}/results`)).statusCode).toBe(404)
  })
})
