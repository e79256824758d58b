/**
 * The association's numbers for dues, the entrance fee, arrears and reinstatement
 * (docs/requirements/standing-and-dues.md#sd-4 to #sd-7), one constant each. Where the requirements give two
 * readings, the one chosen is here and the other is written beside it; the decision record
 * docs/decisions/0054-standing-readings.md says why. The dues amounts live in domain/codes/member-classes.ts.
 */

/** SD-4: dues end when both are reached (the other reading: when either is). */
export const DUES_END = { membershipYears: 20, age: 60, when: 'both' } as const

/** SD-5: the entrance fee in won and the days after selection it is due within (one reading says 30). */
export const ENTRANCE_FEE_WON = 2_000_000
export const ENTRANCE_FEE_DUE_DAYS = 15

/** SD-6: whole years of unpaid dues that suspend (at least 3, under 5) and expel (5 or more). */
export const SUSPENSION_YEARS = 3
export const EXPULSION_YEARS = 5

/**
 * SD-7: an expelled member may apply once the relief period of 5 years after the expulsion has passed, until 4
 * years after it ended, with the consent of 10 members (5 in one case the requirements do not describe).
 */
export const RELIEF_YEARS = 5
export const APPLICATION_YEARS_AFTER_RELIEF = 4
export const REINSTATEMENT_CONSENTS = 10

/** MY-6: the professional-experience certificate needs 3 whole years since the first enrollment. */
export const EXPERIENCE_CERTIFICATE_YEARS = 3

/**
 * The association's account for dues paid by bank transfer, shown on the payment guide (SD-11). Demo values: the
 * real account is the association's to fill in.
 */
export const DUES_BANK_ACCOUNT = {
  bank: 'KB국민은행',
  accountNumber: '000000-00-000000',
  holder: '(사)한국프로골프협회',
}
