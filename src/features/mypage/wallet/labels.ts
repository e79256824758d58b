import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CouponBoxState } from '@domain/wallet/coupons'

/** The coupon box's states in the specification's words (docs/requirements/my-page.md#my-14). */
export const COUPON_STATE_LABELS: Readonly<Record<CouponBoxState, MessageDescriptor>> = {
  before_use: msg`Before use`,
  used: msg`Used`,
  selected: msg`Selected`,
  use_expired: msg`Use expired`,
  cannot_be_used: msg`Cannot be used`,
}

/** What caused a cash entry (contract/wallet.ts CASH_CAUSE_KINDS); an unknown kind shows as "Other". */
export const CASH_CAUSE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  staff_adjustment: msg`Adjusted by the association`,
  event_reward: msg`Event reward`,
  ticket_order: msg`Ticket purchase`,
  ticket_refund: msg`Ticket refund`,
}
export const OTHER_CAUSE = msg`Other`
