import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { members } from './account'

/** Why a session ended; the reason picks the 401 code a later call with its tokens gets. */
export type SessionEndReason =
  | 'logout'
  | 'superseded'
  | 'reuse'
  | 'withdrawn'
  | 'password_changed'
  /** The mobile or e-mail changed: the member's other sessions end (docs/decisions/0041). */
  | 'contact_changed'

/**
 * One login: the refresh-token family. Access tokens carry its id, so ending the session (logout, a newer
 * login, refresh-token reuse) refuses them at once instead of when they expire.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    autoLogin: boolean('auto_login').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<SessionEndReason>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('auth_sessions_member_idx').on(t.memberId, t.endedAt),
    // One active login per member, held by the database even if two logins race (docs/decisions/0041).
    uniqueIndex('auth_sessions_one_open_idx').on(t.memberId).where(sql`${t.endedAt} is null`),
  ],
)

/** Refresh tokens, stored as SHA-256 of the opaque token only; each one is good for one rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/**
 * Failed attempts per key, for login-throttle.ts: 'pair:<login id>@<address>', 'ip:<address>', 'id:<login id>'
 * (failing addresses on the account), 'reset:<login id>', 'findid:<address>'.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

/** Logins and sensitive changes: who, what, when, from where. Never a password or a token. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null when the ID tried does not exist (kept apart in login_id) or after the member was purged. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    loginId: text('login_id'),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_member_idx').on(t.memberId, t.at), index('audit_log_action_idx').on(t.action, t.at)],
)

export type AuthSessionRow = typeof authSessions.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect
