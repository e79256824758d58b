import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

/** A section that could not load, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rec-state">
      <EmptyState
        icon="info"
        as="h3"
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

/** Grey rows shaped like a table, announced once as busy. */
export function RowsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="rec-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="2.25rem" radius="6px" />
      ))}
    </div>
  )
}

/** The catalogue's "no search results" for a season or list without data. */
export function NoResults({ children }: { children?: ReactNode }) {
  return (
    <div className="rec-state">
      <EmptyState icon="search" as="h3" title={<Trans>No search results.</Trans>}>
        {children}
      </EmptyState>
    </div>
  )
}
