/**
 * The association's welfare numbers (docs/requirements/my-page.md#my-9, #my-10), one constant each. Where the
 * requirements give two readings, the one chosen is here and the other is written beside it; the decision record
 * docs/decisions/0066-welfare-readings.md says why.
 */

/** MY-9: the member's own death, by whole years of membership at the death. */
export const OWN_DEATH_WON = { twentyOrMore: 3_000_000, tenToTwenty: 2_000_000, underTen: 1_000_000 } as const

/** MY-9: the death of a parent (parents-in-law count as parents), a spouse or a child. */
export const FAMILY_DEATH_WON = 300_000

/** MY-9: a marriage or a 70th birthday (the other reading: 300,000); a business opening is paid like them. */
export const CONGRATULATION_WON = 200_000

/** MY-9: a parent's 70th birthday may be claimed to the end of the third year after it (the other: three years). */
export const PARENT_SEVENTIETH_CLAIM_YEARS = 3

/** MY-10: the welfare pension. */
export const PENSION_YEARLY_WON = 1_200_000
export const PENSION_MEMBERSHIP_YEARS = 20
export const PENSION_GUARANTEED_YEARS = 20
export const PENSION_BIRTH_YEARS = { first: 1954, last: 1962 } as const

/** MY-10: the scholarship, per quarter; applications 1-31 March (eligibility.ts). */
export const SCHOLARSHIP_QUARTERLY_WON = { max: 300_000, min: 150_000 } as const
