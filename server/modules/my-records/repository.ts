import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, members, players, tournaments } from '../../db/schema/index'
import { playerRefColumns, toPlayerRef } from '../games/repository-games'

type Rows<T> = { rows: T[] }

/**
 * The player a member is (docs/requirements/my-page.md#my-2): the one holding the member's membership number; the
 * lowest id when the association's data holds it twice. Null for a member without a number or not a player.
 */
export async function playerOfMember(db: AppDb, memberId: number) {
  const [row] = await db
    .select({ ...playerRefColumns, awards: players.awards })
    .from(members)
    .innerJoin(players, and(isNotNull(members.memberNo), eq(players.memberNo, members.memberNo)))
    .where(eq(members.id, memberId))
    .orderBy(asc(players.id))
    .limit(1)
  return row ? { ref: toPlayerRef(row), awards: row.awards } : null
}

/** Seasons in which the player entered a tournament, newest first. */
export async function yearsOfPlayer(db: AppDb, playerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.playerId, playerId))
    .orderBy(desc(tournaments.year))
  return rows.map((r) => r.year)
}

export interface HoleRoundsRow {
  gameId: number
  rounds: number[]
}

/** The player's tournaments (of one season, or all) that keep hole scores, with the rounds that have some. */
export async function roundsWithHoleScores(db: AppDb, playerId: number, year?: number): Promise<HoleRoundsRow[]> {
  const inYear = year === undefined ? sql`` : sql`and t.year = ${year}`
  const result = (await db.execute(sql`
    select e.tournament_id as "gameId", array_agg(distinct h.round order by h.round) as rounds
    from entries e
      join tournaments t on t.id = e.tournament_id
      join hole_scores h on h.entry_id = e.id
    where e.player_id = ${playerId} ${inYear}
    group by e.tournament_id`)) as unknown as Rows<{ gameId: number; rounds: number[] }>
  return result.rows.map((r) => ({ gameId: r.gameId, rounds: r.rounds.map(Number) }))
}
