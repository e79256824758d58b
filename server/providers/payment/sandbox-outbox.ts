import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { sandboxWebhookOutbox } from '../../db/schema/index'
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook } from './sandbox-signature'

/** Waits after the 1st, 2nd, ... failed delivery; after the last one the sandbox gives up (recorded). */
export const WEBHOOK_BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1

export interface WebhookDelivery {
  url: string
  headers: Record<string, string>
  body: string
}

/** Sends one delivery and answers the HTTP status (0 when nobody answered). Tests inject their own. */
export type WebhookDeliverer = (delivery: WebhookDelivery) => Promise<number>

export const fetchDeliverer: WebhookDeliverer = async ({ url, headers, body }) => {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
    return res.status
  } catch {
    return 0
  }
}

export interface WebhookEvent {
  eventType: 'PAYMENT_STATUS_CHANGED' | 'REFUND_STATUS_CHANGED'
  paymentKey: string
  orderId: string
  status: string
}

/** Queues a webhook in the caller's transaction: it is sent only if what it reports committed. */
export async function queueWebhook(tx: AppDb, event: WebhookEvent, now: Date): Promise<string> {
  const eventId = `evt_${randomUUID()}`
  const body = JSON.stringify({ eventId, ...event, createdAt: now.toISOString() })
  await tx.insert(sandboxWebhookOutbox).values({ eventId, body, nextAttemptAt: now, createdAt: now })
  return eventId
}

export interface OutboxReport {
  delivered: number
  failed: number
  gaveUp: number
}

/**
 * Sends every due webhook once, signed at the moment of sending; a delivery that does not get 200 waits its
 * back-off, and after WEBHOOK_MAX_ATTEMPTS the sandbox gives up, as gateways do (docs/requirements/payments.md#pay-6).
 */
export async function deliverDueWebhooks(
  db: AppDb,
  options: { secret: string; target: () => string | null; deliver: WebhookDeliverer; now: Date },
): Promise<OutboxReport> {
  const report: OutboxReport = { delivered: 0, failed: 0, gaveUp: 0 }
  const url = options.target()
  if (url === null) return report
  const due = await db
    .select()
    .from(sandboxWebhookOutbox)
    .where(
      and(
        isNull(sandboxWebhookOutbox.deliveredAt),
        isNull(sandboxWebhookOutbox.gaveUpAt),
        lte(sandboxWebhookOutbox.nextAttemptAt, options.now),
      ),
    )
    .orderBy(asc(sandboxWebhookOutbox.id))
    .limit(50)
  for (const row of due) {
    const headers = {
      'content-type': 'application/json',
      [EVENT_ID_HEADER]: row.eventId,
      [SIGNATURE_HEADER]: signWebhook(options.secret, row.body, options.now),
    }
    const status = await options.deliver({ url, headers, body: row.body })
    const attempts = row.attempts + 1
    if (status === 200) {
      report.delivered++
      await db
        .update(sandboxWebhookOutbox)
        .set({ attempts, lastStatus: status, deliveredAt: options.now })
        .where(eq(sandboxWebhookOutbox.id, row.id))
      continue
    }
    const wait = WEBHOOK_BACKOFF_MS[attempts - 1]
    if (wait === undefined) report.gaveUp++
    else report.failed++
    await db
      .update(sandboxWebhookOutbox)
      .set({
        attempts,
        lastStatus: status,
        nextAttemptAt: new Date(options.now.getTime() + (wait ?? 0)),
        gaveUpAt: wait === undefined ? options.now : null,
      })
      .where(eq(sandboxWebhookOutbox.id, row.id))
  }
  return report
}
