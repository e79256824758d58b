/**
 * What went wrong with a call of the scoring desk, in the staff's terms. The server's `message` is English
 * for API partners; the desk translates by status, code and field instead (docs/decisions/0010).
 */
import { ERROR_CODES } from '@contract/error-codes'
import { isApiError } from '@/api/api-error'

export type DeskProblem =
  | 'forbidden'
  | 'name-taken'
  | 'name-invalid'
  | 'closed'
  | 'gone'
  | 'not-scorer'
  | 'offline'
  | 'other'

export function deskProblem(error: unknown): DeskProblem {
  if (!isApiError(error)) return 'other'
  if (error.kind !== 'http') return 'offline'
  const fields = error.fields ?? {}
  if (error.status === 403 || error.code === ERROR_CODES.FORBIDDEN) return 'forbidden'
  if (error.status === 404) return 'gone'
  if (error.status === 409 && 'name' in fields) return 'name-taken'
  if (error.status === 409 && 'id' in fields) return 'not-scorer'
  if (error.status === 409) return 'closed'
  if (error.status === 400 && 'name' in fields) return 'name-invalid'
  return 'other'
}
