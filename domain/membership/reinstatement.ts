import { addDays } from '../time'
import { anniversary } from './anniversary'
import { APPLICATION_YEARS_AFTER_RELIEF, REINSTATEMENT_CONSENTS, RELIEF_YEARS } from './rules'

export interface ReinstatementWindow {
  /** The day the relief period of 5 years after the expulsion ends; applications open that day. */
  reliefEndsOn: string
  applyFrom: string
  /** The last day an application is accepted: the day before 4 years after the relief period ended. */
  applyUntil: string
  consentsNeeded: number
}

/** The reinstatement window of a member expelled on `expelledOn` (docs/requirements/standing-and-dues.md#sd-7). */
export function reinstatementWindow(expelledOn: string): ReinstatementWindow {
  const reliefEndsOn = anniversary(expelledOn, RELIEF_YEARS)
  return {
    reliefEndsOn,
    applyFrom: reliefEndsOn,
    applyUntil: addDays(anniversary(reliefEndsOn, APPLICATION_YEARS_AFTER_RELIEF), -1),
    consentsNeeded: REINSTATEMENT_CONSENTS,
  }
}

export type WindowPosition = 'before' | 'open' | 'closed'

export function windowPosition(window: ReinstatementWindow, today: string): WindowPosition {
  if (today < window.applyFrom) return 'before'
  return today <= window.applyUntil ? 'open' : 'closed'
}
