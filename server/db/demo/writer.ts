import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../database'
import {
  articles,
  broadcastSlots,
  courseHoles,
  courses,
  matches,
  players,
  seasons,
  tournamentRounds,
  tournaments,
  tournamentVisitorInfo,
  weatherReadings,
} from '../schema/index'
import type { Columns, DemoData } from './dataset'
import { PORTAL_DEMO_TABLES } from './portal/index'

/**
 * Writes the demo data set. Big tables go in with `insert ... select from unnest(array, array, ...)`,
 * one array parameter per column (about 5× faster than multi-row VALUES on PGlite); small tables
 * with ordinary drizzle inserts.
 */

type PgArrayType = 'int4' | 'int2' | 'int8' | 'float4' | 'text' | 'bool' | 'timestamptz'

interface BulkSpec<R extends Record<string, unknown>> {
  table: string
  columns: ReadonlyArray<[key: keyof R & string, column: string, type: PgArrayType]>
}

const BATCH_ROWS = 50_000

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0]

async function insertBulk<R extends Record<string, unknown>>(
  tx: Tx,
  spec: BulkSpec<R>,
  data: Columns<R>,
): Promise<void> {
  const names = spec.columns.map(([, column]) => `"${column}"`).join(', ')
  for (let from = 0; from < data.length; from += BATCH_ROWS) {
    const to = Math.min(data.length, from + BATCH_ROWS)
    const arrays: SQL[] = spec.columns.map(
      ([key, , type]) => sql`${sql.param(data.cols[key].slice(from, to))}::${sql.raw(type)}[]`,
    )
    await tx.execute(
      sql`insert into ${sql.raw(`"${spec.table}"`)} (${sql.raw(names)})
          select * from unnest(${sql.join(arrays, sql`, `)})`,
    )
  }
}

async function insertRows<T extends Parameters<Tx['insert']>[0]>(
  tx: Tx,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  chunk = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk)
    await tx.insert(table).values(rows.slice(i, i + chunk) as T['$inferInsert'][])
}

const ENTRY_SPEC: BulkSpec<DemoData['entries'] extends Columns<infer R> ? R : never> = {
  table: 'entries',
  columns: [
    ['id', 'id', 'int4'],
    ['tournamentId', 'tournament_id', 'int4'],
    ['playerId', 'player_id', 'int4'],
    ['status', 'status', 'text'],
    ['statusRound', 'status_round', 'int2'],
    ['tourMember', 'tour_member', 'bool'],
    ['amateur', 'amateur', 'bool'],
    ['seed', 'seed', 'int2'],
    ['finishRank', 'finish_rank', 'int2'],
    ['finishText', 'finish_text', 'text'],
    ['prizeWon', 'prize_won', 'int8'],
    ['genesisPoints', 'genesis_points', 'int4'],
  ],
}
const TEE_GROUP_SPEC: BulkSpec<DemoData['teeGroups'] extends Columns<infer R> ? R : never> = {
  table: 'tee_groups',
  columns: [
    ['id', 'id', 'int4'],
    ['tournamentId', 'tournament_id', 'int4'],
    ['round', 'round', 'int2'],
    ['groupNo', 'group_no', 'int2'],
    ['startHole', 'start_hole', 'int2'],
    ['teeTime', 'tee_time', 'timestamptz'],
  ],
}
const TEE_GROUP_PLAYER_SPEC: BulkSpec<DemoData['teeGroupPlayers'] extends Columns<infer R> ? R : never> = {
  table: 'tee_group_players',
  columns: [
    ['groupId', 'group_id', 'int4'],
    ['entryId', 'entry_id', 'int4'],
    ['slot', 'slot', 'int2'],
  ],
}
const HOLE_SCORE_SPEC: BulkSpec<DemoData['holeScores'] extends Columns<infer R> ? R : never> = {
  table: 'hole_scores',
  columns: [
    ['entryId', 'entry_id', 'int4'],
    ['round', 'round', 'int2'],
    ['hole', 'hole', 'int2'],
    ['tournamentId', 'tournament_id', 'int4'],
    ['strokes', 'strokes', 'int2'],
    ['putts', 'putts', 'int2'],
    ['fairwayHit', 'fairway_hit', 'bool'],
    ['gir', 'gir', 'bool'],
    ['sandSave', 'sand_save', 'bool'],
    ['driveDistanceYd', 'drive_distance_yd', 'float4'],
    ['penaltyStrokes', 'penalty_strokes', 'int2'],
  ],
}
const SHOT_SPEC: BulkSpec<DemoData['shots'] extends Columns<infer R> ? R : never> = {
  table: 'shots',
  columns: [
    ['entryId', 'entry_id', 'int4'],
    ['round', 'round', 'int2'],
    ['hole', 'hole', 'int2'],
    ['shotNo', 'shot_no', 'int2'],
    ['tournamentId', 'tournament_id', 'int4'],
    ['x', 'x', 'float4'],
    ['y', 'y', 'float4'],
    ['toX', 'to_x', 'float4'],
    ['toY', 'to_y', 'float4'],
    ['lie', 'lie', 'int2'],
    ['resultLie', 'result_lie', 'int2'],
    ['club', 'club', 'text'],
    ['distanceM', 'distance_m', 'float4'],
  ],
}
const ROUND_TOTAL_SPEC: BulkSpec<DemoData['roundTotals'] extends Columns<infer R> ? R : never> = {
  table: 'round_totals',
  columns: [
    ['entryId', 'entry_id', 'int4'],
    ['round', 'round', 'int2'],
    ['tournamentId', 'tournament_id', 'int4'],
    ['strokes', 'strokes', 'int2'],
    ['toPar', 'to_par', 'int2'],
    ['holesPlayed', 'holes_played', 'int2'],
  ],
}

