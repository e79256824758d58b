import * as Shared from '@/components/ui/query-states'

/** The education pages' loading and failed sections (src/components/ui/query-states.tsx). */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => (
  <Shared.LoadError onRetry={onRetry} as="h2" className="card edu-state" />
)
export const BlocksSkeleton = ({ count, height }: { count: number; height: string }) => (
  <Shared.BlocksSkeleton heights={Array.from({ length: count }, () => height)} radius="12px" className="edu-skeleton" />
)
