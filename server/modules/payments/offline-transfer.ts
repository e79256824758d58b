import { randomBytes } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { PaymentOrderDto, PaymentPurpose } from '@contract/payments'
import type { AppDb } from '../../db/database'
import { auditLog } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeOrder } from './create-order'
import { orderDto } from './order-dto'
import { settleOrder } from './settle'

export interface OfflineTransfer {
  memberId: number
  purpose: PaymentPurpose
  refs: number[]
  amount: number
  /** The Seoul day the money arrived, YYYY-MM-DD. */
  depositedOn: string
  depositor: string
  staffId: number
  now: Date
}

/**
 * Staff record a bank transfer made outside the portal (docs/requirements/payments.md#pay-10): a DONE order of
 * method transfer and provider `offline`, priced like any order (the amount must be the priced one, else 422 and
 * nothing is written), settled through the Payable and audited, all in one transaction.
 */
export async function recordOfflineTransfer(db: AppDb, input: OfflineTransfer): Promise<PaymentOrderDto> {
  const order = await db.transaction(async (tx) => {
    const written = await writeOrder(tx, {
      ...input,
      method: 'transfer',
      provider: 'offline',
      cause: `staff:${input.staffId}`,
    })
    if (written.amount !== input.amount)
      throw httpError(422, ERROR_CODES.PAYMENT_AMOUNT_MISMATCH, `The transfer must be ${written.amount} won`)
    const { order: paid } = await settleOrder(
      tx,
      written.id,
      {
        state: 'DONE',
        paymentKey: `offline_${written.orderNo}`,
        method: 'transfer',
        approvedAt: input.now,
        receiptNo: `OFF-${randomBytes(6).toString('hex').toUpperCase()}`,
      },
      `staff:${input.staffId}`,
      input.now,
    )
    await tx.insert(auditLog).values({
      memberId: input.staffId,
      action: 'payment.offline_transfer',
      at: input.now,
      detail: {
        orderNo: paid.orderNo,
        payer: input.memberId,
        purpose: input.purpose,
        amount: input.amount,
        depositedOn: input.depositedOn,
        depositor: input.depositor,
      },
    })
    return paid
  })
  return orderDto(db, order)
}
