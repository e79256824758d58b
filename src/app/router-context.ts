import type { QueryClient } from '@tanstack/react-query'

/** What every route's beforeLoad/loader gets: the query cache and the start-up session check. */
export interface RouterContext {
  queryClient: QueryClient
  /** Settles when the stored session has been checked; guards await it before deciding. */
  sessionReady: Promise<unknown>
}
