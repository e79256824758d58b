import { ERROR_CODES } from '@contract/error-codes'
import { type MemberAction, type Permission, REFUSAL_REASONS, type RefusalReason } from '@contract/membership'
import { fullYears } from '../time'
import { EXPERIENCE_CERTIFICATE_YEARS } from './rules'
import type { StandingSnapshot } from './snapshot'

/**
 * The one answer to "what may this member do now" (docs/requirements/standing-and-dues.md#sd-9, my-page.md#my-6).
 * Each action lists the grounds that refuse it; the first that holds, in REFUSAL_REASONS order (most serious first),
 * is the answer. The table is docs/decisions/0055-standing-permissions.md.
 */
const MEMBERSHIP: readonly RefusalReason[] = ['not_member', 'expelled', 'suspended']
const CERTIFICATE: readonly RefusalReason[] = [
  ...MEMBERSHIP,
  'discipline',
  'unpaid_entrance_fee',
  'unpaid_dues',
  'education_incomplete',
]

export const REFUSED_BY: Readonly<Record<MemberAction, readonly RefusalReason[]>> = {
  post: [...MEMBERSHIP, 'discipline', 'restricted_qualification', 'unpaid_entrance_fee', 'unpaid_dues'],
  apply_tournament: [...MEMBERSHIP, 'discipline', 'unpaid_entrance_fee', 'unpaid_dues'],
  apply_education: [...MEMBERSHIP, 'discipline', 'unpaid_dues'],
  get_certificate: CERTIFICATE,
  get_experience_certificate: [...CERTIFICATE, 'too_recent'],
  buy_member_ticket: MEMBERSHIP,
  apply_welfare: MEMBERSHIP,
}

/** The error code a refused call answers with; the client shows its translated message. */
export const CODE_OF_REASON: Readonly<Record<RefusalReason, string | number>> = {
  not_logged_in: ERROR_CODES.LOGIN_REQUIRED,
  not_member: ERROR_CODES.MEMBERS_ONLY,
  expelled: ERROR_CODES.FORBIDDEN,
  suspended: ERROR_CODES.FORBIDDEN,
  discipline: ERROR_CODES.STANDING_DISCIPLINE,
  restricted_qualification: ERROR_CODES.FORBIDDEN,
  unpaid_entrance_fee: ERROR_CODES.STANDING_UNPAID,
  unpaid_dues: ERROR_CODES.STANDING_UNPAID,
  education_incomplete: ERROR_CODES.FORBIDDEN,
  too_recent: ERROR_CODES.FORBIDDEN,
}

function holds(reason: RefusalReason, s: StandingSnapshot): boolean {
  switch (reason) {
    case 'not_logged_in':
      return false
    case 'not_member':
      return !s.associationMember
    case 'expelled':
      return s.standing === 'expelled'
    case 'suspended':
      return s.standing === 'suspended'
    case 'discipline':
      return s.restrictingDiscipline
    case 'restricted_qualification':
      return s.restrictedQualification
    case 'unpaid_entrance_fee':
      return s.entranceFeeUnpaid
    case 'unpaid_dues':
      return s.unpaidDuesPeriods > 0
    case 'education_incomplete':
      return s.introEducationIncomplete
    case 'too_recent':
      return s.firstEnrolledOn === null || fullYears(s.firstEnrolledOn, s.today) < EXPERIENCE_CERTIFICATE_YEARS
  }
}

const refuse = (reason: RefusalReason): Permission => ({ allowed: false, reason, code: String(CODE_OF_REASON[reason]) })

/** Whether the member of `snapshot` may take `action`; null stands for nobody logged in. */
export function may(snapshot: StandingSnapshot | null, action: MemberAction): Permission {
  if (snapshot === null) return refuse('not_logged_in')
  const grounds = REFUSED_BY[action]
  const reason = REFUSAL_REASONS.find((r) => grounds.includes(r) && holds(r, snapshot))
  return reason ? refuse(reason) : { allowed: true }
}
