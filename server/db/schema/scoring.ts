import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { members } from './account'
import { tournaments } from './tournament'

/**
 * Which scorer accounts may send live scores for which tournament (docs/decisions/0044). Staff assign and
 * remove them; the live-score door refuses a scorer outside his tournaments with 403.
 */
export const tournamentScorers = pgTable(
  'tournament_scorers',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    /** The staff member who assigned; null once that account is purged (the audit log keeps the action). */
    assignedBy: integer('assigned_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.memberId] }), index('tournament_scorers_member_idx').on(t.memberId)],
)

/**
 * Named score-feed tokens of one tournament (docs/decisions/0044): what a scoring system or a device without
 * a scorer login sends as `Authorization: Bearer fwf_…`. Only the SHA-256 of the token is stored; the token
 * itself is shown once, when staff issue it. Revoked tokens stay, so the score audit can still name them.
 */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('feed_tokens_hash_key').on(t.tokenHash),
    // One name per tournament, revoked ones included: the audit's name then always means one token.
    uniqueIndex('feed_tokens_tournament_name_key').on(t.tournamentId, t.name),
  ],
)

export type TournamentScorerRow = typeof tournamentScorers.$inferSelect
export type FeedTokenRow = typeof feedTokens.$inferSelect
