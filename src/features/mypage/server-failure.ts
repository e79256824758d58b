import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/api-error'
import { errorText } from '@/lib/error-texts'
import { fieldText } from './field-texts'

export interface ServerFailure {
  /** Field → the member's words, from a 400's `fields`. */
  fields: Record<string, string>
  /** Words for the whole form when no field explains it. */
  message: string | null
}

/** A failed change as the form shows it: per-field messages where the server named fields, else one line. */
export function serverFailure(i18n: I18n, error: unknown): ServerFailure {
  if (isApiError(error) && error.kind === 'http' && error.fields && Object.keys(error.fields).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, code]) => [field, fieldText(i18n, field, code)]),
    )
    return { fields, message: null }
  }
  if (isApiError(error) && error.kind !== 'http')
    return {
      fields: {},
      message: i18n._(msg`The server could not be reached. Please check your connection and try again.`),
    }
  const code = isApiError(error) ? error.code : null
  return { fields: {}, message: errorText(i18n, code) ?? i18n._(msg`An error has occurred. Please try again.`) }
}
