import { ERROR_CODES } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels, paymentOrders, paymentWebhookReceipts } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import type { PaymentProvider, ProviderPayment } from '../../providers/payment/types'
import { settleOrder, type Settlement } from './settle'

export function settlementOf(truth: ProviderPayment): Settlement | null {
  if (truth.state === 'DONE' && truth.approvedAt && truth.receiptNo)
    return { state: 'DONE', paymentKey: truth.paymentKey, approvedAt: truth.approvedAt, receiptNo: truth.receiptNo }
  if (truth.state === 'WAITING_FOR_DEPOSIT' && truth.virtualAccount)
    return { state: 'WAITING_FOR_DEPOSIT', paymentKey: truth.paymentKey, virtualAccount: truth.virtualAccount }
  if (truth.state === 'ABORTED' || truth.state === 'EXPIRED') return { state: truth.state }
  return null
}

/**
 * POST /api/payments/webhooks/{provider} (docs/requirements/payments.md#pay-6): a delivery whose signature does
 * not verify is refused (401) and changes nothing; a verified one is taken once per event id, and the order follows
 * what the provider answers to getPayment, never the body. The receipt and the settle commit together, so a 200 is
 * sent only once both are stored, and a delivery that failed midway is taken again on the provider's retry.
 */
export async function handleWebhook(
  db: AppDb,
  provider: PaymentProvider,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): Promise<{ ok: true; duplicate: boolean }> {
  const check = await provider.verifyWebhook(headers, rawBody)
  if (!check.ok) throw httpError(401, ERROR_CODES.UNAUTHORIZED, `Webhook refused: ${check.reason}`)
  const where = and(
    eq(paymentWebhookReceipts.provider, provider.name),
    eq(paymentWebhookReceipts.eventId, check.eventId),
  )
  const [seen] = await db.select({ id: paymentWebhookReceipts.id }).from(paymentWebhookReceipts).where(where)
  if (seen) return { ok: true, duplicate: true }
  const truth = await provider.getPayment(check.paymentKey)
  return db.transaction(async (tx) => {
    const [order] = truth ? await tx.select().from(paymentOrders).where(eq(paymentOrders.orderNo, truth.orderNo)) : []
    const outcome = !truth ? 'unknown_payment' : !order ? 'unknown_order' : truth.state.toLowerCase()
    const [taken] = await tx
      .insert(paymentWebhookReceipts)
      .values({
        provider: provider.name,
        eventId: check.eventId,
        paymentKey: check.paymentKey,
        outcome,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookReceipts.id })
    if (!taken) return { ok: true as const, duplicate: true }
    if (!truth || !order || (order.paymentKey !== null && order.paymentKey !== truth.paymentKey))
      return { ok: true as const, duplicate: false }
    const settlement = settlementOf(truth)
    if (settlement) await settleOrder(tx, order.id, settlement, `webhook:${check.eventId}`, now)
    for (const cancel of truth.cancels.filter((c) => c.refund === 'done'))
      await tx
        .update(paymentCancels)
        .set({ label: 'refund_complete' })
        .where(and(eq(paymentCancels.providerKey, cancel.key), eq(paymentCancels.label, 'refund_expected')))
    return { ok: true as const, duplicate: false }
  })
}
