import { ERROR_CODES } from '@contract/errors'
import type { PaymentPurpose } from '@contract/payments'
import { httpError } from '../../http/http-error'
import type { Payable } from './payable'

/** The modules that charge, one per purpose (docs/requirements/payments.md#pay-1); each registers at start-up. */
const payables = new Map<PaymentPurpose, Payable>()

/** Registers (or, for tests and restarts of one process, replaces) the module that prices a purpose. */
export function registerPayable(payable: Payable): void {
  payables.set(payable.purpose, payable)
}

/** The module of a purpose; 422 PAYMENT_NOT_PAYABLE when nothing charges it on this server. */
export function payableFor(purpose: string): Payable {
  const payable = payables.get(purpose as PaymentPurpose)
  if (!payable) throw httpError(422, ERROR_CODES.PAYMENT_NOT_PAYABLE, `Nothing is paid for with purpose ${purpose}`)
  return payable
}
