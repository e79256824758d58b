import type { MemberDetail, MemberUpdate } from '@contract/member-account'

/** The text fields of the personal-information form, in the order they appear (the first wrong one gets focus). */
export const PROFILE_TEXT_FIELDS = [
  'firstNameEn',
  'lastNameEn',
  'email',
  'phone',
  'zipCode',
  'address',
  'addressDetail',
  'workName',
  'workPhone',
  'workZipCode',
  'workAddress',
  'workAddressDetail',
] as const satisfies readonly (keyof MemberUpdate & keyof MemberDetail)[]

export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number]

/**
 * Required by the sign-up rules (docs/requirements/accounts.md#acc-11): emptied, they are sent as '' and the schema
 * says "required".
 */
const REQUIRED: ReadonlySet<ProfileTextField> = new Set(['firstNameEn', 'zipCode', 'address', 'addressDetail'])

export const isRequiredField = (field: ProfileTextField) => REQUIRED.has(field)

export interface ProfileValues {
  text: Record<ProfileTextField, string>
  emailReceive: boolean
  smsReceive: boolean
}

export function valuesOf(member: MemberDetail): ProfileValues {
  const text = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, member[field] ?? ''])) as Record<
    ProfileTextField,
    string
  >
  return { text, emailReceive: member.emailReceive, smsReceive: member.smsReceive }
}

/**
 * Only what changed is sent: PATCH semantics, and an older record missing a required field (no address
 * on file) can still change its e-mail. Emptied optional fields become null (cleared on the server).
 */
export function changesOf(original: MemberDetail, values: ProfileValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {}
  for (const field of PROFILE_TEXT_FIELDS) {
    const next = values.text[field].trim()
    if (next === (original[field] ?? '').trim()) continue
    patch[field] = next === '' && !REQUIRED.has(field) ? null : next
  }
  if (values.emailReceive !== original.emailReceive) patch.emailReceive = values.emailReceive
  if (values.smsReceive !== original.smsReceive) patch.smsReceive = values.smsReceive
  return patch
}
