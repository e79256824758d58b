import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import type { IconName } from './icons'
import { Skeleton } from './skeleton'

/**
 * What a part of a page shows while its query loads, when it fails and when it is empty: one wording and one shape
 * for every section, each page giving its own class for spacing.
 */

interface LoadErrorProps {
  onRetry: () => void
  className: string
  icon?: IconName
  as?: 'h2' | 'h3'
}

/** A section that could not load: say so and offer a retry. */
export function LoadError({ onRetry, className, icon = 'alert', as = 'h3' }: LoadErrorProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={icon}
        as={as}
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

/** Grey blocks in the shape of what is coming (`heights`, top to bottom), announced once as busy. */
export function BlocksSkeleton({
  heights,
  radius,
  className,
}: {
  heights: string[]
  radius: string
  className: string
}) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </div>
  )
}

/** Grey rows shaped like a table. */
export function RowsSkeleton({ rows, className }: { rows: number; className: string }) {
  return <BlocksSkeleton heights={Array.from({ length: rows }, () => '2.25rem')} radius="6px" className={className} />
}

/** The catalogue's "no search results" for a season or list without data. */
export function NoResults({ children, className }: { children?: ReactNode; className: string }) {
  return (
    <div className={className}>
      <EmptyState icon="search" as="h3" title={<Trans>No search results.</Trans>}>
        {children}
      </EmptyState>
    </div>
  )
}
