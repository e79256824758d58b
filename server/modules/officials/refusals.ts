import { ERROR_CODES, FIELD_ERRORS, type ErrorCode } from '@contract/errors'
import { httpError, type HttpError } from '../../http/http-error'

/** A call that does not fit the tournament's state: 409 with the officials' own code (docs/requirements/officials.md#of-9). */
export const stateRefusal = (code: ErrorCode, message: string, field = 'gameId'): HttpError =>
  httpError(409, code, message, { [field]: FIELD_ERRORS.INVALID_VALUE })

/** A call whose input is wrong whatever the state: 400. */
export const inputRefusal = (message: string, field: string, code: ErrorCode = ERROR_CODES.VALIDATION): HttpError =>
  httpError(400, code, message, { [field]: FIELD_ERRORS.INVALID_VALUE })

/** Validates a body inside the service too (the simulator calls without HTTP): 400 naming the first bad field. */
export function parseBody<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.map(String).join('.') || 'body'
  throw inputRefusal(`Request is not valid (${field}: ${issue?.message ?? 'invalid'})`, field)
}
