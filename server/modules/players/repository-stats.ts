import { sql } from 'drizzle-orm'
import type { SeasonStatDto } from '@contract/player'
import { roundHalfUp } from '@domain/rankings/competition-rank'
import type { AppDb } from '../../db/database'

type Rows<T> = { rows: T[] }

interface RoundRow {
  season: number
  rounds: number
  strokes: number
}
interface HoleRow {
  season: number
  drives: number
  driveYards: number
  fairwaysHit: number
  fairwayAttempts: number
  greensHit: number
  holes: number
  puttRounds: number
  putts: number
}

const ratio = (num: number, den: number, decimals: number, scale = 1) =>
  den > 0 ? roundHalfUp((num * scale) / den, decimals) : null

/**
 * A player's statistics by season on one tour, over complete stroke-play rounds of completed games,
 * counted as the season rankings count them (server/modules/rankings). Seasons imported as totals keep
 * no hole scores, so their shot statistics are null rather than invented.
 */
export async function seasonStats(db: AppDb, playerId: number, tourId: number): Promise<SeasonStatDto[]> {
  const games = sql`e.player_id = ${playerId} and t.tour_id = ${tourId} and t.status = 3 and t.format = 'stroke'`
  const [rounds, holes] = await Promise.all([
    db.execute(sql`
      select t.year as season, count(*)::int as rounds, sum(rt.strokes)::int as strokes
      from round_totals rt join entries e on e.id = rt.entry_id join tournaments t on t.id = rt.tournament_id
      where ${games} and rt.holes_played = 18
      group by t.year`) as unknown as Promise<Rows<RoundRow>>,
    db.execute(sql`
      with r as (
        select t.year, count(hs.drive_distance_yd) as drives, coalesce(sum(hs.drive_distance_yd), 0) as drive_yards,
          count(*) filter (where hs.fairway_hit) as fairways_hit, count(hs.fairway_hit) as fairway_attempts,
          count(*) filter (where hs.gir) as greens_hit, count(hs.gir) as holes,
          count(hs.putts) = 18 as has_putts, coalesce(sum(hs.putts), 0) as putts
        from hole_scores hs join entries e on e.id = hs.entry_id join tournaments t on t.id = hs.tournament_id
        where ${games}
        group by t.year, hs.entry_id, hs.round
        having count(*) = 18)
      select year as season, sum(drives)::int as drives, sum(drive_yards)::float8 as "driveYards",
        sum(fairways_hit)::int as "fairwaysHit", sum(fairway_attempts)::int as "fairwayAttempts",
        sum(greens_hit)::int as "greensHit", sum(holes)::int as holes,
        (count(*) filter (where has_putts))::int as "puttRounds", coalesce(sum(putts) filter (where has_putts),
          0)::int as putts
      from r group by year`) as unknown as Promise<Rows<HoleRow>>,
  ])
  const holesOf = new Map(holes.rows.map((h) => [Number(h.season), h]))
  return rounds.rows
    .map((r) => {
      const h = holesOf.get(Number(r.season))
      return {
        season: Number(r.season),
        rounds: r.rounds,
        scoringAverage: ratio(r.strokes, r.rounds, 2),
        drivingDistance: h ? ratio(h.driveYards, h.drives, 1) : null,
        drivingAccuracy: h ? ratio(h.fairwaysHit, h.fairwayAttempts, 2, 100) : null,
        greensInRegulation: h ? ratio(h.greensHit, h.holes, 2, 100) : null,
        puttsPerRound: h ? ratio(h.putts, h.puttRounds, 2) : null,
      }
    })
    .sort((a, b) => a.season - b.season)
}
