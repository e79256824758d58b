/**
 * Who may apply for an education event, and when (docs/requirements/content.md#con-16: education applications need dues
 * fully paid; each event names the membership types it is for). The application itself comes with the member area; this
 * is the check it will run, shown to members now so they know where they stand.
 */
import type { EducationStatus } from './status'

/**
 * Why a member cannot apply, in the order they are shown: first what is about the member (not an
 * association member, a membership type the event is not for, unpaid dues), then what is about the
 * moment (applications not open yet, over, or every place taken).
 */
export const ELIGIBILITY_REASONS = [
  'NOT_ASSOCIATION_MEMBER',
  'MEMBERSHIP_TYPE',
  'DUES_UNPAID',
  'NOT_OPEN_YET',
  'APPLICATION_ENDED',
  'FULL',
] as const

export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number]

const MEMBER_REASONS: ReadonlySet<EligibilityReason> = new Set([
  'NOT_ASSOCIATION_MEMBER',
  'MEMBERSHIP_TYPE',
  'DUES_UNPAID',
])

export interface EligibilityEvent {
  status: EducationStatus
  eligibleTypes: readonly string[]
  duesRequired: boolean
  capacity: number
  applicants: number
}

export interface EligibilityMember {
  /** Null for a web member who is not an association member. */
  membershipType: string | null
  duesPaid: boolean
}

export interface Eligibility {
  /** The member meets the event's conditions (membership type, dues), whatever the date. */
  meetsConditions: boolean
  /** The conditions are met and applications are open with a place left. */
  canApplyNow: boolean
  reasons: EligibilityReason[]
}

export const placesLeft = (e: { capacity: number; applicants: number }) => Math.max(0, e.capacity - e.applicants)

export function educationEligibility(event: EligibilityEvent, member: EligibilityMember): Eligibility {
  const reasons: EligibilityReason[] = []
  if (member.membershipType === null) reasons.push('NOT_ASSOCIATION_MEMBER')
  else if (!event.eligibleTypes.includes(member.membershipType)) reasons.push('MEMBERSHIP_TYPE')
  if (member.membershipType !== null && event.duesRequired && !member.duesPaid) reasons.push('DUES_UNPAID')
  if (event.status === 'planned') reasons.push('NOT_OPEN_YET')
  else if (event.status === 'closed' || event.status === 'finished') reasons.push('APPLICATION_ENDED')
  else if (placesLeft(event) === 0) reasons.push('FULL')
  const meetsConditions = !reasons.some((r) => MEMBER_REASONS.has(r))
  return { meetsConditions, canApplyNow: reasons.length === 0, reasons }
}
