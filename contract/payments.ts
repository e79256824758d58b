import { z } from 'zod'

/**
 * The one payment door (docs/requirements/payments.md): orders priced by the server, a provider's checkout window,
 * confirmation with the order's own amount, cancellation and refunds. Amounts are integer won.
 */

/** What an order pays for; each purpose is priced and settled by its own module (PAY-1). */
export const PAYMENT_PURPOSES = ['dues', 'entrance_fee', 'entry_fee', 'ticket', 'education'] as const
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES)
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>

export const PAYMENT_METHODS = ['card', 'vbank', 'billing', 'transfer'] as const
export const paymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** The Korean gateways' states (PAY-4). */
export const PAYMENT_STATES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const
export const paymentStateSchema = z.enum(PAYMENT_STATES)
export type PaymentState = z.infer<typeof paymentStateSchema>

/** The specification's payment labels (PAY-4); the client translates them. */
export const PAYMENT_LABELS = ['unpaid', 'waiting_for_deposit', 'paid', 'non_payment', 'cancelled'] as const
export type PaymentLabel = (typeof PAYMENT_LABELS)[number]

/** The specification's cancellation labels (PAY-4). */
export const CANCEL_LABELS = [
  'cancelled',
  'cancellation_requested',
  'cancellation_complete',
  'refund_expected',
  'refund_complete',
] as const
export type CancelLabel = (typeof CANCEL_LABELS)[number]

/** The one mapping of a gateway state to the label members see (PAY-4). */
export const LABEL_OF_STATE: Readonly<Record<PaymentState, PaymentLabel>> = {
  READY: 'unpaid',
  IN_PROGRESS: 'unpaid',
  WAITING_FOR_DEPOSIT: 'waiting_for_deposit',
  DONE: 'paid',
  PARTIAL_CANCELED: 'paid',
  CANCELED: 'cancelled',
  ABORTED: 'non_payment',
  EXPIRED: 'non_payment',
}

const won = z.number().int().nonnegative()

export const virtualAccountSchema = z
  .object({
    bank: z.string(),
    accountNumber: z.string(),
    holder: z.string(),
    dueAt: z.string().describe('Deposit deadline (ISO 8601)'),
  })
  .meta({ id: 'VirtualAccount' })

/** A line of an order; `refKind` says what it pays (e.g. `dues_period`, whose `name` is the period's code). */
export const paymentLineSchema = z
  .object({ refKind: z.string(), name: z.string(), amount: won })
  .meta({ id: 'PaymentLine' })

export const paymentCancelSchema = z
  .object({
    amount: won,
    reason: z.string(),
    label: z.enum(CANCEL_LABELS),
    at: z.string(),
  })
  .meta({ id: 'PaymentCancel' })

export const paymentOrderSchema = z
  .object({
    orderNo: z.string().describe('Public order number'),
    purpose: paymentPurposeSchema,
    title: z.string(),
    amount: won.describe('Decided by the server when the order was created'),
    lines: z.array(paymentLineSchema),
    state: paymentStateSchema,
    label: z.enum(PAYMENT_LABELS),
    method: paymentMethodSchema.nullable(),
    canceledAmount: won,
    refundableAmount: won,
    virtualAccount: virtualAccountSchema.nullable(),
    cancels: z.array(paymentCancelSchema),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
    receiptNo: z.string().nullable().describe('Set once paid; the printable receipt'),
  })
  .meta({ id: 'PaymentOrder' })
export type PaymentOrderDto = z.infer<typeof paymentOrderSchema>

/** POST /api/payments/orders: the module's references; the server prices them. */
export const createOrderBodySchema = z
  .object({
    purpose: paymentPurposeSchema,
    refs: z.array(z.number().int().positive()).min(1).max(24).describe('Ids of what is paid (e.g. dues periods)'),
    method: z.enum(['card', 'vbank']),
  })
  .meta({ id: 'CreatePaymentOrder' })

/** The order and where the browser goes to pay: the provider's checkout window. */
export const createdOrderSchema = z
  .object({ order: paymentOrderSchema, checkoutUrl: z.string() })
  .meta({ id: 'CreatedPaymentOrder' })

/**
 * POST /api/payments/confirm, sent by the page the checkout window returns to. `amount` is what the window charged;
 * it must equal the order's ("please check payment amount" otherwise). Carries an `Idempotency-Key` header.
 */
export const confirmBodySchema = z
  .object({ orderNo: z.string().min(1).max(64), paymentKey: z.string().min(1).max(200), amount: won })
  .meta({ id: 'ConfirmPayment' })

