import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationState, CaddieChoice } from '@contract/game-apply'
import type { BadgeTone } from '@/components/ui/tone-badge'

/**
 * A tournament application's state in the member's words, on the apply pages, my page and the staff's field
 * (docs/requirements/tournament-applications.md#app-8).
 */
export const GAME_APPLICATION_STATE_LABELS: Readonly<Record<ApplicationState, MessageDescriptor>> = {
  awaiting_payment: msg`In the field · to be paid`,
  waiting_for_deposit: msg`Waiting for deposit`,
  paid: msg`In the field · paid`,
  waitlisted: msg`On the waiting list`,
  cancellation_requested: msg`Cancellation requested`,
  cancelled: msg`Cancelled`,
  lapsed: msg`Lapsed (not paid in time)`,
}

/** Which badge colour a state wears: done, to do, waiting, or over. */
export const GAME_APPLICATION_STATE_TONE: Readonly<Record<ApplicationState, BadgeTone>> = {
  awaiting_payment: 'due',
  waiting_for_deposit: 'due',
  paid: 'ok',
  waitlisted: 'wait',
  cancellation_requested: 'off',
  cancelled: 'off',
  lapsed: 'off',
}

export const CADDIE_LABELS: Readonly<Record<CaddieChoice, MessageDescriptor>> = {
  own: msg`My own caddie`,
  house: msg`A caddie of the course`,
}
