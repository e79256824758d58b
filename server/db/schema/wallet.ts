import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { members } from './account'

/**
 * A member's cash and coupons (docs/requirements/my-page.md#my-13, #my-14). Cash is a ledger of signed entries, each
 * linked to its cause; `cash_balances` holds the running sum, one row per member, so a debit is one conditional update
 * (`balance >= amount`) that concurrent spends cannot both pass. Web-only data: it goes with a purged account.
 */
export const cashBalances = pgTable(
  'cash_balances',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Integer won; never negative. */
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('cash_balances_not_negative', sql`${t.balance} >= 0`)],
)

export const cashEntries = pgTable(
  'cash_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Signed integer won: a credit is positive, a debit negative. */
    amount: integer('amount').notNull(),
    /** What caused it, e.g. `staff_adjustment`, `ticket_order`, `event_reward`, `refund` (contract/wallet.ts). */
    causeKind: text('cause_kind').notNull(),
    causeId: integer('cause_id'),
    note: text('note').notNull().default(''),
    /** The balance right after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cash_entries_member_idx').on(t.memberId, t.id),
    check('cash_entries_amount', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
  ],
)

export type CouponDiscountKind = 'amount' | 'percent'
/** `active`, or `withdrawn` by staff (then it cannot be used). */
export type CouponState = 'active' | 'withdrawn'

/** A coupon code the association issued (one of a batch), registrable by up to `maxRegistrations` members. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    batchId: text('batch_id').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    discountKind: text('discount_kind').$type<CouponDiscountKind>().notNull(),
    /** Won for `amount`, 1-100 for `percent`. */
    discountValue: integer('discount_value').notNull(),
    /** The largest discount in won of a percent coupon; null without a cap. */
    maxDiscountWon: integer('max_discount_won'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** The first instant it is no longer valid (exclusive). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    state: text('state').$type<CouponState>().notNull().default('active'),
    maxRegistrations: integer('max_registrations').notNull().default(1),
    registrations: integer('registrations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_kind', sql`${t.discountKind} in ('amount', 'percent')`),
    check('coupons_value', sql`${t.discountValue} > 0 and (${t.discountKind} = 'amount' or ${t.discountValue} <= 100)`),
    check('coupons_state', sql`${t.state} in ('active', 'withdrawn')`),
    check('coupons_window', sql`${t.validUntil} > ${t.validFrom}`),
    check(
      'coupons_registrations',
      sql`${t.maxRegistrations} > 0 and ${t.registrations} >= 0 and ${t.registrations} <= ${t.maxRegistrations}`,
    ),
  ],
)

/** `held` until an order selects it; `used` once that order is paid; released back to `held` otherwise. */
export type MemberCouponState = 'held' | 'selected' | 'used'

export const memberCoupons = pgTable(
  'member_coupons',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text('state').$type<MemberCouponState>().notNull().default('held'),
    /** The open order holding it (`ticket_order:42`), kept after use as the cause. */
    orderRef: text('order_ref'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.memberId] }),
    index('member_coupons_member_idx').on(t.memberId),
    check('member_coupons_state', sql`${t.state} in ('held', 'selected', 'used')`),
  ],
)

export type CashEntryRow = typeof cashEntries.$inferSelect
export type CouponRow = typeof coupons.$inferSelect
export type MemberCouponRow = typeof memberCoupons.$inferSelect
