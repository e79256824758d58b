import type { z } from 'zod'
import { FIELD_ERRORS, type FieldError } from '@contract/error-codes'

const KNOWN: ReadonlySet<string> = new Set(Object.values(FIELD_ERRORS))

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * A contract schema's issues as the server's `fields` would name them (server/http/validation-fields.ts):
 * field → FIELD_ERRORS code, the first issue per field. An empty value reads as "required" to a person,
 * whatever rule it broke (an empty postal code breaks the 5-digit pattern).
 */
export function schemaFields(error: z.ZodError, input: Record<string, unknown>): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (key in fields) continue
    fields[key] = codeOf(issue, input[key])
  }
  return fields
}

function codeOf(issue: z.core.$ZodIssue, value: unknown): FieldError {
  if (issue.code === 'custom')
    return KNOWN.has(issue.message) ? (issue.message as FieldError) : FIELD_ERRORS.INVALID_VALUE
  if (isEmpty(value)) return FIELD_ERRORS.REQUIRED
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? FIELD_ERRORS.TOO_SHORT : FIELD_ERRORS.TOO_SMALL
    case 'too_big':
      return issue.origin === 'string' ? FIELD_ERRORS.TOO_LONG : FIELD_ERRORS.TOO_BIG
    case 'invalid_format':
      return FIELD_ERRORS.INVALID_FORMAT
    case 'invalid_type':
      return FIELD_ERRORS.INVALID_TYPE
    case 'unrecognized_keys':
      return FIELD_ERRORS.UNKNOWN_FIELD
    default:
      return FIELD_ERRORS.INVALID_VALUE
  }
}
