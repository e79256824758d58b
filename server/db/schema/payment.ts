import { PAYMENT_STATES } from '@contract/payments'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { members } from './account'

/** A virtual account as the provider issued it (docs/requirements/payments.md#pay-5). */
export interface VirtualAccountJson {
  bank: string
  accountNumber: string
  holder: string
  dueAt: string
}

export interface RefundAccountJson {
  bank: string
  accountNumber: string
  holder: string
}

/**
 * One payment order of the one door (docs/requirements/payments.md#pay-1): priced by the module that charges, in
 * integer won, with the gateway's state (PAY-4). `claimed_at` is when a confirm took it (READY → IN_PROGRESS); the
 * reconciliation job asks the provider about orders claimed too long ago.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('READY'),
    method: text('method'),
    provider: text('provider').notNull(),
    paymentKey: text('payment_key').unique(),
    canceledAmount: integer('canceled_amount').notNull().default(0),
    virtualAccount: jsonb('virtual_account').$type<VirtualAccountJson>(),
    refundAccount: jsonb('refund_account').$type<RefundAccountJson>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receiptNo: text('receipt_no'),
    failure: jsonb('failure').$type<{ code: string; message: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_orders_amount', sql`${t.amount} > 0`),
    check('payment_orders_canceled', sql`${t.canceledAmount} >= 0 and ${t.canceledAmount} <= ${t.amount}`),
    check('payment_orders_state', sql`${t.state} in (${sql.raw(PAYMENT_STATES.map((s) => `'${s}'`).join(', '))})`),
    index('payment_orders_member_idx').on(t.memberId, t.createdAt),
    index('payment_orders_state_idx').on(t.state, t.expiresAt),
  ],
)

/** What an order pays, line by line: the module's own references (PAY-1). */
export const paymentOrderLines = pgTable(
  'payment_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    refKind: text('ref_kind').notNull(),
    refId: integer('ref_id').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('payment_order_lines_order_idx').on(t.orderId),
    index('payment_order_lines_ref_idx').on(t.refKind, t.refId),
  ],
)

/** Append-only: what happened to an order, with the amounts and who or what caused it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    amount: integer('amount'),
    /** e.g. `member:12`, `staff:3`, `webhook:<event id>`, `job:payments-reconcile`. */
    cause: text('cause').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.id)],
)

/** Each cancel or refund of an order, with its label (PAY-4) and the refund account of a virtual account. */
export const paymentCancels = pgTable(
  'payment_cancels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    label: text('label').notNull(),
    /** The provider's own key of the cancel (its idempotency key). */
    providerKey: text('provider_key').notNull().unique(),
    refundAccount: jsonb('refund_account').$type<RefundAccountJson>(),
    cause: text('cause').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [check('payment_cancels_amount', sql`${t.amount} > 0`), index('payment_cancels_order_idx').on(t.orderId)],
)

/** Idempotency of confirm and cancel (PAY-8): one row per scope and key, its request's hash and stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('idempotency_keys_state', sql`${t.state} in ('in_flight', 'done')`),
  ],
)

/** Webhooks taken in, by the provider's event id: a replay finds its id here and changes nothing (PAY-6). */
export const paymentWebhookReceipts = pgTable(
  'payment_webhook_receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentKey: text('payment_key'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('payment_webhook_receipts_event').on(t.provider, t.eventId)],
)

/** A member's registered card for recurring dues (docs/requirements/standing-and-dues.md#sd-12). */
export const billingCards = pgTable(
  'billing_cards',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    /** The provider's customer of this member; fixed once made. */
    customerKey: text('customer_key').notNull().unique(),
    billingKey: text('billing_key'),
    cardLabel: text('card_label'),
    /** Last month the card is valid, YYYY-MM. */
    cardExpiry: text('card_expiry'),
    state: text('state').notNull(),
    failureReason: text('failure_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    lastChargeAt: timestamp('last_charge_at', { withTimezone: true }),
    lastChargeResult: jsonb('last_charge_result').$type<{ ok: boolean; orderNo: string; code?: string }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'billing_cards_state',
      sql`${t.state} in ('pending', 'registered', 'registration_failed', 'expired', 'charge_suspended')`,
    ),
  ],
)

export type PaymentOrderRow = typeof paymentOrders.$inferSelect
export type BillingCardRow = typeof billingCards.$inferSelect
