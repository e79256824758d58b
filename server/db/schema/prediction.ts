import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { members } from './account'
import { players } from './player'
import { tournaments } from './tournament'

/**
 * The winner-prediction event (decision 0032): one pick per member per tournament, changeable until the
 * first tee time. A new demo season removes the tournaments and, with them, their picks.
 */
export const predictionPicks = pgTable(
  'prediction_picks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.tournamentId] }),
    index('prediction_picks_tournament_idx').on(t.tournamentId, t.playerId),
  ],
)

export type PredictionPickRow = typeof predictionPicks.$inferSelect
