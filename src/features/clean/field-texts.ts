import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { FIELD_ERRORS, type FieldError } from '@contract/error-codes'
import { errorText } from '@/lib/error-texts'

type Texts = Partial<Record<FieldError | '*', MessageDescriptor>>

const DATE_TEXTS: Texts = { [FIELD_ERRORS.INVALID_DATE]: msg`Enter a real date.`, '*': msg`Enter the date.` }

/**
 * What the member reads for a field's problem code in the clean centre's forms: words about that field
 * where the generic "this field is required" would leave them guessing. `*` answers any other code of
 * the field except "too long" and a control character (pasted text can carry one), which say so themselves.
 */
const FIELD_TEXTS: Readonly<Record<string, Texts>> = {
  category: { '*': msg`Choose what happened.` },
  occurredOn: {
    [FIELD_ERRORS.INVALID_DATE]: msg`Enter a real date.`,
    [FIELD_ERRORS.INVALID_VALUE]: msg`The date cannot be in the future.`,
    '*': msg`Enter the date (the closest day if you are not sure).`,
  },
  place: { '*': msg`Enter where it happened.` },
  description: { '*': msg`Describe what happened in at least 20 characters.` },
  name: {
    [FIELD_ERRORS.INVALID_VALUE]: msg`An anonymous report carries no name or contact.`,
    '*': msg`Enter your name, or choose to report anonymously.`,
  },
  phone: {
    [FIELD_ERRORS.REQUIRED]: msg`Enter a mobile number or an e-mail address so we can reach you.`,
    [FIELD_ERRORS.INVALID_FORMAT]: msg`Enter the number in digits only, starting with 0 (e.g. 01012345678).`,
  },
  email: { [FIELD_ERRORS.INVALID_FORMAT]: msg`Please enter a valid e-mail address (e.g. name@example.com).` },
  agreePrivacy: { '*': msg`Please agree to the collection of your name and contact details, or report anonymously.` },
  substance: { '*': msg`Enter the substance or method.` },
  diagnosis: { '*': msg`Enter the diagnosis.` },
  dose: { '*': msg`Enter the dose (e.g. 40 mg).` },
  route: { '*': msg`Choose how it is taken.` },
  frequency: { '*': msg`Enter how often (e.g. twice a day).` },
  startDate: DATE_TEXTS,
  endDate: { ...DATE_TEXTS, [FIELD_ERRORS.INVALID_VALUE]: msg`The end date must be on or after the start date.` },
  physicianName: { '*': msg`Enter the treating physician's name.` },
  physicianLicence: { '*': msg`Enter the licence number (4 to 20 letters, digits or hyphens).` },
  agreeHealthData: { '*': msg`Please agree to the use of your health information for the review.` },
  agreeDeclaration: { '*': msg`Please confirm the declaration.` },
  reason: { '*': msg`Give the reason for the rejection; the member reads it.` },
}

const SAYS_ITSELF: ReadonlySet<string> = new Set([FIELD_ERRORS.TOO_LONG, FIELD_ERRORS.CONTROL_CHARACTER])

export function fieldText(i18n: I18n, field: string, code: string): string {
  const texts = FIELD_TEXTS[field]
  const own = texts?.[code as FieldError] ?? (SAYS_ITSELF.has(code) ? undefined : texts?.['*'])
  if (own) return i18n._(own)
  return errorText(i18n, code) ?? i18n._(msg`Please check this value.`)
}

const KNOWN: ReadonlySet<string> = new Set(Object.values(FIELD_ERRORS))

/**
 * A contract schema's issues as the server's `fields` would name them (server/http/validation-fields.ts):
 * the first issue per field; an empty value reads as "required" whatever rule it broke.
 */
export function issueCodes(error: z.ZodError, input: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form'
    if (key in fields) continue
    const value = input[key]
    const empty = value === undefined || value === null || value === ''
    if (issue.code === 'custom') fields[key] = KNOWN.has(issue.message) ? issue.message : FIELD_ERRORS.INVALID_VALUE
    else if (empty) fields[key] = FIELD_ERRORS.REQUIRED
    else if (issue.code === 'too_small') fields[key] = FIELD_ERRORS.TOO_SHORT
    else if (issue.code === 'too_big') fields[key] = FIELD_ERRORS.TOO_LONG
    else if (issue.code === 'invalid_format') fields[key] = FIELD_ERRORS.INVALID_FORMAT
    else fields[key] = FIELD_ERRORS.INVALID_VALUE
  }
  return fields
}

/** Codes → the member's words, field by field. */
export const fieldTexts = (i18n: I18n, codes: Record<string, string>) =>
  Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, fieldText(i18n, field, code)]))
