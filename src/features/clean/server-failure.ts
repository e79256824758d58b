import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/client'
import { errorText } from '@/lib/error-texts'
import { fieldTexts } from './field-texts'

export interface ServerFailure {
  /** Field → the member's words, from a 400's `fields`. */
  fields: Record<string, string>
  /** Words for the whole form when no field explains it. */
  message: string | null
}

/** A refused form as the page shows it: messages next to the fields the server named, else one line. */
export function serverFailure(i18n: I18n, error: unknown): ServerFailure {
  if (isApiError(error) && error.kind === 'http' && error.fields && Object.keys(error.fields).length > 0)
    return { fields: fieldTexts(i18n, error.fields), message: null }
  if (isApiError(error) && error.kind !== 'http')
    return {
      fields: {},
      message: i18n._(msg`The server could not be reached. Please check your connection and try again.`),
    }
  if (isApiError(error) && error.status === 409)
    return {
      fields: {},
      message: i18n._(msg`This has already been decided by someone else. The list has been refreshed.`),
    }
  const code = isApiError(error) ? error.code : null
  return { fields: {}, message: errorText(i18n, code) ?? i18n._(msg`An error has occurred. Please try again.`) }
}
