import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BILLING_CARD_STATES, PaymentLabel, PaymentMethod, PaymentOrderDto } from '@contract/payments'
import { periodName } from './standing-labels'

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

/** A line as the member reads it: the portal's own kinds translated, anything else by the name it was sold under. */
export function paymentLineText(i18n: I18n, line: Pick<PaymentOrderDto['lines'][number], 'refKind' | 'name'>): string {
  if (line.refKind === 'dues_period') return i18n._(msg`Dues, ${i18n._(periodName(line.name))}`)
  if (line.refKind === 'entrance_fee') return i18n._(msg`Entrance fee`)
  return line.name
}

/**
 * An order's title in the reader's language, from its lines; the stored title is the one order name the gateway's
 * window was sent (server/modules/membership/payables.ts).
 */
export function paymentOrderTitle(i18n: I18n, order: Pick<PaymentOrderDto, 'lines' | 'title'>): string {
  const [first, ...rest] = order.lines
  if (!first) return order.title
  const head = paymentLineText(i18n, first)
  return rest.length === 0 ? head : i18n._(msg`${head} and ${rest.length} more`)
}
