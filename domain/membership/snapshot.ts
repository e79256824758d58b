import type { Standing } from '@contract/membership'

/** What the one standing function knows of a member on a day (docs/requirements/standing-and-dues.md#sd-9). */
export interface StandingSnapshot {
  /** Has an association membership number; web members who are not association members have none. */
  associationMember: boolean
  memberClass: string | null
  standing: Standing
  /** Billed dues periods not paid (unpaid or waiting for a deposit). */
  unpaidDuesPeriods: number
  /** An entrance fee billed and not paid. */
  entranceFeeUnpaid: boolean
  /** A discipline that restricts, running on `today`. */
  restrictingDiscipline: boolean
  /** Qualifications restricted by the association (SD-9 "restricted qualifications"). */
  restrictedQualification: boolean
  /** The introductory education is not completed (MY-6). */
  introEducationIncomplete: boolean
  firstEnrolledOn: string | null
  /** The Seoul business day of the question. */
  today: string
}
