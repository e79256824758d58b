import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '@/api/client'
import { errorText } from '@/lib/error-texts'

/** A staff action the server refused, in words; the form keeps what was typed. */
export function StaffFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const known = isApiError(error) ? errorText(i18n, error.code) : null
  return (
    <p className="staff-alert" role="alert">
      {known ?? <Trans>The action could not be recorded. Please check the values and try again.</Trans>}
    </p>
  )
}
