import { randomUUID } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import { PAYMENT_RETURN_PATHS, type PaymentOrderDto, type PaymentPurpose } from '@contract/payments'
import { seoulDate } from '@domain/time'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { billingCardSchema } from '@contract/payments'
import type { AppDb } from '../../db/database'
import { billingCards, paymentOrders, type BillingCardRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { writeOrder } from './create-order'
import { orderDto } from './order-dto'
import { settleOrder } from './settle'

/** After this many refused charges in a row the card is suspended until the member registers one again. */
export const BILLING_SUSPEND_AFTER = 3

type BillingCardDto = z.infer<typeof billingCardSchema>

const seoulMonth = (now: Date) => seoulDate(now).slice(0, 7)

async function cardRow(db: AppDb, memberId: number): Promise<BillingCardRow | null> {
  const [card] = await db.select().from(billingCards).where(eq(billingCards.memberId, memberId))
  return card ?? null
}

/** The dues card as the member's screen shows it; `none` when never registered. */
export async function billingCardOf(db: AppDb, memberId: number, now: Date): Promise<BillingCardDto> {
  const card = await cardRow(db, memberId)
  const registered = card?.billingKey ? card : null
  const expired =
    registered?.state === 'registered' && registered.cardExpiry !== null && registered.cardExpiry < seoulMonth(now)
  return {
    state: !card
      ? 'none'
      : expired
        ? 'expired'
        : card.state === 'pending' && !card.billingKey
          ? 'none'
          : (card.state as BillingCardDto['state']),
    cardLabel: registered?.cardLabel ?? null,
    cardExpiry: registered?.cardExpiry ?? null,
    approvedAt: registered?.approvedAt?.toISOString() ?? null,
    failureReason: card?.failureReason ?? null,
    lastChargeAt: card?.lastChargeAt?.toISOString() ?? null,
    lastChargeOk: card?.lastChargeResult?.ok ?? null,
  }
}

/** Opens the provider's window in billing mode for the member's card (docs/requirements/standing-and-dues.md#sd-12). */
export async function startCardRegistration(
  db: AppDb,
  provider: PaymentProvider,
  input: { memberId: number; now: Date },
): Promise<{ checkoutUrl: string; customerKey: string }> {
  await db
    .insert(billingCards)
    .values({ memberId: input.memberId, customerKey: `cust_${randomUUID()}`, state: 'pending', updatedAt: input.now })
    .onConflictDoNothing()
  const card = (await cardRow(db, input.memberId)) as BillingCardRow
  const { checkoutUrl } = await provider.startBilling({
    customerKey: card.customerKey,
    orderName: 'Dues card registration',
    successUrl: PAYMENT_RETURN_PATHS.cardSuccess,
    failUrl: PAYMENT_RETURN_PATHS.cardFail,
  })
  return { checkoutUrl, customerKey: card.customerKey }
}

/** POST /api/payments/billing-cards/confirm: the window's authKey becomes a billing key, or the failure's reason. */
export async function confirmCardRegistration(
  db: AppDb,
  provider: PaymentProvider,
  input: { memberId: number; authKey: string; customerKey: string; now: Date },
): Promise<BillingCardDto> {
  const card = await cardRow(db, input.memberId)
  if (!card || card.customerKey !== input.customerKey)
    throw httpError(404, ERROR_CODES.NOT_FOUND, 'No card registration of yours')
  const issued = await provider.issueBillingKey(input.authKey, input.customerKey)
  await db
    .update(billingCards)
    .set(
      issued.ok
        ? {
            billingKey: issued.billingKey,
            cardLabel: issued.cardLabel,
            cardExpiry: issued.cardExpiry,
            state: 'registered',
            failureReason: null,
            consecutiveFailures: 0,
            approvedAt: input.now,
            updatedAt: input.now,
          }
        : // A card registered before stays usable; its failed replacement is only reported.
          {
            state: card.billingKey ? card.state : 'registration_failed',
            failureReason: `${issued.code}: ${issued.message}`,
            updatedAt: input.now,
          },
    )
    .where(eq(billingCards.memberId, input.memberId))
  return billingCardOf(db, input.memberId, input.now)
}

export type BillingCharge =
  | { ok: true; order: PaymentOrderDto }
  | { ok: false; code: string; message: string; order: PaymentOrderDto | null }

/**
 * Charges the member's registered card for `refs` (the dues run calls it): a DONE order, or a recorded failure; the
 * card is suspended after BILLING_SUSPEND_AFTER refusals in a row and marked expired once its month has passed.
 */
export async function chargeBillingCard(
  db: AppDb,
  provider: PaymentProvider,
  input: { memberId: number; purpose: PaymentPurpose; refs: number[]; now: Date },
): Promise<BillingCharge> {
  const card = await cardRow(db, input.memberId)
  if (card?.state === 'registered' && card.cardExpiry !== null && card.cardExpiry < seoulMonth(input.now)) {
    await db
      .update(billingCards)
      .set({ state: 'expired', updatedAt: input.now })
      .where(eq(billingCards.memberId, input.memberId))
    return { ok: false, code: ERROR_CODES.BILLING_CARD_UNUSABLE, message: 'The card has expired', order: null }
  }
  if (!card?.billingKey || card.state !== 'registered')
    return { ok: false, code: ERROR_CODES.BILLING_CARD_UNUSABLE, message: `Card ${card?.state ?? 'none'}`, order: null }
  const written = await writeOrder(db, { ...input, method: 'billing', provider: provider.name, cause: 'job:billing' })
  await db
    .update(paymentOrders)
    .set({ state: 'IN_PROGRESS', claimedAt: input.now, updatedAt: input.now })
    .where(and(eq(paymentOrders.id, written.id), eq(paymentOrders.state, 'READY')))
  const charged = await provider.chargeBillingKey({
    billingKey: card.billingKey,
    customerKey: card.customerKey,
    orderNo: written.orderNo,
    orderName: written.title,
    amount: written.amount,
  })
  const cause = 'job:billing'
  if (charged.ok) {
    const { order } = await settleOrder(
      db,
      written.id,
      {
        state: 'DONE',
        paymentKey: charged.paymentKey,
        method: 'billing',
        approvedAt: charged.approvedAt,
        receiptNo: charged.receiptNo,
      },
      cause,
      input.now,
    )
    await db
      .update(billingCards)
      .set({
        consecutiveFailures: 0,
        lastChargeAt: input.now,
        lastChargeResult: { ok: true, orderNo: order.orderNo },
        updatedAt: input.now,
      })
      .where(eq(billingCards.memberId, input.memberId))
    return { ok: true, order: await orderDto(db, order) }
  }
  const { order } = await settleOrder(
    db,
    written.id,
    { state: 'ABORTED', failure: { code: charged.code, message: charged.message } },
    cause,
    input.now,
  )
  const failures = card.consecutiveFailures + 1
  await db
    .update(billingCards)
    .set({
      consecutiveFailures: failures,
      state: failures >= BILLING_SUSPEND_AFTER ? 'charge_suspended' : card.state,
      failureReason: `${charged.code}: ${charged.message}`,
      lastChargeAt: input.now,
      lastChargeResult: { ok: false, orderNo: order.orderNo, code: charged.code },
      updatedAt: input.now,
    })
    .where(eq(billingCards.memberId, input.memberId))
  return { ok: false, code: charged.code, message: charged.message, order: await orderDto(db, order) }
}
