import { sql } from 'drizzle-orm'
import type { NotableKind, ShotTab } from '@domain/shots/notable'
import {
  CHIP_IN_MAX_M,
  LIE_FRINGE,
  LIE_GREEN,
  LIE_HOLED,
  LIE_TEE,
  LIES_OUT_OF_PLAY,
  NOTABLE_KINDS,
} from '@domain/shots/notable'
import type { AppDb } from '../../db/database'
import type { Hazard, PlanePoint } from '../../db/schema/index'

type Rows<T> = { rows: T[] }

export interface NotableRow {
  entryId: number
  round: number
  hole: number
  gameId: number
  kind: NotableKind
  shotNo: number
  distanceM: number
}

/**
 * Notable holes (decision 0032 and domain/shots/notable.ts), newest round first (longest first on the
 * long-drive tab). Only holes with stored shots qualify: a card needs its path. The long drive is the longest
 * measured drive (the two measured holes per round, hole_scores.drive_distance_yd) that stayed in play.
 */
export async function notableHoles(db: AppDb, tab: ShotTab): Promise<NotableRow[]> {
  const kindFilter = tab === 'all' ? sql`n.pick = 1` : sql`n.kind = ${tab}`
  const order =
    tab === 'longDrive'
      ? sql`n.distance_m desc, n.entry_id`
      : sql`g.start_date desc, n.round desc, n.priority, n.hole, n.entry_id`
  const priority = sql.raw(`array_position(array[${NOTABLE_KINDS.map((k) => `'${k}'`).join(',')}]::text[], kind)`)
  // One pass over the hole scores of games with shots picks the candidates; the shots table (the biggest)
  // is only probed by its primary key. PGlite runs one query at a time, so a full scan of shots would stall
  // every other page for seconds.
  const result = (await db.execute(sql`
    with shot_games as (
      select t.id, t.course_id, t.start_date from tournaments t
      where t.status in (2, 3) and exists (select 1 from shots s where s.tournament_id = t.id)),
    cand as (
      select h.entry_id, h.round, h.hole, h.tournament_id, h.strokes, h.putts, h.drive_distance_yd, ch.par
      from hole_scores h
      join shot_games g on g.id = h.tournament_id
      join course_holes ch on ch.course_id = g.course_id and ch.hole = h.hole
      where h.strokes <= ch.par - 2 or (h.putts = 0 and h.strokes > 1) or (h.drive_distance_yd is not null
        and ch.par >= 4)),
    holed as (
      select c.entry_id, c.round, c.hole, c.tournament_id, c.strokes, c.par, s.shot_no, s.distance_m, s.lie
      from cand c
      join shots s on s.entry_id = c.entry_id and s.round = c.round and s.hole = c.hole and s.result_lie = ${LIE_HOLED}
      -- Only the stroke that ends the hole: a live correction that raised the score can leave an earlier
      -- shot marked holed (a tee shot shown as an eagle "holed from 600 m").
      where (c.strokes <= c.par - 2 or c.putts = 0) and s.shot_no = c.strokes),
    drives as (
      select distinct on (c.tournament_id, c.round) c.entry_id, c.round, c.hole, c.tournament_id, s.shot_no,
        s.distance_m
      from cand c
      join shots s on s.entry_id = c.entry_id and s.round = c.round and s.hole = c.hole and s.shot_no = 1
      where c.drive_distance_yd is not null and c.par >= 4 and s.lie = ${LIE_TEE}
        and s.result_lie not in (${sql.raw(LIES_OUT_OF_PLAY.join(', '))})
      order by c.tournament_id, c.round, c.drive_distance_yd desc, c.entry_id),
    kinds as (
      select entry_id, round, hole, tournament_id, shot_no, distance_m, case when strokes = 1 then 'holeInOne'
        else 'eagle' end as kind
      from holed where strokes <= par - 2
      union all
      select entry_id, round, hole, tournament_id, shot_no, distance_m, 'chipIn'::text
      from holed where strokes > 1 and lie not in (${LIE_TEE}, ${LIE_GREEN}, ${LIE_FRINGE})
        and distance_m <= ${CHIP_IN_MAX_M}
      union all
      select entry_id, round, hole, tournament_id, shot_no, distance_m, 'longDrive'::text from drives),
    n as (
      select k.*, ${priority} as priority, row_number() over (partition by entry_id, round, hole
        order by ${priority}) as pick
      from kinds k)
    select n.entry_id as "entryId", n.round, n.hole, n.tournament_id as "gameId", n.kind, n.shot_no as "shotNo",
      n.distance_m as "distanceM"
    from n join shot_games g on g.id = n.tournament_id
    where ${kindFilter}
    order by ${order}`)) as unknown as Rows<NotableRow>
  return result.rows
}

