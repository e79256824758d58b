import * as Shared from '@/components/ui/query-states'

/** The player pages' loading and failed sections (src/components/ui/query-states.tsx). */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => (
  <Shared.LoadError onRetry={onRetry} icon="info" className="players-state" />
)
export const RowsSkeleton = ({ rows = 6 }: { rows?: number }) => (
  <Shared.RowsSkeleton rows={rows} className="players-skeleton" />
)
