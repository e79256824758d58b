import type { PaymentState } from '@contract/payments'

/**
 * A payment gateway as the door sees it (docs/requirements/payments.md#pay-1), modelled on the Korean gateways'
 * flow: a checkout window the browser opens, a redirect back with a payment key, a confirm by the server with the
 * order's amount within a time limit, a virtual account paid later and reported by webhook. The sandbox
 * (sandbox.ts) implements it; a real gateway is a second implementation and a line in the providers plugin, and the
 * modules that charge never see either.
 */

export type CheckoutMethod = 'card' | 'vbank'

export interface CheckoutRequest {
  orderNo: string
  orderName: string
  amount: number
  methods: CheckoutMethod[]
  /** Where the window sends the browser: `successUrl?paymentKey&orderId&amount` or `failUrl?code&message`. */
  successUrl: string
  failUrl: string
}

export interface BillingCheckoutRequest {
  customerKey: string
  orderName: string
  /** Success: `successUrl?authKey&customerKey`; failure as for payments. */
  successUrl: string
  failUrl: string
}

export interface ProviderVirtualAccount {
  bank: string
  accountNumber: string
  holder: string
  dueAt: Date
}

export interface ProviderFailure {
  ok: false
  /** The gateway's code, e.g. REJECT_CARD_PAYMENT, NOT_FOUND_PAYMENT, INVALID_AMOUNT. */
  code: string
  message: string
}

export type ConfirmResult =
  | { ok: true; state: 'DONE'; method: CheckoutMethod; approvedAt: Date; receiptNo: string }
  | { ok: true; state: 'WAITING_FOR_DEPOSIT'; method: 'vbank'; virtualAccount: ProviderVirtualAccount }
  | ProviderFailure

export interface ProviderCancel {
  /** The idempotency key the door gave. */
  key: string
  amount: number
  /** A paid virtual account's money goes back by bank transfer, later. */
  refund: 'none' | 'pending' | 'done'
}

/** The gateway's truth about a payment, asked for by webhooks and the reconciliation job. */
export interface ProviderPayment {
  paymentKey: string
  orderNo: string
  amount: number
  state: PaymentState
  method: CheckoutMethod | 'billing'
  approvedAt: Date | null
  receiptNo: string | null
  virtualAccount: ProviderVirtualAccount | null
  canceledAmount: number
  cancels: ProviderCancel[]
}

export interface CancelRequest {
  paymentKey: string
  amount: number
  reason: string
  refundAccount?: { bank: string; accountNumber: string; holder: string } | undefined
  idempotencyKey: string
}

export type CancelResult = { ok: true; payment: ProviderPayment } | ProviderFailure

export type IssueBillingKeyResult =
  | { ok: true; billingKey: string; cardLabel: string; cardExpiry: string }
  | ProviderFailure

export type ChargeResult = { ok: true; paymentKey: string; approvedAt: Date; receiptNo: string } | ProviderFailure

/** A verified webhook: which payment changed. The door then asks getPayment for the truth. */
export type WebhookCheck = { ok: true; eventId: string; paymentKey: string } | { ok: false; reason: string }

export interface PaymentProvider {
  /** Stored on each order (`sandbox`, `toss`, ...) and in the webhook path. */
  readonly name: string
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>
  confirm(paymentKey: string, orderNo: string, amount: number): Promise<ConfirmResult>
  getPayment(paymentKey: string): Promise<ProviderPayment | null>
  cancel(request: CancelRequest): Promise<CancelResult>
  startBilling(request: BillingCheckoutRequest): Promise<{ checkoutUrl: string }>
  issueBillingKey(authKey: string, customerKey: string): Promise<IssueBillingKeyResult>
  chargeBillingKey(request: {
    billingKey: string
    customerKey: string
    orderNo: string
    orderName: string
    amount: number
  }): Promise<ChargeResult>
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WebhookCheck>
}
