import { Trans } from '@lingui/react/macro'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

/** The season could not load: say so and offer a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="schedule-state">
      <EmptyState
        icon="alert"
        as="h2"
        title={<Trans>This information could not be loaded</Trans>}
        actions={
          <button type="button" className="btn" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        }
      >
        <Trans>Check your connection and try again.</Trans>
      </EmptyState>
    </div>
  )
}

/** Grey filter bar and tournament rows, announced once as busy. */
export function ScheduleSkeleton() {
  return (
    <div className="schedule-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="3rem" radius="10px" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height="6.5rem" radius="10px" />
      ))}
    </div>
  )
}
