import { ERROR_CODES } from '@contract/error-codes'
import { isApiError } from '@/api/api-error'

export interface Refusal {
  /** Per-field codes (FIELD_ERRORS), shown beside their fields. */
  fields: Record<string, string>
  /** The answer's code (CERT_CODE_WRONG, RATE_LIMITED …), shown where the form decides. */
  code: string | null
}

/**
 * A recovery call's refusal as the form shows it, or null for a failure that says nothing about what was
 * typed (network, timeout, server error): those get the generic error popup.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return null
  if (error.status === 429) return { fields: {}, code: ERROR_CODES.RATE_LIMITED }
  return { fields: error.fields ?? {}, code: error.code === null ? null : String(error.code) }
}