export interface CardFacts {
  entryId: number
  round: number
  hole: number
  strokes: number | null
  date: string | null
  tourId: number
  gameNameKo: string
  gameNameEn: string
  playerId: number
  nameKo: string
  firstNameEn: string
  lastNameEn: string
  country: string
  par: number
  yards: number
  handicap: number
  tee: PlanePoint
  fairway: PlanePoint[]
  greenCenter: PlanePoint
  greenOutline: PlanePoint[]
  hazards: Hazard[]
}

/** Player, tournament, score and hole geometry of each (entry, round, hole). */
export async function cardFacts(
  db: AppDb,
  keys: ReadonlyArray<Pick<NotableRow, 'entryId' | 'round' | 'hole'>>,
): Promise<CardFacts[]> {
  if (keys.length === 0) return []
  const result = (await db.execute(sql`
    select k.entry_id as "entryId", k.round, k.hole, h.strokes, tr.date::text as date, t.tour_id as "tourId",
      t.name_ko as "gameNameKo", t.name_en as "gameNameEn",
      p.id as "playerId", p.name_ko as "nameKo", p.first_name_en as "firstNameEn", p.last_name_en as "lastNameEn",
        p.country,
      ch.par, ch.yards, ch.handicap, ch.tee, ch.fairway, ch.green_center as "greenCenter",
        ch.green_outline as "greenOutline", ch.hazards
    from unnest(${sql.param(keys.map((k) => k.entryId))}::int[], ${sql.param(keys.map((k) => k.round))}::int[],
      ${sql.param(keys.map((k) => k.hole))}::int[]) as k(entry_id, round, hole)
    join entries e on e.id = k.entry_id
    join players p on p.id = e.player_id
    join tournaments t on t.id = e.tournament_id
    join course_holes ch on ch.course_id = t.course_id and ch.hole = k.hole
    left join hole_scores h on h.entry_id = k.entry_id and h.round = k.round and h.hole = k.hole
    left join tournament_rounds tr on tr.tournament_id = t.id and tr.round = k.round`)) as unknown as Rows<CardFacts>
  return result.rows
}

export interface PathRow {
  entryId: number
  round: number
  hole: number
  shotNo: number
  x: number
  y: number
  toX: number
  toY: number
  lie: number
  resultLie: number
  club: string
  distanceM: number
}

export async function pathsOf(
  db: AppDb,
  keys: ReadonlyArray<Pick<NotableRow, 'entryId' | 'round' | 'hole'>>,
): Promise<PathRow[]> {
  if (keys.length === 0) return []
  const result = (await db.execute(sql`
    select s.entry_id as "entryId", s.round, s.hole, s.shot_no as "shotNo", s.x, s.y, s.to_x as "toX",
      s.to_y as "toY", s.lie, s.result_lie as "resultLie", s.club, s.distance_m as "distanceM"
    from unnest(${sql.param(keys.map((k) => k.entryId))}::int[], ${sql.param(keys.map((k) => k.round))}::int[],
      ${sql.param(keys.map((k) => k.hole))}::int[]) as k(entry_id, round, hole)
    join shots s on s.entry_id = k.entry_id and s.round = k.round and s.hole = k.hole
    order by s.entry_id, s.round, s.hole, s.shot_no`)) as unknown as Rows<PathRow>
  return result.rows
}
