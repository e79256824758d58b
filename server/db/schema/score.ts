import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, real, smallint, varchar } from 'drizzle-orm/pg-core'
import { entries } from './entry'
import { tournaments } from './tournament'

/**
 * Ball-location (lie) codes 0-12 of domain/codes/ball-location.ts (the one table): 0 tee, 1 fairway,
 * 2 rough, 3 green, 4 OB, 5 penalty area, 6 bunker, 7 lost ball area, 8 belt, 9 greenside bunker,
 * 10 holed, 11 fringe, 12 unknown.
 */
export type LieCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

/**
 * One played hole of one player. A hole not played (yet, or ever after a WD) has no row.
 * Distances: drive_distance_yd in yards (the tour's unit for driving distance); shots use metres.
 */
export const holeScores = pgTable(
  'hole_scores',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    hole: smallint('hole').notNull(),
    /** Denormalised from the entry so a leaderboard reads one tournament's round with one index. */
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Strokes including penalty strokes. */
    strokes: smallint('strokes').notNull(),
    putts: smallint('putts'),
    /** Tee shot came to rest on the fairway; null on par 3s. */
    fairwayHit: boolean('fairway_hit'),
    /** Green (or hole) reached in par - 2 strokes or fewer. */
    gir: boolean('gir'),
    /** Got up and down from a greenside bunker; null when no shot was played from one. */
    sandSave: boolean('sand_save'),
    /** Tee-shot length in yards on the two measured holes of each round; null elsewhere. */
    driveDistanceYd: real('drive_distance_yd'),
    penaltyStrokes: smallint('penalty_strokes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.round, t.hole] }),
    index('hole_scores_tournament_round_idx').on(t.tournamentId, t.round),
    check('hole_scores_hole_range', sql`${t.hole} between 1 and 18`),
    check('hole_scores_strokes_range', sql`${t.strokes} between 1 and 20`),
  ],
)

/**
 * Shot-by-shot positions on the hole's local plane (metres, same plane as course_holes geometry).
 * shot_no is the stroke number the swing was played as, so a penalty stroke leaves a gap
 * (a tee shot into the water is shot 1 with result_lie 5, penalty area; the next swing is shot 3).
 */
export const shots = pgTable(
  'shots',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    hole: smallint('hole').notNull(),
    shotNo: smallint('shot_no').notNull(),
    tournamentId: integer('tournament_id').notNull(),
    /** Where the ball was played from. */
    x: real('x').notNull(),
    y: real('y').notNull(),
    /** Where it came to rest (the pin for the holing stroke). */
    toX: real('to_x').notNull(),
    toY: real('to_y').notNull(),
    /** Lie before the shot (LieCode). */
    lie: smallint('lie').notNull(),
    /** Lie after the shot; 10 = holed (domain/codes/ball-location.ts). */
    resultLie: smallint('result_lie').notNull(),
    club: varchar('club', { length: 4 }).notNull(),
    distanceM: real('distance_m').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.round, t.hole, t.shotNo] }),
    index('shots_tournament_hole_idx').on(t.tournamentId, t.hole, t.round),
    check('shots_lie_range', sql`${t.lie} between 0 and 12 and ${t.resultLie} between 0 and 12`),
  ],
)

/**
 * Strokes per player and round, materialised so old seasons (which keep no hole scores) and season
 * statistics read one row per round. Written for every round in which the player played a hole;
 * whoever writes hole scores must upsert the round's total in the same transaction.
 */
export const roundTotals = pgTable(
  'round_totals',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    strokes: smallint('strokes').notNull(),
    /** Relative to the par of the holes played. */
    toPar: smallint('to_par').notNull(),
    holesPlayed: smallint('holes_played').notNull().default(18),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.round] }),
    index('round_totals_tournament_round_idx').on(t.tournamentId, t.round),
  ],
)

export type HoleScoreRow = typeof holeScores.$inferSelect
export type ShotRow = typeof shots.$inferSelect
export type RoundTotalRow = typeof roundTotals.$inferSelect
