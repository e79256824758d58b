/**
 * The words of the welfare screens for the contract's lists (docs/requirements/my-page.md#my-7): the member's form
 * and the secretariat's review both name them.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BenefitType, InKindItem, Occasion, Relation, WelfareState } from '@contract/welfare'

export const BENEFIT_TYPE_LABELS: Readonly<Record<BenefitType, MessageDescriptor>> = {
  mutual_aid: msg`Mutual aid`,
  condolence_pay: msg`Condolence pay`,
  text_service: msg`Text service`,
  funeral_supplies: msg`Funeral supplies`,
  scholarship: msg`Scholarship`,
  welfare_pension: msg`Welfare pension`,
  bereaved_pension: msg`Bereaved pension`,
}

export const RELATION_LABELS: Readonly<Record<Relation, MessageDescriptor>> = {
  applicant: msg`Applicant (myself)`,
  spouse: msg`Spouse`,
  children: msg`Children`,
  father: msg`Father`,
  mother: msg`Mother`,
  father_in_law: msg`Father-in-law`,
  mother_in_law: msg`Mother-in-law`,
  grandparents: msg`Grandparents`,
  maternal_grandparents: msg`Maternal grandparents`,
}

export const OCCASION_LABELS: Readonly<Record<Occasion, MessageDescriptor>> = {
  marriage: msg`Marriage`,
  death: msg`Death`,
  seventieth_birthday: msg`70th birthday`,
  business_opening: msg`Business opening`,
}

export const IN_KIND_LABELS: Readonly<Record<InKindItem, MessageDescriptor>> = {
  none: msg`None`,
  wreath: msg`Flower wreath`,
  funeral_supplies: msg`Funeral supplies`,
}

export const WELFARE_STATE_LABELS: Readonly<Record<WelfareState, MessageDescriptor>> = {
  submitted: msg`Submitted`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
}
