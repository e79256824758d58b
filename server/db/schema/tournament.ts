import { SUSPENSION_REASONS, type SuspensionReasonCode } from '@contract/suspension'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { courses } from './course'
import { seasons } from './season'
import { tourCategory } from './tour-category'

/**
 * Game status codes (docs/requirements/tours-and-records.md#tr-5): 1 before start, 2 in progress, 3 completed, 4
 * registration closed, 9 cancelled.
 */
export type TournamentStatusCode = 1 | 2 | 3 | 4 | 9
export type TournamentFormat = 'stroke' | 'match'
export type StageType = 'finals' | 'tryout' | 'pro_trials' | 'tour_pro_trials'
export type RoundStatus = 'planned' | 'playing' | 'complete'
/** The reasons as the check constraint lists them: 'darkness', 'weather', … */
const SUSPENSION_SQL = SUSPENSION_REASONS.map((r) => `'${r}'`).join(', ')

/** Why officials suspended play (contract/suspension.ts). */
export type SuspensionReason = SuspensionReasonCode

export interface Broadcast {
  channels: string[]
  ko: string
  en: string
}

/** Same shape as domain/scoring PlayoffInput; keys and winnerId are players.id as strings. */
export interface PlayoffJson {
  holes: number[]
  scores: Record<string, Array<number | null>>
  winnerId: string | null
}

/** A tournament (the "game" of docs/requirements/tours-and-records.md#tr-6). */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    externalId: text('external_id').unique(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tourCategory.id),
    /** Season year; (tour_id, year) references seasons. */
    year: smallint('year').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    courseId: integer('course_id').references(() => courses.id),
    purseWon: bigint('purse_won', { mode: 'number' }).notNull().default(0),
    /** Genesis points for the winner (1300, 1200, 1000 or 800); 0 when the event awards none. */
    genesisPoints: integer('genesis_points').notNull().default(0),
    /** 'major', 'A', 'B' or 'C' (the points class); null for events without one. */
    grade: varchar('grade', { length: 8 }),
    format: varchar('format', { length: 8 }).$type<TournamentFormat>().notNull().default('stroke'),
    status: smallint('status').$type<TournamentStatusCode>().notNull().default(1),
    /** Planned field size. */
    fieldSize: smallint('field_size'),
    entryFeeWon: integer('entry_fee_won').notNull().default(0),
    ticketPriceWon: integer('ticket_price_won'),
    /** Application period: opens 10:00 on its first day, closes 16:00 on its last day (Asia/Seoul). */
    applicationOpensAt: timestamp('application_opens_at', { withTimezone: true }),
    applicationClosesAt: timestamp('application_closes_at', { withTimezone: true }),
    broadcast: jsonb('broadcast').$type<Broadcast>(),
    stageType: varchar('stage_type', { length: 16 }).$type<StageType>(),
    /** Rounds scheduled (usually 4; 2 or 3 for some events). */
    rounds: smallint('rounds').notNull(),
    cutAfterRound: smallint('cut_after_round'),
    cutTop: smallint('cut_top'),
    cutTies: boolean('cut_ties'),
    /** The round in play, or the last round played once finished; 0 before the start. */
    currentRound: smallint('current_round').notNull().default(0),
    /** True once officials closed the last round (positions final). */
    finished: boolean('finished').notNull().default(false),
    playoff: jsonb('playoff').$type<PlayoffJson>(),
  },
  (t) => [
    foreignKey({
      name: 'tournaments_season_fk',
      columns: [t.tourId, t.year],
      foreignColumns: [seasons.tourId, seasons.year],
    }),
    index('tournaments_tour_year_idx').on(t.tourId, t.year, t.startDate),
    index('tournaments_status_idx').on(t.status, t.tourId),
    index('tournaments_start_date_idx').on(t.startDate),
    index('tournaments_course_idx').on(t.courseId),
    check('tournaments_status_code', sql`${t.status} in (1, 2, 3, 4, 9)`),
    check('tournaments_format', sql`${t.format} in ('stroke', 'match')`),
    check(
      'tournaments_stage_type',
      sql`${t.stageType} is null or ${t.stageType} in ('finals', 'tryout', 'pro_trials', 'tour_pro_trials')`,
    ),
    check('tournaments_dates', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'tournaments_cut_rule',
      // Appended in pieces so that the constraint's text stays what the migrations hold.
      sql`(${t.cutAfterRound} is null and ${t.cutTop} is null and ${t.cutTies} is null) or `.append(
        sql`(${t.cutAfterRound} is not null and ${t.cutTop} is not null and ${t.cutTies} is not null)`,
      ),
    ),
  ],
)

/** The rounds of a tournament with their dates and state. */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 8 }).$type<RoundStatus>().notNull().default('planned'),
    /**
     * True while officials prepare the round's tee sheet: the tee-time tab and the board do not show it until it is
     * published (docs/requirements/officials.md#of-2). Tee sheets written before the officials' calls are published.
     */
    teeSheetDraft: boolean('tee_sheet_draft').notNull().default(false),
    /** Set while play of the round is suspended (darkness, weather), with the reason fans see on every board. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: varchar('suspension_reason', { length: 10 }).$type<SuspensionReason>(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.round] }),
    check('tournament_rounds_status', sql`${t.status} in ('planned', 'playing', 'complete')`),
    check(
      'tournament_rounds_suspension',
      sql`(${t.suspendedAt} is null and ${t.suspensionReason} is null) or `.append(
        sql`(${t.suspendedAt} is not null and ${t.suspensionReason} in (${sql.raw(SUSPENSION_SQL)}))`,
      ),
    ),
  ],
)

/** Weather readings at the venue during a tournament. Codes are domain/codes' tables. */
export const weatherReadings = pgTable(
  'weather_readings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Round being played that day, when the reading falls on a round day. */
    round: smallint('round'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    /** Weather code '00'-'22'. */
    weatherCode: varchar('weather_code', { length: 2 }).notNull(),
    temperatureC: real('temperature_c').notNull(),
    windSpeedMs: real('wind_speed_ms').notNull(),
    /** One of the 16 compass points: 'N', 'NNE', 'NE', ... 'NNW'. */
    windDirection: varchar('wind_direction', { length: 3 }).notNull(),
  },
  (t) => [index('weather_readings_tournament_idx').on(t.tournamentId, t.observedAt)],
)

export type TournamentRow = typeof tournaments.$inferSelect
export type TournamentRoundRow = typeof tournamentRounds.$inferSelect
export type WeatherReadingRow = typeof weatherReadings.$inferSelect
