import type { ReactNode } from 'react'
import * as Shared from '@/components/ui/query-states'

/** The records pages' loading, failed and empty sections (src/components/ui/query-states.tsx). */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => (
  <Shared.LoadError onRetry={onRetry} icon="info" className="rec-state" />
)
export const RowsSkeleton = ({ rows = 8 }: { rows?: number }) => (
  <Shared.RowsSkeleton rows={rows} className="rec-skeleton" />
)
export const NoResults = ({ children }: { children?: ReactNode }) => (
  <Shared.NoResults className="rec-state">{children}</Shared.NoResults>
)
