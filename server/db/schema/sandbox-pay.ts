import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The sandbox payment provider's own books (server/providers/payment/sandbox*.ts), kept apart from Fairway's
 * like a real gateway's would be: checkout sessions, payments, billing keys and the webhook outbox, so that a
 * restart loses no queued webhook (docs/requirements/payments.md#pay-6).
 */
export const sandboxPaySessions = pgTable('sandbox_pay_sessions', {
  token: text('token').primaryKey(),
  mode: text('mode').notNull(),
  orderNo: text('order_no'),
  orderName: text('order_name').notNull(),
  amount: integer('amount').notNull(),
  methods: jsonb('methods').$type<string[]>().notNull(),
  customerKey: text('customer_key'),
  successUrl: text('success_url').notNull(),
  failUrl: text('fail_url').notNull(),
  state: text('state').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentKey: text('payment_key').primaryKey(),
    orderNo: text('order_no').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    /** READY (authorised in the window), then DONE, WAITING_FOR_DEPOSIT, CANCELED, ... as a gateway reports. */
    state: text('state').notNull(),
    cardNumber: text('card_number'),
    canceledAmount: integer('canceled_amount').notNull().default(0),
    /** How many times money was actually taken (1 at most): the proof of "charged once". */
    chargeCount: integer('charge_count').notNull().default(0),
    virtualAccount: jsonb('virtual_account').$type<{
      bank: string
      accountNumber: string
      holder: string
      dueAt: string
    }>(),
    cancels: jsonb('cancels')
      .$type<{ key: string; amount: number; at: string; refund: 'none' | 'pending' | 'done' }[]>()
      .notNull()
      .default([]),
    receiptNo: text('receipt_no'),
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderNo)],
)

export const sandboxBillingKeys = pgTable('sandbox_billing_keys', {
  authKey: text('auth_key').primaryKey(),
  customerKey: text('customer_key').notNull(),
  billingKey: text('billing_key').unique(),
  cardNumber: text('card_number').notNull(),
  cardExpiry: text('card_expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: text('event_id').notNull().unique(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastStatus: integer('last_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_webhook_outbox_due_idx').on(t.deliveredAt, t.gaveUpAt, t.nextAttemptAt)],
)

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect
