import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/client'
import { errorText } from '@/lib/error-texts'

export const codeOf = (error: unknown): string | null => (isApiError(error) ? String(error.code) : null)

/**
 * The member's words for a refused application call: the shared code texts (APPLICATION_*, PERIOD_ENDED), the
 * connection, and otherwise the specification's "Application failed, contact the association." (APP-9).
 */
export function applyErrorText(i18n: I18n, error: unknown): string {
  const known = errorText(i18n, codeOf(error))
  if (known) return known
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return i18n._(msg`The connection failed. Please check it and try again.`)
  return i18n._(msg`Application failed, contact the association.`)
}
