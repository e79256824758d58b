import * as Shared from '@/components/ui/query-states'

/** The schedule's loading and failed season (src/components/ui/query-states.tsx). */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => (
  <Shared.LoadError onRetry={onRetry} as="h2" className="schedule-state" />
)
/** Grey filter bar and tournament rows. */
export const ScheduleSkeleton = () => (
  <Shared.BlocksSkeleton
    heights={['3rem', ...Array.from({ length: 5 }, () => '6.5rem')]}
    radius="10px"
    className="schedule-skeleton"
  />
)
