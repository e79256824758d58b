import { desc, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentCancels } from '../../db/schema/index'

/**
 * Whether the order's latest cancel waits for the bank (a paid virtual account's refund goes by transfer later,
 * docs/requirements/payments.md#pay-7): asked by a Payable's onCanceled, whose rows then read "cancellation requested".
 */
export async function refundPending(tx: AppDb, orderId: number): Promise<boolean> {
  const [latest] = await tx
    .select({ label: paymentCancels.label })
    .from(paymentCancels)
    .where(eq(paymentCancels.orderId, orderId))
    .orderBy(desc(paymentCancels.id))
    .limit(1)
  return latest?.label === 'refund_expected'
}
