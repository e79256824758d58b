import { addDays } from '../time'
import { ENTRANCE_FEE_DUE_DAYS, ENTRANCE_FEE_WON } from './rules'

/**
 * What a member selected on `selectedOn` owes as the entrance fee, and by when
 * (docs/requirements/standing-and-dues.md#sd-5).
 */
export function entranceFeeOf(selectedOn: string): { amount: number; dueOn: string } {
  return { amount: ENTRANCE_FEE_WON, dueOn: addDays(selectedOn, ENTRANCE_FEE_DUE_DAYS) }
}
