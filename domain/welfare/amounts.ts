import type { BenefitType, Occasion, Relation } from '@contract/welfare'
import { CONGRATULATION_WON, FAMILY_DEATH_WON, OWN_DEATH_WON } from './rules'

const PARENTS: readonly Relation[] = ['father', 'mother', 'father_in_law', 'mother_in_law']
const CLOSE_FAMILY: readonly Relation[] = [...PARENTS, 'spouse', 'children']

export const isParent = (relation: Relation): boolean => PARENTS.includes(relation)

/** The cash benefit types the rules price; the others (in-kind, scholarship, pensions) the secretariat decides. */
const PRICED: readonly BenefitType[] = ['mutual_aid', 'condolence_pay']

export interface AmountQuestion {
  type: BenefitType
  occasion: Occasion
  relationship: Relation
  /** Whole years of membership on the occasion's date (null when the first enrollment is unknown). */
  membershipYears: number | null
}

/** The member's own death: 3, 2 or 1 million won by membership length (docs/requirements/my-page.md#my-9). */
export function ownDeathAmount(membershipYears: number): number {
  if (membershipYears >= 20) return OWN_DEATH_WON.twentyOrMore
  if (membershipYears >= 10) return OWN_DEATH_WON.tenToTwenty
  return OWN_DEATH_WON.underTen
}

/**
 * What the rules give for an occasion (MY-9): null when the secretariat decides (types the rules do not price),
 * 0 when the occasion and relation are not covered (a grandparent's death: text service and supplies only).
 */
export function proposedAmount(q: AmountQuestion): number | null {
  if (!PRICED.includes(q.type)) return null
  switch (q.occasion) {
    case 'death':
      if (q.relationship === 'applicant') return ownDeathAmount(q.membershipYears ?? 0)
      return CLOSE_FAMILY.includes(q.relationship) ? FAMILY_DEATH_WON : 0
    case 'marriage':
      return q.relationship === 'applicant' || q.relationship === 'children' ? CONGRATULATION_WON : 0
    case 'seventieth_birthday':
      return q.relationship === 'applicant' || isParent(q.relationship) ? CONGRATULATION_WON : 0
    case 'business_opening':
      return q.relationship === 'applicant' ? CONGRATULATION_WON : 0
  }
}
