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
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  requestId: text('request_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
