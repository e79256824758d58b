import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '@/api/api-error'
import { errorText } from '@/lib/error-texts'
import { officialProblem } from '../official-problem'

/** A refused or failed call, next to the action that made it: the code's own words when it has some. */
export function OfficialFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const coded = isApiError(error) && error.status !== 403 ? errorText(i18n, error.code) : null
  return (
    <p className="officials-alert" role="alert">
      {coded ?? <ProblemText error={error} />}
    </p>
  )
}

function ProblemText({ error }: { error: unknown }) {
  switch (officialProblem(error)) {
    case 'forbidden':
      return <Trans>No access rights: this console is for the association's tournament officials.</Trans>
    case 'refused':
      return <Trans>This does not fit the tournament's state now. Nothing was changed.</Trans>
    case 'gone':
      return <Trans>This tournament or player is no longer there. The console has been refreshed.</Trans>
    case 'invalid':
      return <Trans>Please check what you entered. Nothing was changed.</Trans>
    case 'offline':
      return <Trans>No connection to the server. Nothing was changed; try again.</Trans>
    case 'other':
      return <Trans>The server could not do this. Nothing was changed; try again in a moment.</Trans>
  }
}
