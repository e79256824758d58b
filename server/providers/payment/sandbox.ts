import { randomBytes } from 'node:crypto'
import { seoulDate } from '@domain/time'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { sandboxBillingKeys, sandboxPayments, sandboxPaySessions, type SandboxPaymentRow } from '../../db/schema/index'
import type { Clock } from '../../modules/auth/clock'
import { cardExpiredIn, maskCard, SANDBOX_CARDS, SANDBOX_CODES } from './sandbox-cards'
import { queueWebhook } from './sandbox-outbox'
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from './sandbox-signature'
import { SESSION_TTL_MS, sandboxToken } from './sandbox-window'
import type {
  BillingCheckoutRequest,
  CancelRequest,
  CancelResult,
  ChargeResult,
  CheckoutRequest,
  ConfirmResult,
  IssueBillingKeyResult,
  PaymentProvider,
  ProviderPayment,
  WebhookCheck,
} from './types'

/** How long an issued virtual account waits for its deposit. */
export const VBANK_DUE_MS = 3 * 24 * 3_600_000

const failure = (why: { code: string; message: string }) => ({ ok: false as const, ...why })
const receiptNo = () => `SBX-${randomBytes(6).toString('hex').toUpperCase()}`

/** The gateway's view of one of its payments; an authorisation nobody confirmed in time has EXPIRED. */
export function toProviderPayment(row: SandboxPaymentRow, now: Date): ProviderPayment {
  const state = row.state === 'READY' && row.confirmBy <= now ? 'EXPIRED' : row.state
  return {
    paymentKey: row.paymentKey,
    orderNo: row.orderNo,
    amount: row.amount,
    state: state as ProviderPayment['state'],
    method: row.method as ProviderPayment['method'],
    approvedAt: row.approvedAt,
    receiptNo: row.receiptNo,
    virtualAccount: row.virtualAccount?.dueAt
      ? { ...row.virtualAccount, dueAt: new Date(row.virtualAccount.dueAt) }
      : null,
    canceledAmount: row.canceledAmount,
    cancels: row.cancels.map((c) => ({ key: c.key, amount: c.amount, refund: c.refund })),
  }
}

