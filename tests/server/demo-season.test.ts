import { rm } from 'node:fs/promises'
import { sql, type SQL } from 'drizzle-orm'
import { COUNTRIES } from '@domain/codes/country-table'
import { weather } from '@domain/codes/weather'
import { WIND_DIRECTIONS } from '@domain/codes/wind'
import { ballLocation } from '@domain/codes/ball-location'
import { LIE } from '../../server/db/demo/hole-detail'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb, Database } from '../../server/db/database'
import { prepareDatabase } from '../../server/db/seed'
import { makeTempDir } from './helpers'

// The full demo season, seeded once (about 15 s on PGlite): realistic statistics and structure.
const TODAY = '2026-11-23'
const YEAR = 2026

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

describe('demo season (full scale)', () => {
  let dataDir: string
  let database: Database
  let db: AppDb

  beforeAll(async () => {
    dataDir = await makeTempDir('demo-full')
    const lines: string[] = []
    const t0 = performance.now()
    ;({ database } = await prepareDatabase(
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      { demo: 'full', today: TODAY, log: (line) => lines.push(line) },
    ))
    db = database.db
    console.log(
      `${lines.join('\n')}\nprepareDatabase (open + migrate + seed) took ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  // Hole rows of finished current-season stroke play on the main tour, with the hole's par.
  const mainHoles = sql`
    select hs.*, ch.par from hole_scores hs
    join tournaments t on t.id = hs.tournament_id
    join course_holes ch on ch.course_id = t.course_id and ch.hole = hs.hole
    where t.tour_id = 11 and t.year = ${YEAR} and t.status = 3`

  describe('scoring statistics', () => {
    it('averages 70-72.5 strokes on par-72 courses', async () => {
      const [r] = await rows<{ avg: number; n: number }>(
        db,
        sql`
        select avg(rt.strokes)::float8 as avg, count(*)::int as n from round_totals rt
        join tournaments t on t.id = rt.tournament_id join courses c on c.id = t.course_id
        where t.tour_id = 11 and t.year = ${YEAR} and t.status = 3 and c.par = 72 and rt.holes_played = 18`,
      )
      expect(r?.n).toBeGreaterThan(500)
      expect(r?.avg).toBeGreaterThan(70)
      expect(r?.avg).toBeLessThan(72.5)
    })

    it('has tour-like rates of birdies, eagles, holes-in-one and double bogeys', async () => {
      const byPar = await rows<{ par: number; n: number; birdie: number; eagle: number; hio: number; double: number }>(
        db,
        sql`
        select par, count(*)::int as n,
          avg((strokes - par = -1)::int)::float8 as birdie,
          sum((strokes - par <= -2)::int)::int as eagle,
          sum((strokes = 1)::int)::int as hio,
          avg((strokes - par >= 2)::int)::float8 as double
        from (${mainHoles}) h group by par order by par`,
      )
      const p3 = byPar.find((r) => r.par === 3)
      const p4 = byPar.find((r) => r.par === 4)
      const p5 = byPar.find((r) => r.par === 5)
      expect(p3?.birdie).toBeGreaterThan(0.08)
      expect(p3?.birdie).toBeLessThan(0.16)
      expect(p4?.birdie).toBeGreaterThan(0.11)
      expect(p4?.birdie).toBeLessThan(0.19)
      expect(p5?.birdie).toBeGreaterThan(0.3)
      expect(p5?.birdie).toBeLessThan(0.48)
      const eagles = byPar.reduce((s, r) => s + r.eagle - (r.par === 3 ? r.hio : 0), 0)
      expect((p5?.eagle ?? 0) / eagles).toBeGreaterThan(0.7)
      const holesInOne = byPar.reduce((s, r) => s + r.hio, 0)
      expect(holesInOne).toBeGreaterThanOrEqual(1)
      const n = byPar.reduce((s, r) => s + r.n, 0)
      const doubles = byPar.reduce((s, r) => s + r.double * r.n, 0) / n
      expect(doubles).toBeGreaterThan(0.01)
      expect(doubles).toBeLessThan(0.05)
    })

    it('has 60-72 % greens in regulation, 28-31 putts a round and drives of 270-300 yards', async () => {
      const [r] = await rows<{ gir: number; putts: number; drive: number; fairways: number }>(
        db,
        sql`
        select avg(gir::int)::float8 as gir, (avg(putts) * 18)::float8 as putts,
          avg(drive_distance_yd)::float8 as drive, avg(fairway_hit::int)::float8 as fairways
        from (${mainHoles}) h`,
      )
      expect(r?.gir).toBeGreaterThan(0.6)
      expect(r?.gir).toBeLessThan(0.72)
      expect(r?.putts).toBeGreaterThan(28)
      expect(r?.putts).toBeLessThan(31)
      expect(r?.drive).toBeGreaterThan(270)
      expect(r?.drive).toBeLessThan(300)
      expect(r?.fairways).toBeGreaterThan(0.5)
      expect(r?.fairways).toBeLessThan(0.75)
    })

    // Cut lines of real main tours fall between about -4 and +4 (lower in the 156-player fields of the big events).
    it('has winners between -10 and -25 and cut lines between -4 and +4 on the main tour', async () => {
      const events = await rows<{ id: number; winner: number; cut_line: number }>(
        db,
        sql`
        select t.id,
          (select sum(rt.to_par) from entries e join round_totals rt on rt.entry_id = e.id
            where e.tournament_id = t.id and e.finish_rank = 1)::int as winner,
          (select max(s) from (select sum(rt.to_par) as s from entries e join round_totals rt on rt.entry_id = e.id
             where e.tournament_id = t.id and e.finish_rank is not null and rt.round <= 2
               group by e.id) x)::int as cut_line
        from tournaments t
        where t.tour_id = 11 and t.year = ${YEAR} and t.status = 3 and t.format = 'stroke' and t.rounds = 4`,
      )
      expect(events.length).toBeGreaterThanOrEqual(6)
      for (const e of events) {
        expect(e.winner).toBeGreaterThanOrEqual(-25)
        expect(e.winner).toBeLessThanOrEqual(-10)
        expect(e.cut_line).toBeGreaterThanOrEqual(-4)
        expect(e.cut_line).toBeLessThanOrEqual(4)
      }
    })

    it('spreads the field by skill: best scoring average near 69, worst near 74', async () => {
      const averages = await rows<{ avg: number }>(
        db,
        sql`
        select avg(rt.strokes - c.par + 72)::float8 as avg from round_totals rt
        join entries e on e.id = rt.entry_id join tournaments t on t.id = rt.tournament_id join courses c
          on c.id = t.course_id
        where t.tour_id = 11 and t.year = ${YEAR} and t.status = 3 and rt.holes_played = 18
        group by e.player_id having count(*) >= 12 order by 1`,
      )
      expect(averages[0]?.avg).toBeLessThan(70.2)
      expect(averages[0]?.avg).toBeGreaterThan(67.5)
      expect(averages[averages.length - 1]?.avg).toBeGreaterThan(73)
    })
  })

  describe('structure', () => {
    it('gives every main tour a current season with completed events', async () => {
      const tours = await rows<{ tour_id: number; completed: number; upcoming: number }>(
        db,
        sql`
        select tour_id, sum((status = 3)::int)::int as completed, sum((status in (1, 4))::int)::int as upcoming
        from tournaments where year = ${YEAR} group by tour_id order by tour_id`,
      )
      expect(tours.map((t) => t.tour_id)).toEqual([11, 12, 13, 20, 54, 75])
      for (const t of tours) {
        expect(t.completed).toBeGreaterThan(0)
        expect(t.upcoming).toBeGreaterThan(0)
      }
    })

    it('has exactly one tournament in progress, on the main tour, with round 2 part-played today', async () => {
      const live = await rows<{
        id: number
        tour_id: number
        current_round: number
        start_date: string
        finished: boolean
      }>(db, sql`select id, tour_id, current_round, start_date::text, finished from tournaments where status = 2`)
      expect(live).toHaveLength(1)
      const t = live[0] as (typeof live)[number]
      expect(t).toMatchObject({ tour_id: 11, current_round: 2, finished: false, start_date: '2026-11-22' })
      const rounds = await rows<{ round: number; status: string; date: string }>(
        db,
        sql`select round, status, date::text from tournament_rounds where tournament_id = ${t.id} order by round`,
      )
      expect(rounds.map((r) => r.status)).toEqual(['complete', 'playing', 'planned', 'planned'])
      expect(rounds[1]?.date).toBe(TODAY)
      const progress = await rows<{ holes: number; n: number }>(
        db,
        sql`
        select coalesce(h.holes, 0)::int as holes, count(*)::int as n
        from entries e left join (select entry_id, count(*) as holes from hole_scores where tournament_id = ${t.id}
          and round = 2 group by entry_id) h on h.entry_id = e.id
        where e.tournament_id = ${t.id} and e.status = 'active' group by 1`,
      )
      const count = (f: (h: number) => boolean) => progress.filter((p) => f(p.holes)).reduce((s, p) => s + p.n, 0)
      expect(count((h) => h === 18)).toBeGreaterThan(0) // finished
      expect(count((h) => h > 0 && h < 18)).toBeGreaterThan(0) // on the course
      expect(count((h) => h === 0)).toBeGreaterThan(0) // not started
      const tees = await rows<{ start_hole: number; n: number; first: string; last: string }>(
        db,
        sql`
        select start_hole, count(*)::int as n, to_char(min(tee_time) at time zone 'Asia/Seoul', 'HH24:MI') as first,
          to_char(max(tee_time) at time zone 'Asia/Seoul', 'HH24:MI') as last
        from tee_groups where tournament_id = ${t.id} and round = 2 group by start_hole order by start_hole`,
      )
      expect(tees.map((g) => g.start_hole)).toEqual([1, 10])
      for (const g of tees) {
        expect(g.first < '08:00').toBe(true) // morning wave
        expect(g.last > '12:00').toBe(true) // afternoon wave
      }
      // Starters on the 10th play 10-18 first.
      const [tenth] = await rows<{ ok: boolean }>(
        db,
        sql`
        select bool_and(hs.hole >= 10) as ok from hole_scores hs
        join tee_group_players gp on gp.entry_id = hs.entry_id join tee_groups g on g.id = gp.group_id and g.round = 2
        where hs.tournament_id = ${t.id} and hs.round = 2 and g.start_hole = 10
          and (select count(*) from hole_scores x where x.entry_id = hs.entry_id and x.round = 2) <= 9`,
      )
      expect(tenth?.ok).toBe(true)
    })

    it('lists upcoming events with application periods (open, planned) opening 10:00 and closing 16:00', async () => {
      const upcoming = await rows<{
        status: number
        opens: string
        closes: string
        open_now: boolean
        planned: boolean
      }>(
        db,
        sql`
        select status, to_char(application_opens_at at time zone 'Asia/Seoul', 'HH24:MI') as opens,
          to_char(application_closes_at at time zone 'Asia/Seoul', 'HH24:MI') as closes,
          (application_opens_at <= ${`${TODAY}T12:30:00+09:00`}::timestamptz
            and application_closes_at > ${`${TODAY}T12:30:00+09:00`}::timestamptz) as open_now,
          application_opens_at > ${`${TODAY}T12:30:00+09:00`}::timestamptz as planned
        from tournaments where status in (1, 4) and start_date > ${TODAY}::date`,
      )
      expect(upcoming.length).toBeGreaterThanOrEqual(6)
      for (const u of upcoming) expect([u.opens, u.closes]).toEqual(['10:00', '16:00'])
      expect(upcoming.some((u) => u.status === 1 && u.open_now)).toBe(true)
      expect(upcoming.some((u) => u.status === 1 && u.planned)).toBe(true)
      expect(upcoming.some((u) => u.status === 4)).toBe(true)
    })

    it('has a consistent match-play bracket', async () => {
      const [event] = await rows<{ id: number }>(
        db,
        sql`select id from tournaments where format = 'match' and year = ${YEAR}`,
      )
      expect(event).toBeDefined()
      const ms = await rows<{
        bracket_round: string
        match_no: number
        a: number
        b: number
        winner: number | null
        result: string
        state: string
        holes: number
      }>(
        db,
        sql`
        select bracket_round, match_no, entry_a_id as a, entry_b_id as b, winner_entry_id as winner, result, state,
          jsonb_array_length(hole_results)::int as holes
        from matches where tournament_id = ${event?.id} order by round_order, bracket_round, match_no`,
      )
      const inRound = (r: string) => ms.filter((m) => m.bracket_round === r)
      expect([16, 8, 4, 2, 1, 1].slice(1)).toEqual(
        ['round_of_16', 'quarterfinal', 'semifinal', 'final', 'third_place'].map(
          (r) => inRound(r).length * (r === 'final' || r === 'third_place' ? 1 : 1),
        ),
      )
      const feeds = (next: string, prev: string) => {
        for (const m of inRound(next)) {
          const [x, y] = [inRound(prev)[2 * m.match_no - 2], inRound(prev)[2 * m.match_no - 1]]
          expect([m.a, m.b]).toEqual([x?.winner, y?.winner])
        }
      }
      feeds('quarterfinal', 'round_of_16')
      feeds('semifinal', 'quarterfinal')
      const semis = inRound('semifinal')
      expect([inRound('final')[0]?.a, inRound('final')[0]?.b]).toEqual(semis.map((s) => s.winner))
      const third = inRound('third_place')[0]
      expect([third?.a, third?.b]).toEqual(semis.map((s) => (s.winner === s.a ? s.b : s.a)))
      for (const m of ms) {
        expect(m.state).toBe('finished')
        expect(m.holes).toBeGreaterThanOrEqual(10)
        if (m.bracket_round === 'group' && m.result === 'AS') {
          // A group match may be halved after 18: no winner, no extra holes.
          expect([m.winner, m.holes]).toEqual([null, 18])
          continue
        }
        expect([m.a, m.b]).toContain(m.winner)
        expect(m.result).toMatch(/^(\d&\d|\d up|\d\d holes)$/)
      }
      // The group stage feeds the round of 16: every player there played in a group and was not 3rd or worse.
      const grouped = new Set(inRound('group').flatMap((m) => [m.a, m.b]))
      for (const m of inRound('round_of_16')) for (const p of [m.a, m.b]) expect(grouped.has(p)).toBe(true)
      const seeds = await rows<{ seed: number; finish_rank: number }>(
        db,
        sql`select seed, finish_rank from entries where tournament_id = ${event?.id} order by seed`,
      )
      expect(seeds.map((s) => s.seed)).toEqual(Array.from({ length: grouped.size }, (_, i) => i + 1))
      expect(seeds.filter((s) => s.finish_rank === 17)).toHaveLength(grouped.size - 16)
      expect(seeds.filter((s) => s.finish_rank === 1)).toHaveLength(1)
    })

    it('keeps 25 past seasons with results for year lists and records', async () => {
      const seasons = await rows<{ tour_id: number; n: number; first: number }>(
        db,
        sql`select tour_id, count(*)::int as n, min(year)::int as first from seasons group by tour_id order by tour_id`,
      )
      for (const s of seasons) expect(s).toMatchObject({ n: 26, first: YEAR - 25 })
      const years = await rows<{ year: number; events: number; winners: number; totals: number; holes: number }>(
        db,
        sql`
        select t.year, count(distinct t.id)::int as events,
          count(distinct e.id) filter (where e.finish_rank = 1)::int as winners,
          (select count(*) from round_totals rt join tournaments x on x.id = rt.tournament_id where x.tour_id = 11
            and x.year = t.year)::int as totals,
          (select count(*) from hole_scores hs join tournaments x on x.id = hs.tournament_id where x.tour_id = 11
            and x.year = t.year)::int as holes
        from tournaments t join entries e on e.tournament_id = t.id
        where t.tour_id = 11 and t.year < ${YEAR} and t.status = 3 group by t.year order by t.year`,
      )
      expect(years).toHaveLength(25)
      for (const y of years) {
        expect(y.events).toBeGreaterThanOrEqual(12)
        expect(y.winners).toBe(y.events)
        expect(y.totals).toBeGreaterThan(0)
        expect(y.holes).toBe(0) // old seasons keep round totals only
      }
    })

    it('leaves WD players nulls after their last hole', async () => {
      const wds = await rows<{
        entry_id: number
        status_round: number
        start_hole: number
        holes: number[]
        later: number
      }>(
        db,
        sql`
        select e.id as entry_id, e.status_round, g.start_hole,
          coalesce((select array_agg(hole order by hole) from hole_scores where entry_id = e.id
            and round = e.status_round), '{}') as holes,
          (select count(*) from hole_scores where entry_id = e.id and round > e.status_round)::int as later
        from entries e join tournaments t on t.id = e.tournament_id
        left join tee_group_players gp on gp.entry_id = e.id
        left join tee_groups g on g.id = gp.group_id and g.round = e.status_round
        where t.year = ${YEAR} and t.status in (2, 3) and t.format = 'stroke' and e.status in ('WD', 'RTD')
          and (g.id is not null or gp.group_id is null)`,
      )
      expect(wds.length).toBeGreaterThan(0)
      for (const w of wds) {
        expect(w.later).toBe(0)
        expect(w.holes.length).toBeLessThan(18)
        if (w.holes.length === 0) continue
        // The holes played are the first ones in playing order from the start hole: no gaps.
        const order =
          w.start_hole === 10
            ? [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]
            : Array.from({ length: 18 }, (_, i) => i + 1)
        expect([...w.holes].sort((a, b) => a - b)).toEqual(order.slice(0, w.holes.length).sort((a, b) => a - b))
      }
    })

    it('covers every round with 18 holes for players who made the cut, and round totals match', async () => {
      const [gaps] = await rows<{ n: number }>(
        db,
        sql`
        select count(*)::int as n from entries e join tournaments t on t.id = e.tournament_id
        where t.year = ${YEAR} and t.status = 3 and t.format = 'stroke' and e.finish_rank is not null
          and (select count(*) from hole_scores where entry_id = e.id) <> t.rounds * 18`,
      )
      expect(gaps?.n).toBe(0)
      const [mismatch] = await rows<{ n: number }>(
        db,
        sql`
        select count(*)::int as n from round_totals rt
        join (select entry_id, round, sum(strokes) as s, count(*) as c from hole_scores group by entry_id, round) h
          on h.entry_id = rt.entry_id and h.round = rt.round
        where h.s <> rt.strokes or h.c <> rt.holes_played`,
      )
      expect(mismatch?.n).toBe(0)
      const [winners] = await rows<{ n: number; events: number }>(
        db,
        sql`
        select count(*) filter (where e.finish_rank = 1)::int as n, count(distinct t.id)::int as events
        from tournaments t join entries e on e.tournament_id = t.id where t.status = 3`,
      )
      expect(winners?.n).toBe(winners?.events)
    })

    it('has a playoff whose winner won the tournament', async () => {
      const playoffs = await rows<{ winner: string; holes: number[]; rank: number }>(
        db,
        sql`
        select t.playoff->>'winnerId' as winner, (select array_agg(x::int)
          from jsonb_array_elements_text(t.playoff->'holes') x) as holes,
          (select e.finish_rank from entries e where e.tournament_id = t.id
            and e.player_id = (t.playoff->>'winnerId')::int) as rank
        from tournaments t where t.playoff is not null and t.year = ${YEAR}`,
      )
      expect(playoffs.length).toBeGreaterThanOrEqual(1)
      for (const p of playoffs) {
        expect(p.rank).toBe(1)
        expect(p.holes.length).toBeGreaterThanOrEqual(1)
      }
    })

    it('has shots that make up each hole and end in the hole', async () => {
      const [check] = await rows<{
        holes: number
        bad_count: number
        bad_end: number
        bad_putts: number
        bad_start: number
      }>(
        db,
        sql`
        with s as (
          select entry_id, round, hole, count(*) as n, sum((lie = ${LIE.green})::int) as on_green,
            (array_agg(result_lie order by shot_no desc))[1] as last_result, (array_agg(lie
              order by shot_no))[1] as first_lie
          from shots group by entry_id, round, hole)
        select count(*)::int as holes,
          sum((s.n + hs.penalty_strokes <> hs.strokes)::int)::int as bad_count,
          sum((s.last_result <> ${LIE.holed})::int)::int as bad_end,
          sum((s.on_green <> hs.putts)::int)::int as bad_putts,
          sum((s.first_lie <> 0)::int)::int as bad_start
        from s join hole_scores hs using (entry_id, round, hole)`,
      )
      expect(check?.holes).toBeGreaterThan(50_000)
      expect(check).toMatchObject({ bad_count: 0, bad_end: 0, bad_putts: 0, bad_start: 0 })
      const [lies] = await rows<{ bad: number }>(
        db,
        sql`
        select count(*)::int as bad from shots a join shots b
          on b.entry_id = a.entry_id and b.round = a.round and b.hole = a.hole and b.shot_no = a.shot_no + 1
        where a.result_lie <> b.lie`,
      )
      expect(lies?.bad).toBe(0)
    })

    it('uses only codes the domain tables know (countries, weather, wind), with 85 % Korean players', async () => {
      const countries = await rows<{ country: string; n: number }>(
        db,
        sql`select country, count(*)::int as n from players group by country`,
      )
      const known = new Set(COUNTRIES.map((c) => c.code))
      for (const c of countries) expect(known.has(c.country)).toBe(true)
      const total = countries.reduce((s, c) => s + c.n, 0)
      const korean = (countries.find((c) => c.country === 'KOR')?.n ?? 0) / total
      expect(korean).toBeGreaterThan(0.8)
      expect(korean).toBeLessThan(0.93)
      expect(countries.length).toBeGreaterThanOrEqual(8)
      const readings = await rows<{ weather_code: string; wind_direction: string }>(
        db,
        sql`select distinct weather_code, wind_direction from weather_readings`,
      )
      const winds = new Set(WIND_DIRECTIONS.map((w) => w.code as string))
      for (const r of readings) {
        expect(weather(r.weather_code).icon).not.toBe('unknown')
        expect(winds.has(r.wind_direction)).toBe(true)
      }
      // The shot lies are the domain's ball-location codes, by meaning, not only by number.
      expect(ballLocation(LIE.tee).lie).toBe('tee')
      expect(ballLocation(LIE.fairway).lie).toBe('fairway')
      expect(ballLocation(LIE.rough).lie).toBe('rough')
      expect(ballLocation(LIE.green).lie).toBe('green')
      expect(ballLocation(LIE.fringe).en).toBe('Fringe')
      expect(ballLocation(LIE.bunker).en).toBe('Bunker')
      expect(ballLocation(LIE.greensideBunker).en).toBe('Greenside bunker')
      expect(ballLocation(LIE.penaltyArea).en).toBe('Penalty area')
      expect(ballLocation(LIE.ob).en).toBe('Out of bounds')
      expect(ballLocation(LIE.holed).lie).toBe('holed')
      const lies = await rows<{ lie: number }>(
        db,
        sql`select distinct lie from shots union select distinct result_lie from shots`,
      )
      for (const l of lies) expect(ballLocation(l.lie).code).toBe(l.lie)
    })

    it('keeps every reference intact (the writer skips foreign-key checks)', async () => {
      const [orphans] = await rows<{ n: number }>(
        db,
        sql`
        select (
          (select count(*) from entries e where not exists (select 1 from tournaments t where t.id = e.tournament_id)
            or not exists (select 1 from players p where p.id = e.player_id))
          + (select count(*) from hole_scores h where not exists (select 1 from entries e where e.id = h.entry_id
            and e.tournament_id = h.tournament_id))
          + (select count(*) from shots s where not exists (select 1 from entries e where e.id = s.entry_id
            and e.tournament_id = s.tournament_id))
          + (select count(*) from round_totals r where not exists (select 1 from entries e where e.id = r.entry_id
            and e.tournament_id = r.tournament_id))
          + (select count(*) from tee_group_players g where not exists (select 1 from entries e
            where e.id = g.entry_id) or not exists (select 1 from tee_groups x where x.id = g.group_id))
          + (select count(*) from tournaments t where not exists (select 1 from seasons s where s.tour_id = t.tour_id
            and s.year = t.year) or not exists (select 1 from courses c where c.id = t.course_id))
          + (select count(*) from matches m where not exists (select 1 from entries e where e.id = m.entry_a_id
            and e.tournament_id = m.tournament_id))
        )::int as n`,
      )
      expect(orphans?.n).toBe(0)
      const [next] = await rows<{ id: number }>(
        db,
        sql`insert into seasons (tour_id, year) values (11, 1990) returning id`,
      )
      const [max] = await rows<{ id: number }>(db, sql`select max(id)::int as id from seasons where year <> 1990`)
      expect(next?.id).toBe((max?.id ?? 0) + 1) // identity sequences continue after the demo's ids
    })
  })
})
