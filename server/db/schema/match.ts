import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core'
import { entries } from './entry'
import { tournaments } from './tournament'

export type MatchState = 'playing' | 'finished' | 'extended'
export type BracketRound =
  | 'round_of_64'
  | 'round_of_32'
  | 'round_of_16'
  | 'quarterfinal'
  | 'semifinal'
  | 'final'
  | 'third_place'
  | 'group'

/** Per hole in playing order: 'A' or 'B' won it, 'H' halved, null not played. Extra holes follow hole 18. */
export type HoleResult = 'A' | 'B' | 'H' | null

/**
 * A match of a match-play event. Bracket links are positional: match n of a knockout round is fed
 * by matches 2n-1 and 2n of the round before (the semifinal losers meet in third_place).
 */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    bracketRound: varchar('bracket_round', { length: 12 }).$type<BracketRound>().notNull(),
    /** Sort key of the bracket round (1 = first round played). */
    roundOrder: smallint('round_order').notNull(),
    matchNo: smallint('match_no').notNull(),
    /** Group name for group-stage matches ('A', 'B', ...); null in knockout rounds. */
    groupName: varchar('group_name', { length: 8 }),
    entryAId: integer('entry_a_id').references(() => entries.id, { onDelete: 'cascade' }),
    entryBId: integer('entry_b_id').references(() => entries.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    holeResults: jsonb('hole_results').$type<HoleResult[]>().notNull().default(sql`'[]'::jsonb`),
    /** As shown: '3&2', '1 up', '20 holes'; '2 up thru 12' while playing; null before it starts. */
    result: text('result'),
    winnerEntryId: integer('winner_entry_id').references(() => entries.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 8 }).$type<MatchState>(),
  },
  (t) => [
    unique('matches_round_match_unique').on(t.tournamentId, t.bracketRound, t.matchNo),
    index('matches_entry_a_idx').on(t.entryAId),
    index('matches_entry_b_idx').on(t.entryBId),
    check('matches_state', sql`${t.state} is null or ${t.state} in ('playing', 'finished', 'extended')`),
  ],
)

export type MatchRow = typeof matches.$inferSelect
