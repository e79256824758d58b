import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MemberClass } from '@contract/member'
import type { MembershipType } from '@contract/roles'

/** Member class codes (docs/requirements/accounts.md#acc-2) as the member card names them. */
export const MEMBER_CLASS_LABELS: Readonly<Record<MemberClass, MessageDescriptor>> = {
  TP: msg`Tour pro`,
  PR: msg`Pro`,
  AMA: msg`Amateur`,
  PR_O1: msg`Other-tour pro 1`,
  PR_O2: msg`Other-tour pro 2`,
}

/**
 * Regular (tour pro, playing pro) and associate (semi-pro, teaching pro) membership
 * (docs/requirements/accounts.md#acc-1).
 */
export const MEMBERSHIP_TYPE_LABELS: Readonly<Record<MembershipType, MessageDescriptor>> = {
  tour_pro: msg`Regular member · Tour pro`,
  playing_pro: msg`Regular member · Playing pro`,
  semi_pro: msg`Associate member · Semi-pro`,
  teaching_pro: msg`Associate member · Teaching pro`,
}
