import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb } from '../../server/db/database'
import { createTestDatabase, type TestDatabase } from './helpers'

// The tournament schema guards its codes and keys in the database itself, whoever writes.
async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

describe('tournament schema', () => {
  let testDb: TestDatabase
  let db: AppDb
  let tournamentId: number
  let entryId: number

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    const [live] = await rows<{ id: number }>(db, sql`select id from tournaments where status = 2`)
    tournamentId = live?.id as number
    const [entry] = await rows<{ id: number }>(
      db,
      sql`select id from entries where tournament_id = ${tournamentId} limit 1`,
    )
    entryId = entry?.id as number
  })
  afterAll(async () => {
    await testDb.cleanup()
  })

  // Each statement runs in a transaction that is rolled back, so the data stays as seeded.
  async function rejects(statement: SQL): Promise<string> {
    let message = ''
    await db
      .transaction(async (tx) => {
        await tx.execute(statement)
      })
      .catch((error: unknown) => {
        const e = error as { message?: string; cause?: { message?: string } }
        message = `${e.message ?? ''} ${e.cause?.message ?? ''}`
      })
    expect(message).not.toBe('')
    return message
  }

  it('rejects unknown status codes, formats, stage types and half cut rules', async () => {
    await rejects(sql`update tournaments set status = 5 where id = ${tournamentId}`)
    await rejects(sql`update tournaments set format = 'skins' where id = ${tournamentId}`)
    await rejects(sql`update tournaments set stage_type = 'qualifier' where id = ${tournamentId}`)
    await rejects(sql`update tournaments set cut_top = null where id = ${tournamentId}`)
    await rejects(sql`update tournaments set end_date = start_date - 1 where id = ${tournamentId}`)
  })

  it('rejects a tournament outside any season, and an entry twice for one player', async () => {
    await rejects(
      sql`insert into tournaments (tour_id, year, name_ko, name_en, start_date, end_date, rounds) values (11, 1900,
        'x', 'x', '1900-05-01', '1900-05-04', 4)`,
    )
    await rejects(
      sql`insert into entries (tournament_id, player_id) select tournament_id, player_id from entries
        where id = ${entryId}`,
    )
    await rejects(sql`update entries set status = 'MC' where id = ${entryId}`)
  })

  it('rejects impossible holes, lies, tee starts and match states', async () => {
    await rejects(
      sql`insert into hole_scores (entry_id, round, hole, tournament_id, strokes) values (${entryId}, 4, 19,
        ${tournamentId}, 4)`,
    )
    await rejects(
      sql`insert into hole_scores (entry_id, round, hole, tournament_id, strokes) values (${entryId}, 4, 1,
        ${tournamentId}, 0)`,
    )
    await rejects(sql`update shots set lie = 13 where entry_id = (select entry_id from shots limit 1)`)
    await rejects(sql`update tee_groups set start_hole = 5 where tournament_id = ${tournamentId}`)
    await rejects(sql`update matches set state = 'halved' where id = (select min(id) from matches)`)
    const message = await rejects(
      sql`insert into hole_scores (entry_id, round, hole, tournament_id, strokes) values (999999, 1, 1,
        ${tournamentId}, 4)`,
    )
    expect(message).toMatch(/foreign key|violates/i)
  })

  it('accepts a live score write and cascades deletes from a tournament', async () => {
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into hole_scores (entry_id, round, hole, tournament_id, strokes, putts, gir) values (${entryId},
            4, 1, ${tournamentId}, 4, 2, true)`,
        )
        await tx.execute(sql`delete from tournaments where id = ${tournamentId}`)
        const [left] = (
          (await tx.execute(
            sql`select count(*)::int as n from hole_scores where tournament_id = ${tournamentId}`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows
        expect(left?.n).toBe(0)
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!String((error as Error).message).includes('Rollback')) throw error
      })
    const [still] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from hole_scores where tournament_id = ${tournamentId}`,
    )
    expect(still?.n).toBeGreaterThan(0)
  })

  it('has the indexes the leaderboard and records pages read by', async () => {
    const names = (
      await rows<{ indexname: string }>(db, sql`select indexname from pg_indexes where schemaname = 'public'`)
    ).map((r) => r.indexname)
    expect(names).toEqual(
      expect.arrayContaining([
        'hole_scores_entry_id_round_hole_pk',
        'hole_scores_tournament_round_idx',
        'shots_entry_id_round_hole_shot_no_pk',
        'shots_tournament_hole_idx',
        'round_totals_tournament_round_idx',
        'entries_tournament_player_unique',
        'entries_player_idx',
        'tournaments_tour_year_idx',
        'tournaments_status_idx',
        'tee_groups_round_group_unique',
        'seasons_tour_year_unique',
      ]),
    )
  })
})
