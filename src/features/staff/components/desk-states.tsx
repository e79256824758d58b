import { Trans } from '@lingui/react/macro'
import { Skeleton } from '@/components/ui/skeleton'
import { deskProblem } from '../desk-problem'
import { DeskProblemMessage } from './desk-problem-message'

export function DeskLoading() {
  return (
    <div className="staff-loading" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="2.75rem" radius="10px" />
      <Skeleton height="2.75rem" radius="10px" />
    </div>
  )
}

/** A list that could not be loaded: no access rights (not staff) says so; anything else offers a retry. */
export function DeskError({ error, retry }: { error: unknown; retry: () => void }) {
  const forbidden = deskProblem(error) === 'forbidden'
  return (
    <div className="staff-alert" role="alert">
      {forbidden ? <DeskProblemMessage error={error} /> : <Trans>This information could not be loaded</Trans>}
      {forbidden ? null : (
        <button type="button" className="btn btn--sm" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  )
}
