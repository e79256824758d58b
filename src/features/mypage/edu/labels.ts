import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationShownState } from '@domain/education/application-state'

/** The member's words for an application's state (docs/requirements/my-page.md#my-11). */
export const APPLICATION_STATE_LABELS: Readonly<Record<ApplicationShownState, MessageDescriptor>> = {
  applied: msg`Applied`,
  awaiting_payment: msg`Awaiting payment`,
  waiting_for_deposit: msg`Waiting for deposit`,
  paid: msg`Paid`,
  attended: msg`Attended`,
  completed: msg`Completed`,
  incompleted: msg`Incompleted`,
  cancellation_requested: msg`Cancellation requested`,
  cancelled: msg`Cancelled`,
}

/** Which badge colour a state wears: done, to do, or over. */
export const APPLICATION_STATE_TONE: Readonly<Record<ApplicationShownState, 'ok' | 'due' | 'off'>> = {
  applied: 'ok',
  awaiting_payment: 'due',
  waiting_for_deposit: 'due',
  paid: 'ok',
  attended: 'ok',
  completed: 'ok',
  incompleted: 'off',
  cancellation_requested: 'off',
  cancelled: 'off',
}
