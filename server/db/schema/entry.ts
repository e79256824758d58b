import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { players } from './player'
import { tournaments } from './tournament'

/** Same codes as domain/scoring EntryStatus. */
export type EntryStatusCode = 'active' | 'WD' | 'RTD' | 'DQ' | 'DNS'

/**
 * A player in a tournament's field. Live positions are not stored: the scoring engine computes them
 * from hole scores. The finish_* / prize / points columns are the official result, written once the
 * tournament is finished (and the only result for old seasons, which keep no hole scores).
 */
export const entries = pgTable(
  'entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    status: varchar('status', { length: 6 }).$type<EntryStatusCode>().notNull().default('active'),
    /** Round in which the status (WD, RTD, DQ, DNS) took effect. */
    statusRound: smallint('status_round'),
    /**
     * The hole of `status_round` at which a WD, RTD or DQ took effect (the player's scores before it are kept);
     * null for DNS and for statuses recorded before the officials' calls.
     */
    statusHole: smallint('status_hole'),
    /** Member of the tour at the time; non-members earn no Genesis points. */
    tourMember: boolean('tour_member').notNull().default(true),
    amateur: boolean('amateur').notNull().default(false),
    /** Match-play seed, or the order of merit the player entered with. */
    seed: smallint('seed'),
    /** Official final rank (ties share it); null before the finish and for MC/WD/DQ/DNS. */
    finishRank: smallint('finish_rank'),
    /** Official final position as shown: '1', 'T3', 'MC', 'WD', 'RTD', 'DQ', 'DNS'. */
    finishText: varchar('finish_text', { length: 6 }),
    prizeWon: bigint('prize_won', { mode: 'number' }),
    genesisPoints: integer('genesis_points'),
  },
  (t) => [
    unique('entries_tournament_player_unique').on(t.tournamentId, t.playerId),
    index('entries_player_idx').on(t.playerId),
    check('entries_status', sql`${t.status} in ('active', 'WD', 'RTD', 'DQ', 'DNS')`),
  ],
)

/** A tee-time group of one round: start hole 1 or 10 and tee time. */
export const teeGroups = pgTable(
  'tee_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    groupNo: smallint('group_no').notNull(),
    startHole: smallint('start_hole').notNull(),
    teeTime: timestamp('tee_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('tee_groups_round_group_unique').on(t.tournamentId, t.round, t.groupNo),
    check('tee_groups_start_hole', sql`${t.startHole} in (1, 10)`),
  ],
)

/** The players of a tee group, by entry, in draw order. */
export const teeGroupPlayers = pgTable(
  'tee_group_players',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => teeGroups.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.entryId] }), index('tee_group_players_entry_idx').on(t.entryId)],
)

export type EntryRow = typeof entries.$inferSelect
export type TeeGroupRow = typeof teeGroups.$inferSelect