/** Tables with identity ids whose sequences must continue after the demo's explicit ids. */
const IDENTITY_TABLES = [
  'articles',
  'courses',
  'players',
  'seasons',
  'tournaments',
  'weather_readings',
  'entries',
  'tee_groups',
  'matches',
  'broadcast_slots',
] as const

/** Every table the demo writes, children first (the order to empty them in). */
export const DEMO_TABLES = [
  'articles',
  'shots',
  'hole_scores',
  'round_totals',
  'tee_group_players',
  'tee_groups',
  'matches',
  'entries',
  'weather_readings',
  'broadcast_slots',
  'tournament_visitor_info',
  'tournament_rounds',
  'tournaments',
  'seasons',
  'course_holes',
  'courses',
  'players',
] as const

export type TableTimings = Record<string, number>

/**
 * The generator hands out every id itself, so its foreign keys hold by construction (and the demo
 * tests check them). Checking them row by row doubles the write time, so a superuser session (PGlite
 * always is) turns the checks off for this one transaction (`set local session_replication_role`).
 * Other sessions write with the checks on.
 */
async function skipForeignKeyChecks(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(sql`select current_setting('is_superuser') as su`)) as unknown as {
    rows: Array<{ su: string }>
  }
  if (result.rows[0]?.su !== 'on') return false
  await tx.execute(sql`set local session_replication_role = replica`)
  return true
}

export async function writeDemo(db: AppDb, data: DemoData): Promise<TableTimings> {
  const timings: TableTimings = {}
  const timed = async (name: string, work: () => Promise<void>) => {
    const t0 = performance.now()
    await work()
    timings[name] = Math.round(performance.now() - t0)
  }
  await db.transaction(async (tx) => {
    timings.foreignKeyChecks = (await skipForeignKeyChecks(tx)) ? 0 : 1
    await timed('courses', () => insertRows(tx, courses, data.courses))
    await timed('course_holes', () => insertRows(tx, courseHoles, data.courseHoles))
    await timed('players', () => insertRows(tx, players, data.players))
    await timed('seasons', () => insertRows(tx, seasons, data.seasons))
    await timed('tournaments', () => insertRows(tx, tournaments, data.tournaments, 200))
    await timed('tournament_rounds', () => insertRows(tx, tournamentRounds, data.tournamentRounds))
    await timed('weather_readings', () => insertRows(tx, weatherReadings, data.weatherReadings))
    await timed('tournament_visitor_info', () => insertRows(tx, tournamentVisitorInfo, data.visitorInfo))
    await timed('broadcast_slots', () => insertRows(tx, broadcastSlots, data.broadcastSlots))
    await timed('entries', () => insertBulk(tx, ENTRY_SPEC, data.entries))
    await timed('matches', () => insertRows(tx, matches, data.matches))
    await timed('tee_groups', () => insertBulk(tx, TEE_GROUP_SPEC, data.teeGroups))
    await timed('tee_group_players', () => insertBulk(tx, TEE_GROUP_PLAYER_SPEC, data.teeGroupPlayers))
    await timed('hole_scores', () => insertBulk(tx, HOLE_SCORE_SPEC, data.holeScores))
    await timed('shots', () => insertBulk(tx, SHOT_SPEC, data.shots))
    await timed('round_totals', () => insertBulk(tx, ROUND_TOTAL_SPEC, data.roundTotals))
    await timed('articles', () => insertRows(tx, articles, data.articles))
    for (const { table, rows } of data.portal) await timed(getTableName(table), () => insertRows(tx, table, rows))
    for (const table of [...IDENTITY_TABLES, ...portalIdentityTables(data)]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), ` +
            `coalesce((select max(id) from "${table}"), 0) + 1, false)`,
        ),
      )
    }
  })
  return timings
}

/** Portal tables written with explicit ids, whose identity sequences continue after them. */
function portalIdentityTables(data: DemoData): string[] {
  return [
    ...new Set(
      data.portal.filter((p) => p.rows.some((r) => 'id' in r && r.id != null)).map((p) => getTableName(p.table)),
    ),
  ]
}

/** Removes all demo data (and anything else in those tables) and restarts their ids. */
export async function clearDemo(db: AppDb): Promise<void> {
  const tables = [...PORTAL_DEMO_TABLES.map((t) => getTableName(t)), ...DEMO_TABLES]
  await db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`))
}

export function rowCounts(data: DemoData): Record<(typeof DEMO_TABLES)[number], number> {
  return {
    shots: data.shots.length,
    hole_scores: data.holeScores.length,
    round_totals: data.roundTotals.length,
    tee_group_players: data.teeGroupPlayers.length,
    tee_groups: data.teeGroups.length,
    matches: data.matches.length,
    entries: data.entries.length,
    weather_readings: data.weatherReadings.length,
    broadcast_slots: data.broadcastSlots.length,
    tournament_visitor_info: data.visitorInfo.length,
    tournament_rounds: data.tournamentRounds.length,
    tournaments: data.tournaments.length,
    seasons: data.seasons.length,
    course_holes: data.courseHoles.length,
    courses: data.courses.length,
    players: data.players.length,
    articles: data.articles.length,
  }
}