export const refundAccountSchema = z
  .object({
    bank: z.string().min(1).max(40),
    accountNumber: z.string().regex(/^\d{6,20}$/),
    holder: z.string().min(1).max(40),
  })
  .meta({ id: 'RefundAccount' })
export type RefundAccount = z.infer<typeof refundAccountSchema>

/** POST /api/payments/orders/{orderNo}/cancel; `amount` omitted cancels what is left. Idempotency-Key header. */
export const cancelBodySchema = z
  .object({
    amount: z.number().int().positive().optional(),
    reason: z.string().min(1).max(200),
    refundAccount: refundAccountSchema.optional().describe('Required for a paid virtual account'),
  })
  .meta({ id: 'CancelPayment' })

/**
 * Where a checkout window sends the browser back (SPA pages): the payment pages call POST /api/payments/confirm with
 * `paymentKey`, `orderId` and `amount` from the query; the card pages POST /api/payments/billing-cards/confirm with
 * `authKey` and `customerKey`. Failures carry `code` and `message`.
 */
export const PAYMENT_RETURN_PATHS = {
  success: '/payments/success',
  fail: '/payments/fail',
  cardSuccess: '/payments/card/success',
  cardFail: '/payments/card/fail',
} as const

export const orderNoParamsSchema = z.object({ orderNo: z.string().min(1).max(64) })

export const paymentListQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().describe('Seoul year of the order; all years if absent'),
})

export const paymentOrderListSchema = z.object({ items: z.array(paymentOrderSchema) }).meta({ id: 'PaymentOrderList' })

/** The Idempotency-Key header of confirm and cancel (PAY-8): any client-made unique string, e.g. a UUID. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/)
    .describe('A unique key per intended action, 8 to 100 letters, digits, "_", "-", ".", ":"'),
})

/** The same header where it is optional (POST /api/game/player/goods: older clients and scripts send none). */
export const optionalIdempotencyHeadersSchema = idempotencyHeadersSchema.partial()

export const BILLING_CARD_STATES = [
  'none',
  'pending',
  'registered',
  'registration_failed',
  'expired',
  'charge_suspended',
] as const

export const billingCardSchema = z
  .object({
    state: z.enum(BILLING_CARD_STATES),
    cardLabel: z.string().nullable(),
    cardExpiry: z.string().nullable().describe('Last valid month, YYYY-MM'),
    approvedAt: z.string().nullable(),
    failureReason: z.string().nullable(),
    lastChargeAt: z.string().nullable(),
    lastChargeOk: z.boolean().nullable(),
  })
  .meta({ id: 'BillingCard' })

export const billingCardConfirmBodySchema = z
  .object({ authKey: z.string().min(1).max(200), customerKey: z.string().min(1).max(200) })
  .meta({ id: 'ConfirmBillingCard' })

export const webhookAckSchema = z.object({ ok: z.boolean(), duplicate: z.boolean() })

/** The sandbox window's view of a checkout session (GET /api/sandbox/pay/sessions/{token}). */
export const sandboxSessionSchema = z
  .object({
    merchantName: z.string(),
    orderName: z.string(),
    amount: won,
    methods: z.array(z.enum(['card', 'vbank'])),
    mode: z.enum(['payment', 'billing']),
    expiresAt: z.string(),
    state: z.enum(['open', 'approved', 'failed', 'canceled', 'expired']),
  })
  .meta({ id: 'SandboxPaySession' })

export const sandboxTokenParamsSchema = z.object({ token: z.string().min(1).max(100) })

export const sandboxApproveBodySchema = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('card'),
      cardNumber: z.string().regex(/^\d{16}$/),
      expiry: z
        .string()
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/)
        .describe('MM/YY'),
      holder: z.string().max(40).optional(),
    }),
    z.object({ method: z.literal('vbank'), bank: z.string().min(1).max(40) }),
  ])
  .meta({ id: 'SandboxApprove' })

export const sandboxRedirectSchema = z.object({ redirectUrl: z.string() }).meta({ id: 'SandboxRedirect' })

export const sandboxDepositBodySchema = z
  .object({
    accountNumber: z.string().regex(/^\d{6,20}$/),
    amount: z.number().int().positive(),
    depositor: z.string().min(1).max(40),
  })
  .meta({ id: 'SandboxDeposit' })

export const sandboxDepositSchema = z.object({ ok: z.literal(true), paymentKey: z.string() })
