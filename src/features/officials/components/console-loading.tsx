import { Trans } from '@lingui/react/macro'
import { Skeleton } from '@/components/ui/skeleton'

export function ConsoleLoading() {
  return (
    <div className="staff-loading" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="2.75rem" radius="10px" />
      <Skeleton height="8rem" radius="10px" />
    </div>
  )
}
