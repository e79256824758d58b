import { Trans } from '@lingui/react/macro'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

/** A part of the page could not load: say so and offer a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="card edu-state">
      <EmptyState
        icon="alert"
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

/** Grey blocks in the shape of what is coming, announced once as busy. */
export function BlocksSkeleton({ count, height }: { count: number; height: string }) {
  return (
    <div className="edu-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="12px" />
      ))}
    </div>
  )
}
