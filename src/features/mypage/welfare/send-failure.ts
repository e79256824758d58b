import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/api-error'
import { errorText } from '@/lib/error-texts'

/**
 * A failed sending as the form shows it. A timeout (6000 ms, docs/requirements/api-conventions.md#api-4) says so:
 * the server stores an application whole or not at all, so the list below tells whether it arrived.
 */
export function sendFailure(i18n: I18n, error: unknown): { fields: Record<string, string>; message: string } {
  if (isApiError(error) && error.kind === 'timeout')
    return {
      fields: {},
      message: i18n._(
        msg`Sending took longer than 6 seconds and was stopped. Nothing was half-saved: check the list below \
before sending again.`,
      ),
    }
  if (isApiError(error) && error.kind !== 'http')
    return {
      fields: {},
      message: i18n._(msg`The server could not be reached. Please check your connection and try again.`),
    }
  const code = isApiError(error) ? error.code : null
  const fields = isApiError(error) && error.fields ? error.fields : {}
  const named = Object.fromEntries(
    Object.entries(fields).map(([field, c]) => [field, errorText(i18n, c) ?? i18n._(msg`Please check this value.`)]),
  )
  const message =
    Object.keys(named).length > 0
      ? i18n._(msg`Please check the marked fields.`)
      : (errorText(i18n, code) ?? i18n._(msg`An error has occurred. Please try again.`))
  return { fields: named, message }
}
