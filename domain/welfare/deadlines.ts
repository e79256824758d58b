import type { Occasion, Relation } from '@contract/welfare'
import { lastDayOfYearAfter, yearOf } from '../time'
import { isParent } from './amounts'
import { PARENT_SEVENTIETH_CLAIM_YEARS } from './rules'

/**
 * The last day an occasion may be claimed, and an application edited (docs/requirements/my-page.md#my-9): the end
 * of the year after the occasion; a parent's 70th birthday to the end of the third year after it.
 */
export function claimDeadline(occasion: Occasion, relationship: Relation, occasionDate: string): string {
  if (occasion === 'seventieth_birthday' && isParent(relationship))
    return `${yearOf(occasionDate) + PARENT_SEVENTIETH_CLAIM_YEARS}-12-31`
  return lastDayOfYearAfter(occasionDate)
}

/** Whether `today` (a Seoul calendar day) is still within the claim period. */
export const withinClaim = (deadline: string, today: string): boolean => today <= deadline
