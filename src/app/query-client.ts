import { QueryClient } from '@tanstack/react-query'
import { shouldRetryApiError } from '@/api/api-error'
import { STALE } from '@/api/query-keys'

/** One client for the app; the retry policy is the call layer's (only network failures and 5xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.default,
        retry: shouldRetryApiError,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
