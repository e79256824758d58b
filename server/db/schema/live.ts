import type { PlaySuspension } from '@contract/leaderboard'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import type { LeaderboardRow } from '@domain/scoring/types'
import { members } from './account'
import { entries } from './entry'
import { feedTokens } from './scoring'
import { tournaments } from './tournament'

/** Where a live score came from: the scorer API, the import command or the demo simulator. */
export type ScoreSource = 'api' | 'import' | 'simulator'

/**
 * Who sent a live score (docs/decisions/0044): a logged-in scorer, a feed token (a named one, or the
 * operator's SCORER_TOKEN), the import command or the simulator. 'unrecorded' only marks rows written
 * before authors were recorded.
 */
export type ScoreActorKind = 'member' | 'token' | 'import' | 'simulator' | 'unrecorded'

/**
 * Every hole score written by the live-score service, corrections included: old_strokes is null for
 * a first score and the replaced value for a correction. Each row names its author: `actor` is the
 * scorer's login ID, the token's name, or the fixed name of the import or the simulator, kept as written
 * so the row stays readable after the account or token is gone; `ip` is the sender's address (null for
 * the import and the simulator, which run on the server).
 */
export const liveScoreAudit = pgTable(
  'live_score_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    hole: smallint('hole').notNull(),
    oldStrokes: smallint('old_strokes'),
    newStrokes: smallint('new_strokes').notNull(),
    source: varchar('source', { length: 10 }).$type<ScoreSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // The defaults only fill the rows of databases older than authorship; the service always sets both.
    actorKind: varchar('actor_kind', { length: 10 }).$type<ScoreActorKind>().notNull().default('unrecorded'),
    actor: varchar('actor', { length: 60 }).notNull().default(''),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    feedTokenId: integer('feed_token_id').references(() => feedTokens.id, { onDelete: 'set null' }),
    ip: text('ip'),
  },
  (t) => {
    const named = sql`${t.actorKind} in ('member', 'token', 'import', 'simulator')`
    return [
      index('live_score_audit_tournament_idx').on(t.tournamentId, t.at),
      check('live_score_audit_source', sql`${t.source} in ('api', 'import', 'simulator')`),
      check('live_score_audit_actor', sql`${t.actorKind} = 'unrecorded' or (${named} and ${t.actor} <> '')`),
    ]
  },
)

/** What a stored board keeps besides its rows (the rest of contract/leaderboard.ts Leaderboard). */
export interface LeaderboardVersionMeta {
  currentRound: number
  finished: boolean
  cut: { afterRound: number; top: number; line: number | null; projected: boolean } | null
  playoffHoles: number[] | null
  /** Absent in versions stored before the officials' calls: read as null. */
  suspension?: PlaySuspension | null
}

/**
 * The recomputed leaderboard of a game after each live score, by monotonically increasing version
 * (1, 2, ...). Only the last versions of each game are kept: enough to bridge clients with a patch.
 * Rows hold the Korean names (the default LanguageCode); other languages swap names when answering.
 */
export const leaderboardVersions = pgTable(
  'leaderboard_versions',
  {
    tournamentId: integer('game_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    rows: jsonb('rows').$type<LeaderboardRow[]>().notNull(),
    meta: jsonb('meta').$type<LeaderboardVersionMeta>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.version] })],
)

export type LiveScoreAuditRow = typeof liveScoreAudit.$inferSelect
export type LeaderboardVersionRow = typeof leaderboardVersions.$inferSelect
