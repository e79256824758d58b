import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import { FIRST_SEARCHABLE_SEASON } from '@contract/record-search'
import type { AppDb } from '../../db/database'
import { tournaments } from '../../db/schema/index'

/** Queries of the records pages (decision 0028); the aggregates of the rankings module are reused as they are. */

/** English names of games, for records that carry only the Korean one. */
export async function gameNames(
  db: AppDb,
  gameIds: number[],
): Promise<Map<number, { nameKo: string; nameEn: string }>> {
  if (gameIds.length === 0) return new Map()
  const rows = await db
    .select({ id: tournaments.id, nameKo: tournaments.nameKo, nameEn: tournaments.nameEn })
    .from(tournaments)
    .where(inArray(tournaments.id, gameIds))
  return new Map(rows.map((r) => [r.id, r]))
}

/** Series of the tour (same Korean name) with a completed edition since 2013: the latest edition and the count. */
export async function seriesOf(db: AppDb, tourId: number) {
  const rows = (await db.execute(sql`
    select distinct on (t.name_ko) t.id as "gameId", t.name_ko as "nameKo", t.name_en as "nameEn",
      count(*) over (partition by t.name_ko)::int as editions
    from tournaments t
    where t.tour_id = ${tourId} and t.status = 3 and t.year >= ${FIRST_SEARCHABLE_SEASON}
    order by t.name_ko, t.start_date desc, t.id desc`)) as unknown as {
    rows: Array<{ gameId: number; nameKo: string; nameEn: string; editions: number }>
  }
  return rows.rows
}

/**
 * Seasons since 2013 with a completed game and nothing left to play (every game completed or cancelled), newest first.
 */
export async function completedSeasons(db: AppDb, tourId: number): Promise<number[]> {
  const rows = await db
    .select({ year: tournaments.year })
    .from(tournaments)
    .where(and(eq(tournaments.tourId, tourId), gte(tournaments.year, FIRST_SEARCHABLE_SEASON)))
    .groupBy(tournaments.year)
    .having(sql`bool_and(${tournaments.status} in (3, 9)) and bool_or(${tournaments.status} = 3)`)
    .orderBy(desc(tournaments.year))
  return rows.map((r) => r.year)
}
