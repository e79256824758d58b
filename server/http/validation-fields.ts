import { FIELD_ERRORS, type FieldError } from '@contract/errors'

/** One zod issue as fastify-type-provider-zod hands it to the error handler. */
export interface ValidationIssue {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

const pathOf = (instancePath: string): string[] => instancePath.split('/').filter((p) => p !== '')

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  )

const KNOWN_FIELD_ERRORS: ReadonlySet<string> = new Set(Object.values(FIELD_ERRORS))

const isLengthOrigin = (origin: unknown) => origin === 'string' || origin === 'array' || origin === 'set'

/** Maps a zod issue code to the stable code the client translates next to the field. */
function fieldCode(issue: ValidationIssue, value: unknown): FieldError {
  const { origin, minimum } = issue.params
  switch (issue.keyword) {
    case 'invalid_type':
      return value === undefined || value === null ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_TYPE
    case 'too_small':
      // An empty string for a field that needs text reads as "required" to a person.
      if (origin === 'string' && value === '' && Number(minimum) >= 1) return FIELD_ERRORS.REQUIRED
      return isLengthOrigin(origin) ? FIELD_ERRORS.TOO_SHORT : FIELD_ERRORS.TOO_SMALL
    case 'too_big':
      return isLengthOrigin(origin) ? FIELD_ERRORS.TOO_LONG : FIELD_ERRORS.TOO_BIG
    case 'invalid_format':
      return FIELD_ERRORS.INVALID_FORMAT
    case 'unrecognized_keys':
      return FIELD_ERRORS.UNKNOWN_FIELD
    case 'custom':
      // Rules of contract/ (password mix, confirmation, consent) name their field code as the message.
      return issue.message && KNOWN_FIELD_ERRORS.has(issue.message)
        ? (issue.message as FieldError)
        : FIELD_ERRORS.INVALID_VALUE
    default:
      return FIELD_ERRORS.INVALID_VALUE
  }
}

/**
 * Turns request-validation issues into `fields`: dot-joined path → code. `input` is the validated
 * part of the request (body, query, params or headers); an issue on the whole part is keyed by
 * `context` (e.g. "body"). The first issue per field wins: one message per field is what a form shows.
 */
export function validationFields(
  issues: ValidationIssue[],
  input: unknown,
  context: string,
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {}
  const add = (path: string[], code: FieldError) => {
    const key = path.length > 0 ? path.join('.') : context
    if (!(key in fields)) fields[key] = code
  }
  for (const issue of issues) {
    const path = pathOf(issue.instancePath)
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add([...path, String(key)], FIELD_ERRORS.UNKNOWN_FIELD)
      continue
    }
    add(path, fieldCode(issue, valueAt(input, path)))
  }
  return fields
}
