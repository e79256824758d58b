import type { Standing } from '@contract/membership'
import { fullYears } from '../time'
import { anniversary } from './anniversary'
import { EXPULSION_YEARS, SUSPENSION_YEARS } from './rules'

/**
 * Arrears (docs/requirements/standing-and-dues.md#sd-6) in whole years, counted from the first day of the oldest
 * period still unpaid to today, as ages are counted (domain/time fullYears): one period left unpaid since
 * 1 January 2023 is 3 years of arrears on 1 January 2026, whatever was paid after it.
 */
export function arrearsYears(oldestUnpaidStartsOn: string | null, today: string): number {
  if (oldestUnpaidStartsOn === null || oldestUnpaidStartsOn > today) return 0
  return fullYears(oldestUnpaidStartsOn, today)
}

/** When the oldest unpaid period suspends and expels the member (null when nothing is unpaid). */
export function arrearsDates(
  oldestUnpaidStartsOn: string | null,
): { suspensionOn: string; expulsionOn: string } | null {
  if (oldestUnpaidStartsOn === null) return null
  return {
    suspensionOn: anniversary(oldestUnpaidStartsOn, SUSPENSION_YEARS),
    expulsionOn: anniversary(oldestUnpaidStartsOn, EXPULSION_YEARS),
  }
}

export type ArrearsCause = 'arrears_suspension' | 'arrears_expulsion' | 'arrears_paid'

/**
 * The standing arrears call for, or null when it stays: 5 years or more expel, 3 or more suspend, and a suspension
 * ends once the arrears are under 3 years again (paid). Expulsion is never lifted here: only an approved
 * reinstatement ends it (SD-7).
 */
export function standingByArrears(current: Standing, years: number): { to: Standing; cause: ArrearsCause } | null {
  if (current === 'expelled') return null
  if (years >= EXPULSION_YEARS) return { to: 'expelled', cause: 'arrears_expulsion' }
  if (years >= SUSPENSION_YEARS)
    return current === 'suspended' ? null : { to: 'suspended', cause: 'arrears_suspension' }
  return current === 'suspended' ? { to: 'active', cause: 'arrears_paid' } : null
}
