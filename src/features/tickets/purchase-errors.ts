import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/client'
import { errorText } from '@/lib/error-texts'

export const codeOf = (error: unknown): string | null => (isApiError(error) ? String(error.code) : null)

/** The buyer's words for a refused ticket call: the shared code texts, then a plain fallback. */
export function ticketErrorText(i18n: I18n, error: unknown): string {
  const known = errorText(i18n, codeOf(error))
  if (known) return known
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return i18n._(msg`The connection failed. Please check it and try again.`)
  return i18n._(msg`The purchase could not be processed. Please try again.`)
}
