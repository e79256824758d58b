import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './account'

/**
 * A phone number the provider confirmed (GET then POST /cert/phone). Sign-up and the phone change take it
 * by id once (used_at), within 30 minutes of the confirmation.
 */
export const phoneCerts = pgTable(
  'phone_certs',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_certs_phone_idx').on(t.phone, t.createdAt)],
)

/**
 * A password reset (POST /member/findPw): the one-time code went to the account's mobile through the phone
 * provider, which checks it (request_id); used_at makes the reset single use.
 */
/**
 * One row per find-password request, whether or not an account matched: a request that matched nobody (or
 * whose code could not be sent) gets a row without member and provider request, so the reset step answers
 * it exactly as it answers a wrong code (no account discovery through either step).
 */
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  /** The ID the request named: the password rule ("not containing the ID") is checked against it for every row. */
  loginId: text('login_id').notNull().default(''),
  requestId: text('request_id'),
  /** Wrong codes given for a row without a provider request, counted as the provider counts them. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
