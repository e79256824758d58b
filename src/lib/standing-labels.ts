/**
 * The words of the dues screens for the server's codes: refusals (docs/requirements/standing-and-dues.md#sd-9),
 * standings, bill and card states (#sd-12). One home for each mapping; the server decides, the client names.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DUES_CARD_STATES, DUES_PERIOD_STATES, REINSTATEMENT_STATES } from '@contract/dues'
import type { MemberAction, RefusalReason, Standing } from '@contract/membership'

export const ACTION_LABELS: Readonly<Record<MemberAction, MessageDescriptor>> = {
  post: msg`Posting on the member boards`,
  apply_tournament: msg`Tournament applications`,
  apply_education: msg`Education applications`,
  get_certificate: msg`Certificates`,
  get_experience_certificate: msg`Professional-experience certificate`,
  buy_member_ticket: msg`Member tickets`,
  apply_welfare: msg`Welfare applications`,
}

/**
 * The specification's catalogue message for a refusal (docs/requirements/api-conventions.md#api-12), as
 * contract/membership.ts assigns them.
 */
export const REFUSAL_MESSAGES: Readonly<Record<RefusalReason, MessageDescriptor>> = {
  unpaid_dues: msg`Cannot post due to unpaid dues or entrance fee.`,
  unpaid_entrance_fee: msg`Cannot post due to unpaid dues or entrance fee.`,
  discipline: msg`Restricted due to disciplinary action.`,
  not_member: msg`Available only for association members.`,
  not_logged_in: msg`No access rights.`,
  expelled: msg`No access rights.`,
  suspended: msg`No access rights.`,
  restricted_qualification: msg`No access rights.`,
  education_incomplete: msg`No access rights.`,
  too_recent: msg`No access rights.`,
}

/** Why, in the member's words, beside the catalogue message. */
export const REFUSAL_WHY: Readonly<Record<RefusalReason, MessageDescriptor>> = {
  unpaid_dues: msg`Your dues are not fully paid.`,
  unpaid_entrance_fee: msg`Your entrance fee is not fully paid.`,
  discipline: msg`A disciplinary measure is in force.`,
  not_member: msg`This is for association members.`,
  not_logged_in: msg`Please log in.`,
  expelled: msg`Your membership was terminated for long-term unpaid dues.`,
  suspended: msg`Your membership is suspended for unpaid dues of 3 years or more.`,
  restricted_qualification: msg`Your qualification is restricted.`,
  education_incomplete: msg`Your introductory education is not complete.`,
  too_recent: msg`Not enough time has passed since your first enrollment.`,
}

export const STANDING_LABELS: Readonly<Record<Standing, MessageDescriptor>> = {
  active: msg`Active`,
  suspended: msg`Suspended`,
  expelled: msg`Expelled`,
  reinstated: msg`Reinstated`,
}

export const PERIOD_STATE_LABELS: Readonly<Record<(typeof DUES_PERIOD_STATES)[number], MessageDescriptor>> = {
  unpaid: msg`Unpaid`,
  waiting_for_deposit: msg`Waiting for deposit`,
  paid: msg`Payment completed`,
  exempt: msg`Exempt`,
  canceled: msg`Cancelled`,
}

export const CARD_STATE_LABELS: Readonly<Record<(typeof DUES_CARD_STATES)[number], MessageDescriptor>> = {
  registered: msg`Registered`,
  registration_failed: msg`Registration failed`,
  expired: msg`Expired`,
  charge_suspended: msg`Charge suspended`,
  no_info: msg`No info`,
}

export const REINSTATEMENT_STATE_LABELS: Readonly<Record<(typeof REINSTATEMENT_STATES)[number], MessageDescriptor>> = {
  collecting: msg`Collecting consents`,
  submitted: msg`Waiting for the secretariat`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
}

/** "2026-1" → "1st half of 2026"; the half-year of docs/requirements/standing-and-dues.md#sd-3. */
export function periodName(period: string): MessageDescriptor {
  const [year = period, half] = period.split('-')
  return half === '1' ? msg`1st half of ${year}` : msg`2nd half of ${year}`
}
