import { and, eq, lte } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrders } from '../../db/schema/index'
import type { PaymentProvider } from '../../providers/payment/types'
import { settleOrder } from './settle'
import { settlementOf } from './webhook'

/** A confirm that has not settled after this is presumed lost (a crash, a timeout): the provider is asked. */
export const CONFIRM_STUCK_MS = 15 * 60_000

export interface ReconcileReport {
  expired: number
  settled: number
  aborted: number
  unreachable: number
}

/**
 * The reconciliation job (docs/requirements/payments.md#pay-8), idempotent at any instant: unpaid orders past their
 * expiry end (their rows payable again), confirms stuck IN_PROGRESS and virtual accounts past their due date follow
 * what the provider says, through the same settle as confirm and webhooks.
 */
export async function reconcilePayments(db: AppDb, provider: PaymentProvider, now: Date): Promise<ReconcileReport> {
  const report: ReconcileReport = { expired: 0, settled: 0, aborted: 0, unreachable: 0 }
  const cause = 'job:payments-reconcile'
  const ready = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'READY'), lte(paymentOrders.expiresAt, now)))
  for (const { id } of ready)
    if ((await settleOrder(db, id, { state: 'EXPIRED' }, cause, now)).changed) report.expired++

  const stuck = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.state, 'IN_PROGRESS'),
        lte(paymentOrders.claimedAt, new Date(now.getTime() - CONFIRM_STUCK_MS)),
      ),
    )
  const waiting = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'WAITING_FOR_DEPOSIT'), lte(paymentOrders.expiresAt, now)))
  for (const order of [...stuck, ...waiting]) {
    let truth: Awaited<ReturnType<PaymentProvider['getPayment']>>
    try {
      truth = order.paymentKey && order.provider === provider.name ? await provider.getPayment(order.paymentKey) : null
    } catch {
      report.unreachable++
      continue
    }
    const settlement = truth ? settlementOf(truth) : null
    if (
      settlement?.state === 'DONE' ||
      (settlement?.state === 'WAITING_FOR_DEPOSIT' && order.state === 'IN_PROGRESS')
    ) {
      if ((await settleOrder(db, order.id, settlement, cause, now)).changed) report.settled++
      continue
    }
    // Still confirmable at the provider (a real gateway's own deadline not yet reached): asked again next run.
    if (truth?.state === 'READY' || truth?.state === 'IN_PROGRESS') continue
    const end = order.state === 'WAITING_FOR_DEPOSIT' ? 'EXPIRED' : 'ABORTED'
    if (!(await settleOrder(db, order.id, { state: end }, cause, now)).changed) continue
    if (end === 'EXPIRED') report.expired++
    else report.aborted++
  }
  return report
}
