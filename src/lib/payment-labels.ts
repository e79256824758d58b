import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BILLING_CARD_STATES, PaymentLabel, PaymentMethod } from '@contract/payments'

/** The specification's payment labels (docs/requirements/payments.md#pay-4). */
export const PAYMENT_LABEL_TEXTS: Readonly<Record<PaymentLabel, MessageDescriptor>> = {
  unpaid: msg`Unpaid`,
  waiting_for_deposit: msg`Waiting for deposit`,
  paid: msg`Payment completed`,
  non_payment: msg`Non-payment`,
  cancelled: msg`Cancelled`,
}

export const METHOD_TEXTS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`Card`,
  vbank: msg`Virtual account`,
  billing: msg`Dues card`,
  transfer: msg`Bank transfer`,
}

/** The dues card as the payment door keeps it (docs/requirements/standing-and-dues.md#sd-12). */
export const BILLING_CARD_TEXTS: Readonly<Record<(typeof BILLING_CARD_STATES)[number], MessageDescriptor>> = {
  none: msg`No info`,
  pending: msg`Registration in progress`,
  registered: msg`Registered`,
  registration_failed: msg`Registration failed`,
  expired: msg`Expired`,
  charge_suspended: msg`Charge suspended`,
}
