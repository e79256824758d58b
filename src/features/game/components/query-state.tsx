import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

/** Grey bars shaped like a table while a tab's data loads; announced once as busy. */
export function TabSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="game-skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="2.25rem" radius="6px" />
      ))}
    </div>
  )
}

export function TabError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon="info"
        as="h3"
        title={<Trans>This information could not be loaded</Trans>}
        actions={
          onRetry ? (
            <button type="button" className="btn" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          ) : null
        }
      >
        <Trans>Check your connection and try again.</Trans>
      </EmptyState>
    </div>
  )
}

export function TabEmpty({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <EmptyState icon="flag" as="h3" title={title}>
      {children}
    </EmptyState>
  )
}

interface QueryLike<T> {
  data: T | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/** The three states every tab has before its content: loading, failed, nothing to show. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>
  isEmpty?: (data: T) => boolean
  empty: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <TabSkeleton />
  if (query.isError || query.data === undefined) return <TabError onRetry={() => void query.refetch()} />
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
