import type { ReportBody, ReportCategory } from '@contract/clean'

/** The reporting form's values as typed; `toReportBody` makes the request of them. */
export interface ReportValues {
  category: ReportCategory | ''
  occurredOn: string
  place: string
  involved: string
  description: string
  evidence: string
  anonymous: boolean
  name: string
  phone: string
  email: string
  agreePrivacy: boolean
}

export const EMPTY_REPORT: ReportValues = {
  category: '',
  occurredOn: '',
  place: '',
  involved: '',
  description: '',
  evidence: '',
  anonymous: true,
  name: '',
  phone: '',
  email: '',
  agreePrivacy: false,
}

/** The fields in the order the form shows them: the first wrong one gets the focus. */
export const REPORT_FIELDS = [
  'category',
  'occurredOn',
  'place',
  'involved',
  'description',
  'evidence',
  'name',
  'phone',
  'email',
  'agreePrivacy',
] as const

export type ReportField = (typeof REPORT_FIELDS)[number]

const given = (value: string) => {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/**
 * Trimmed values, empty optional fields left out. An anonymous report sends no name or contact at all,
 * whatever was typed before switching to anonymous; a phone number typed with hyphens or spaces is sent
 * as digits.
 */
export function toReportBody(v: ReportValues): Record<string, unknown> & Partial<ReportBody> {
  const body: Record<string, unknown> = {
    category: v.category === '' ? undefined : v.category,
    occurredOn: given(v.occurredOn),
    place: given(v.place) ?? '',
    involved: given(v.involved),
    description: given(v.description) ?? '',
    evidence: given(v.evidence),
    anonymous: v.anonymous,
  }
  if (!v.anonymous) {
    body.name = given(v.name)
    body.phone = given(v.phone.replace(/[\s-]/g, ''))
    body.email = given(v.email)
    body.agreePrivacy = v.agreePrivacy
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
}