/**
 * The sandbox gateway (docs/decisions/0053-payment-door.md): its books are its own tables, its window and
 * bank are HTTP routes (sandbox-routes.ts), its webhooks leave from a persisted outbox. Like a gateway it is
 * idempotent: a second confirm of one payment charges nothing more, a cancel never exceeds what is left.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'

  constructor(
    private readonly db: AppDb,
    private readonly now: Clock,
    readonly webhookSecret: string,
  ) {}

  async createCheckout(request: CheckoutRequest) {
    const token = sandboxToken('chk')
    const now = this.now()
    await this.db.insert(sandboxPaySessions).values({
      token,
      mode: 'payment',
      orderNo: request.orderNo,
      orderName: request.orderName,
      amount: request.amount,
      methods: request.methods,
      successUrl: request.successUrl,
      failUrl: request.failUrl,
      state: 'open',
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      createdAt: now,
    })
    return { checkoutUrl: `/sandbox/pay/${token}` }
  }

  async startBilling(request: BillingCheckoutRequest) {
    const token = sandboxToken('bil')
    const now = this.now()
    await this.db.insert(sandboxPaySessions).values({
      token,
      mode: 'billing',
      orderName: request.orderName,
      amount: 0,
      methods: ['card'],
      customerKey: request.customerKey,
      successUrl: request.successUrl,
      failUrl: request.failUrl,
      state: 'open',
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      createdAt: now,
    })
    return { checkoutUrl: `/sandbox/pay/${token}` }
  }

  async confirm(paymentKey: string, orderNo: string, amount: number): Promise<ConfirmResult> {
    const now = this.now()
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentKey, paymentKey))
        .for('update')
      if (!row || row.orderNo !== orderNo) return failure(SANDBOX_CODES.notFound)
      if (row.amount !== amount) return failure(SANDBOX_CODES.invalidAmount)
      if (row.state === 'DONE' && row.approvedAt && row.receiptNo)
        return {
          ok: true,
          state: 'DONE',
          method: row.method as 'card',
          approvedAt: row.approvedAt,
          receiptNo: row.receiptNo,
        }
      if (row.state === 'WAITING_FOR_DEPOSIT' && row.virtualAccount)
        return { ok: true, state: 'WAITING_FOR_DEPOSIT', method: 'vbank', virtualAccount: vbankOf(row) }
      if (row.state !== 'READY') return failure(SANDBOX_CODES.notCancelableState)
      if (row.confirmBy <= now) {
        await tx.update(sandboxPayments).set({ state: 'EXPIRED' }).where(eq(sandboxPayments.paymentKey, paymentKey))
        return failure(SANDBOX_CODES.confirmExpired)
      }
      if (row.cardNumber === SANDBOX_CARDS.failsAtConfirm) {
        await tx.update(sandboxPayments).set({ state: 'ABORTED' }).where(eq(sandboxPayments.paymentKey, paymentKey))
        return failure(SANDBOX_CODES.rejectedByIssuer)
      }
      if (row.method === 'vbank' && row.virtualAccount) {
        const virtualAccount = { ...row.virtualAccount, dueAt: new Date(now.getTime() + VBANK_DUE_MS).toISOString() }
        await tx
          .update(sandboxPayments)
          .set({ state: 'WAITING_FOR_DEPOSIT', virtualAccount })
          .where(eq(sandboxPayments.paymentKey, paymentKey))
        return { ok: true, state: 'WAITING_FOR_DEPOSIT', method: 'vbank', virtualAccount: vbankOf({ virtualAccount }) }
      }
      const receipt = receiptNo()
      await tx
        .update(sandboxPayments)
        .set({ state: 'DONE', approvedAt: now, receiptNo: receipt, chargeCount: row.chargeCount + 1 })
        .where(eq(sandboxPayments.paymentKey, paymentKey))
      return { ok: true, state: 'DONE', method: 'card', approvedAt: now, receiptNo: receipt }
    })
  }

  async getPayment(paymentKey: string): Promise<ProviderPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, paymentKey))
    return row ? toProviderPayment(row, this.now()) : null
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const now = this.now()
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentKey, request.paymentKey))
        .for('update')
      if (!row) return failure(SANDBOX_CODES.notFound)
      if (row.cancels.some((c) => c.key === request.idempotencyKey))
        return { ok: true as const, payment: toProviderPayment(row, now) }
      let state: string
      let refund: 'none' | 'pending' = 'none'
      if (row.state === 'WAITING_FOR_DEPOSIT' || row.state === 'READY') {
        if (request.amount !== row.amount) return failure(SANDBOX_CODES.notCancelable)
        state = 'CANCELED'
      } else if (row.state === 'DONE' || row.state === 'PARTIAL_CANCELED') {
        if (request.amount > row.amount - row.canceledAmount) return failure(SANDBOX_CODES.notCancelable)
        if (row.method === 'vbank') {
          if (!request.refundAccount) return failure(SANDBOX_CODES.refundAccountRequired)
          refund = 'pending'
        }
        state = row.canceledAmount + request.amount === row.amount ? 'CANCELED' : 'PARTIAL_CANCELED'
      } else return failure(SANDBOX_CODES.notCancelableState)
      const paid = row.state === 'DONE' || row.state === 'PARTIAL_CANCELED'
      const cancels = [
        ...row.cancels,
        { key: request.idempotencyKey, amount: request.amount, at: now.toISOString(), refund },
      ]
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ state, canceledAmount: paid ? row.canceledAmount + request.amount : 0, cancels })
        .where(eq(sandboxPayments.paymentKey, request.paymentKey))
        .returning()
      return { ok: true as const, payment: toProviderPayment(updated as SandboxPaymentRow, now) }
    })
  }

  async issueBillingKey(authKey: string, customerKey: string): Promise<IssueBillingKeyResult> {
    const billingKey = sandboxToken('bk')
    const [row] = await this.db
      .update(sandboxBillingKeys)
      .set({ billingKey })
      .where(
        and(
          eq(sandboxBillingKeys.authKey, authKey),
          eq(sandboxBillingKeys.customerKey, customerKey),
          isNull(sandboxBillingKeys.billingKey),
        ),
      )
      .returning()
    if (!row) return failure(SANDBOX_CODES.invalidBilling)
    if (row.cardNumber === SANDBOX_CARDS.failsAtConfirm) return failure(SANDBOX_CODES.rejectedByIssuer)
    return { ok: true, billingKey, cardLabel: maskCard(row.cardNumber), cardExpiry: row.cardExpiry }
  }

  async chargeBillingKey(request: {
    billingKey: string
    customerKey: string
    orderNo: string
    orderName: string
    amount: number
  }): Promise<ChargeResult> {
    const now = this.now()
    const [card] = await this.db
      .select()
      .from(sandboxBillingKeys)
      .where(
        and(
          eq(sandboxBillingKeys.billingKey, request.billingKey),
          eq(sandboxBillingKeys.customerKey, request.customerKey),
        ),
      )
    if (!card) return failure(SANDBOX_CODES.invalidBilling)
    const [done] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, request.orderNo))
    if (done?.state === 'DONE' && done.approvedAt && done.receiptNo)
      return { ok: true, paymentKey: done.paymentKey, approvedAt: done.approvedAt, receiptNo: done.receiptNo }
    if (cardExpiredIn(card.cardExpiry, seoulDate(now).slice(0, 7))) return failure(SANDBOX_CODES.expiredCard)
    if (card.cardNumber === SANDBOX_CARDS.billingChargeFails || card.cardNumber === SANDBOX_CARDS.insufficientFunds)
      return failure(SANDBOX_CODES.insufficientFunds)
    const paymentKey = sandboxToken('pay')
    const receipt = receiptNo()
    await this.db.insert(sandboxPayments).values({
      paymentKey,
      orderNo: request.orderNo,
      amount: request.amount,
      method: 'billing',
      state: 'DONE',
      cardNumber: card.cardNumber,
      chargeCount: 1,
      receiptNo: receipt,
      confirmBy: now,
      approvedAt: now,
      createdAt: now,
    })
    return { ok: true, paymentKey, approvedAt: now, receiptNo: receipt }
  }

  async verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WebhookCheck> {
    const signature = headers[SIGNATURE_HEADER]
    const eventId = headers[EVENT_ID_HEADER]
    if (typeof signature !== 'string' || !verifySignature(this.webhookSecret, signature, rawBody, this.now()))
      return { ok: false, reason: 'bad signature' }
    let body: unknown
    try {
      body = JSON.parse(rawBody)
    } catch {
      return { ok: false, reason: 'not JSON' }
    }
    const { eventId: bodyEventId, paymentKey } = (body ?? {}) as { eventId?: unknown; paymentKey?: unknown }
    if (typeof paymentKey !== 'string' || bodyEventId !== eventId || typeof eventId !== 'string')
      return { ok: false, reason: 'malformed event' }
    return { ok: true, eventId, paymentKey }
  }

  /** The sandbox's bank: a transfer into an issued virtual account (sandbox-routes.ts). */
  async deposit(input: { accountNumber: string; amount: number; depositor: string }) {
    const now = this.now()
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.state, 'WAITING_FOR_DEPOSIT'),
            sql`${sandboxPayments.virtualAccount}->>'accountNumber' = ${input.accountNumber}`,
          ),
        )
        .for('update')
      if (!row?.virtualAccount) return { ok: false as const, message: 'No virtual account waits for a deposit here' }
      if (new Date(row.virtualAccount.dueAt) <= now)
        return { ok: false as const, message: 'The deposit deadline of this account has passed' }
      if (input.amount !== row.amount)
        return { ok: false as const, message: `This account takes exactly ${row.amount} won` }
      const receipt = receiptNo()
      await tx
        .update(sandboxPayments)
        .set({ state: 'DONE', approvedAt: now, receiptNo: receipt, chargeCount: row.chargeCount + 1 })
        .where(eq(sandboxPayments.paymentKey, row.paymentKey))
      await queueWebhook(
        tx,
        { eventType: 'PAYMENT_STATUS_CHANGED', paymentKey: row.paymentKey, orderId: row.orderNo, status: 'DONE' },
        now,
      )
      return { ok: true as const, paymentKey: row.paymentKey }
    })
  }

  /** The sandbox's bank sends the pending refunds of paid virtual accounts and reports each by webhook. */
  async sendPendingRefunds(): Promise<number> {
    const now = this.now()
    return this.db.transaction(async (tx) => {
      const rows = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.method, 'vbank')).for('update')
      let sent = 0
      for (const row of rows) {
        if (!row.cancels.some((c) => c.refund === 'pending')) continue
        const cancels = row.cancels.map((c) => (c.refund === 'pending' ? { ...c, refund: 'done' as const } : c))
        await tx.update(sandboxPayments).set({ cancels }).where(eq(sandboxPayments.paymentKey, row.paymentKey))
        await queueWebhook(
          tx,
          { eventType: 'REFUND_STATUS_CHANGED', paymentKey: row.paymentKey, orderId: row.orderNo, status: row.state },
          now,
        )
        sent++
      }
      return sent
    })
  }

  /** How many times money was taken for an order (the tests' proof of "charged once"). */
  async chargeCountOf(orderNo: string): Promise<number> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo))
    return rows.reduce((sum, r) => sum + r.chargeCount, 0)
  }
}

function vbankOf(row: { virtualAccount: SandboxPaymentRow['virtualAccount'] }) {
  const va = row.virtualAccount as NonNullable<SandboxPaymentRow['virtualAccount']>
  return { bank: va.bank, accountNumber: va.accountNumber, holder: va.holder, dueAt: new Date(va.dueAt) }
}
