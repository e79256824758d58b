import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { OfficialActionKind } from '@contract/officials'
import { members } from './account'
import { tournaments } from './tournament'

/** Who ran an officials' call: an official's login, or the demo's simulator (docs/decisions/0058). */
export type OfficialActorKind = 'member' | 'simulator' | 'import'

/**
 * The audit trail of the officials' calls (docs/requirements/officials.md#of-9): one row per call that changed a
 * tournament, written in the call's transaction with the leaderboard version it produced, so the trail and the
 * board never disagree. Nothing here is ever updated or deleted; an undo is a row of its own.
 */
export const officialActions = pgTable(
  'official_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 24 }).$type<OfficialActionKind>().notNull(),
    round: smallint('round'),
    /** players.id of the player the call was about (a status, a correction), else null. */
    playerId: integer('player_id'),
    /** What changed, in the call's own terms (the status and hole, the groups drawn, the strokes before and after). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The officials' reason, required where contract/officials.ts says so (forced close, status, correction). */
    reason: text('reason'),
    /** The leaderboard version the call produced. */
    version: integer('version').notNull(),
    actorKind: varchar('actor_kind', { length: 10 }).$type<OfficialActorKind>().notNull(),
    /** The official's login ID, or 'simulator' / 'import'. */
    actor: varchar('actor', { length: 60 }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('official_actions_tournament_idx').on(t.tournamentId, t.id),
    check('official_actions_actor', sql`${t.actorKind} in ('member', 'simulator', 'import') and ${t.actor} <> ''`),
  ],
)

export type OfficialActionRow = typeof officialActions.$inferSelect
