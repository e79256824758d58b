/**
 * Step 3's checks, made with the contract's own rules (contract/member-signup.ts): the request schema, the
 * password rule and the date rules. The result is one code per form field, the same codes the server
 * answers in `fields`, so a refusal from either side reads the same next to the field.
 */
import type { z } from 'zod'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'
import {
  isCalendarDate,
  signupAgeProblems,
  signupBodySchema,
  signupRequestBodySchema,
  type SignupBody,
  type SignupRequestBody,
} from '@contract/member-signup'
import { passwordProblem } from '@contract/password-rules'
import type { VerifyMethod } from './steps'

export type FieldCodes = Record<string, string>

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(FIELD_ERRORS))

/**
 * A body field's problem as the form shows it. The phone route's certification is the mobile field, and
 * anything wrong with it means one thing to the member: verify the phone (again).
 */
export function formProblem(key: string, code: string): [field: string, code: string] {
  return key === 'phoneCertId' ? ['mobile', ERROR_CODES.CERT_REQUIRED] : [key, code]
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A zod issue as the field code a person reads (the server's validation-fields.ts does the same). */
export function issueCode(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'custom':
      // The contract's refinements (consents, nationality) put their field code in the message.
      if (isBlank(value) && issue.message === FIELD_ERRORS.INVALID_VALUE) return FIELD_ERRORS.REQUIRED
      return KNOWN_CODES.has(issue.message) ? issue.message : FIELD_ERRORS.INVALID_VALUE
    case 'invalid_type':
      return isBlank(value) ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_TYPE
    case 'too_small':
      return isBlank(value) ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.TOO_SHORT
    case 'too_big':
      return FIELD_ERRORS.TOO_LONG
    case 'invalid_format':
      return isBlank(value) ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_FORMAT
    case 'invalid_value':
      return isBlank(value) ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_VALUE
    default:
      return FIELD_ERRORS.INVALID_VALUE
  }
}

/**
 * Every problem of the body, first one per field. `today` is 'YYYYMMDD' in Seoul (seoulDay), the day the
 * server judges ages by.
 */
export function signupProblems(method: VerifyMethod, body: SignupBody | SignupRequestBody, today: string): FieldCodes {
  const schema = method === 'phone' ? signupBodySchema : signupRequestBodySchema
  const result = schema.safeParse(body)
  const fields: FieldCodes = {}
  const add = (field: string, code: string) => {
    if (!(field in fields)) fields[field] = code
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key === '' || issue.code === 'unrecognized_keys') continue
    add(...formProblem(key, issueCode(issue, (body as Record<string, unknown>)[key])))
  }
  // zod skips an object's refinements while any field is wrong; the member should still hear about the
  // password and the date at once, so the contract's cross-field rules run here regardless.
  if (!fields.pwd) {
    const problem = passwordProblem(body.pwd, body.id)
    if (problem) add('pwd', problem)
    else if (body.pwdConfirm === '') add('pwdConfirm', FIELD_ERRORS.REQUIRED)
    else if (body.pwdConfirm !== body.pwd) add('pwdConfirm', FIELD_ERRORS.MISMATCH)
  }
  if (!fields.birthDate && !isCalendarDate(body.birthDate)) add('birthDate', FIELD_ERRORS.INVALID_DATE)
  if (!fields.birthDate) for (const [field, code] of Object.entries(signupAgeProblems(body, today))) add(field, code)
  return fields
}

/** Whether a date of birth makes the member under 14 today: the guardian fields appear then. */
export function needsGuardian(birthDate: string, today: string): boolean {
  if (!/^\d{8}$/.test(birthDate) || !isCalendarDate(birthDate) || birthDate > today) return false
  return 'guardianName' in signupAgeProblems({ birthDate }, today)
}
