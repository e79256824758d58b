import type { AppDb } from '../../db/database'
import { paymentEvents } from '../../db/schema/index'

export interface PaymentEventInput {
  orderId: number
  kind: string
  fromState?: string | null
  toState?: string | null
  amount?: number | null
  cause: string
  detail?: Record<string, unknown>
}

/** Appends to an order's history (payment_events is never updated). */
export async function recordEvent(db: AppDb, event: PaymentEventInput, now: Date): Promise<void> {
  await db.insert(paymentEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    fromState: event.fromState ?? null,
    toState: event.toState ?? null,
    amount: event.amount ?? null,
    cause: event.cause,
    detail: event.detail ?? null,
    at: now,
  })
}
