import { fullYears, yearOf } from '../time'
import { PENSION_BIRTH_YEARS, PENSION_MEMBERSHIP_YEARS, PENSION_YEARLY_WON, SCHOLARSHIP_QUARTERLY_WON } from './rules'

export type PensionReason = 'eligible' | 'birth_year' | 'membership_years' | 'unknown'

export interface PensionAnswer {
  eligible: boolean
  startAge: number | null
  startYear: number | null
  yearlyAmount: number
  reason: PensionReason
}

/**
 * The age the welfare pension starts at (docs/requirements/my-page.md#my-10: "from age 60 to 63 by birth year
 * 1954-1962"): two birth years a step, the last step three (1954-55: 60, 56-57: 61, 58-59: 62, 60-62: 63).
 * Null outside those birth years.
 */
export function pensionStartAge(birthYear: number): number | null {
  if (birthYear < PENSION_BIRTH_YEARS.first || birthYear > PENSION_BIRTH_YEARS.last) return null
  return Math.min(60 + Math.floor((birthYear - PENSION_BIRTH_YEARS.first) / 2), 63)
}

/** Whether a member may receive the welfare pension: birth year 1954-1962 and 20 whole years of membership. */
export function pensionEligibility(birthDate: string | null, firstEnrolledOn: string | null, today: string) {
  const answer = (reason: PensionReason, startAge: number | null, startYear: number | null): PensionAnswer => ({
    eligible: reason === 'eligible',
    startAge,
    startYear,
    yearlyAmount: PENSION_YEARLY_WON,
    reason,
  })
  if (birthDate === null || firstEnrolledOn === null) return answer('unknown', null, null)
  const birthYear = yearOf(birthDate)
  const startAge = pensionStartAge(birthYear)
  if (startAge === null) return answer('birth_year', null, null)
  const startYear = birthYear + startAge
  if (fullYears(firstEnrolledOn, today) < PENSION_MEMBERSHIP_YEARS)
    return answer('membership_years', startAge, startYear)
  return answer('eligible', startAge, startYear)
}

const march = (year: number) => ({ opensOn: `${year}-03-01`, closesOn: `${year}-03-31` })

/** The scholarship's application month (1-31 March, Seoul): this year's, or next year's once it has passed. */
export function scholarshipWindow(today: string) {
  const year = yearOf(today)
  const window = today > `${year}-03-31` ? march(year + 1) : march(year)
  return {
    ...window,
    open: today >= window.opensOn && today <= window.closesOn,
    maxQuarterly: SCHOLARSHIP_QUARTERLY_WON.max,
    minQuarterly: SCHOLARSHIP_QUARTERLY_WON.min,
  }
}
