import { and, desc, eq, sql } from 'drizzle-orm'
import type { PlayerSeasonLine } from '@domain/rankings/season-line'
import type { AppDb } from '../../db/database'
import { tournaments } from '../../db/schema/index'

/** A season line with what the answer shows besides the domain's fields. */
export interface SeasonLineRow extends PlayerSeasonLine {
  nameEn: string
  country: string
  /** Complete rounds with putts on every hole: the putts list is computed over these only. */
  puttRounds: number
}

type Rows<T> = { rows: T[] }

type StatKey =
  | 'drives'
  | 'driveYards'
  | 'fairwaysHit'
  | 'fairwayAttempts'
  | 'greensHit'
  | 'holes'
  | 'putts'
  | 'puttRounds'
  | 'missedGreens'
  | 'scrambles'
type StatRow = Pick<SeasonLineRow, StatKey> & { playerId: number }

/**
 * Aggregates one season of one tour into a line per player, in SQL (a season holds tens of thousands
 * of hole scores): results (points, prize) of the completed games, complete rounds and strokes from
 * round_totals, and the shot statistics from hole_scores of complete rounds. Three grouped queries.
 */
export async function seasonLines(db: AppDb, tourId: number, season: number): Promise<SeasonLineRow[]> {
  const games = sql`t.tour_id = ${tourId} and t.year = ${season} and t.status = 3`
  const [results, rounds, stats] = await Promise.all([
    db.execute(sql`
      select e.player_id as "playerId", p.name_ko as "nameKo", p.first_name_en || ' ' || p.last_name_en as "nameEn",
        p.country,
        bool_or(e.tour_member) as "tourMember", coalesce(p.rookie_year = ${season}, false) as rookie,
        coalesce(sum(e.genesis_points), 0)::float8 as points, coalesce(sum(e.prize_won), 0)::float8 as prize
      from entries e join tournaments t on t.id = e.tournament_id join players p on p.id = e.player_id
      where ${games}
      group by e.player_id, p.id`) as unknown as Promise<
      Rows<{
        playerId: number
        nameKo: string
        nameEn: string
        country: string
        tourMember: boolean
        rookie: boolean
        points: number
        prize: number
      }>
    >,
    db.execute(sql`
      select e.player_id as "playerId", count(*)::int as rounds, sum(rt.strokes)::int as strokes
      from round_totals rt join entries e on e.id = rt.entry_id join tournaments t on t.id = rt.tournament_id
      where ${games} and t.format = 'stroke' and rt.holes_played = 18
      group by e.player_id`) as unknown as Promise<Rows<{ playerId: number; rounds: number; strokes: number }>>,
    db.execute(sql`
      with r as (
        select e.player_id, count(hs.drive_distance_yd) as drives, coalesce(sum(hs.drive_distance_yd),
          0) as drive_yards,
          count(*) filter (where hs.fairway_hit) as fairways_hit, count(hs.fairway_hit) as fairway_attempts,
          count(*) filter (where hs.gir) as greens_hit, count(hs.gir) as holes,
          count(*) filter (where not hs.gir) as missed_greens, count(*) filter (where not hs.gir
            and hs.strokes <= ch.par) as scrambles,
          count(hs.putts) = 18 as has_putts, coalesce(sum(hs.putts), 0) as putts
        from hole_scores hs join entries e on e.id = hs.entry_id join tournaments t on t.id = hs.tournament_id
        join course_holes ch on ch.course_id = t.course_id and ch.hole = hs.hole
        where ${games} and t.format = 'stroke'
        group by e.player_id, hs.entry_id, hs.round
        having count(*) = 18)
      select player_id as "playerId", sum(drives)::int as drives, sum(drive_yards)::float8 as "driveYards",
        sum(fairways_hit)::int as "fairwaysHit", sum(fairway_attempts)::int as "fairwayAttempts",
        sum(greens_hit)::int as "greensHit", sum(holes)::int as holes, sum(missed_greens)::int as "missedGreens",
        sum(scrambles)::int as scrambles, (count(*) filter (where has_putts))::int as "puttRounds",
        coalesce(sum(putts) filter (where has_putts), 0)::int as putts
      from r group by player_id`) as unknown as Promise<Rows<StatRow>>,
  ])
  const roundsOf = new Map(rounds.rows.map((r) => [r.playerId, r]))
  const statsOf = new Map(stats.rows.map((s) => [s.playerId, s]))
  return results.rows.map((r) => {
    const s = statsOf.get(r.playerId)
    return {
      playerId: String(r.playerId),
      name: r.nameKo,
      nameEn: r.nameEn,
      country: r.country,
      tourMember: r.tourMember,
      rookie: r.rookie,
      rounds: roundsOf.get(r.playerId)?.rounds ?? 0,
      strokes: roundsOf.get(r.playerId)?.strokes ?? 0,
      drives: s?.drives ?? 0,
      driveYards: s?.driveYards ?? 0,
      fairwaysHit: s?.fairwaysHit ?? 0,
      fairwayAttempts: s?.fairwayAttempts ?? 0,
      greensHit: s?.greensHit ?? 0,
      holes: s?.holes ?? 0,
      putts: s?.putts ?? 0,
      puttRounds: s?.puttRounds ?? 0,
      missedGreens: s?.missedGreens ?? 0,
      scrambles: s?.scrambles ?? 0,
      points: r.points,
      prize: r.prize,
    }
  })
}

/** Rounds of the tour's completed stroke-play games in the season: the base of the 40% rule. */
export async function seasonRoundCount(db: AppDb, tourId: number, season: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${tournaments.rounds}), 0)::int` })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.tourId, tourId),
        eq(tournaments.year, season),
        eq(tournaments.status, 3),
        eq(tournaments.format, 'stroke'),
      ),
    )
  return row?.n ?? 0
}

/** The latest season of the tour with a completed game; null when it has none. */
export async function latestSeason(db: AppDb, tourId: number): Promise<number | null> {
  const [row] = await db
    .select({ year: tournaments.year })
    .from(tournaments)
    .where(and(eq(tournaments.tourId, tourId), eq(tournaments.status, 3)))
    .orderBy(desc(tournaments.year))
    .limit(1)
  return row?.year ?? null
}
