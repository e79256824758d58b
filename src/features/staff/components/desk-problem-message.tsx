import { Trans } from '@lingui/react/macro'
import { deskProblem } from '../desk-problem'

/** The staff's sentence for a refused or failed change; nothing was changed in each case. */
export function DeskProblemMessage({ error }: { error: unknown }) {
  switch (deskProblem(error)) {
    case 'forbidden':
      return <Trans>No access rights: this desk is for the association's staff.</Trans>
    case 'name-taken':
      return <Trans>This tournament already has a token with that name. Choose another name.</Trans>
    case 'name-invalid':
      return <Trans>Enter a name of up to 60 characters.</Trans>
    case 'closed':
      return <Trans>This tournament is finished or cancelled: it takes no more scorers or tokens.</Trans>
    case 'gone':
      return <Trans>It is no longer there: someone changed it meanwhile. The list has been refreshed.</Trans>
    case 'not-scorer':
      return <Trans>This account is not a scorer account.</Trans>
    case 'offline':
      return <Trans>No connection to the server. Nothing was changed; try again.</Trans>
    case 'other':
      return <Trans>The server could not do this. Nothing was changed; try again in a moment.</Trans>
  }
}
