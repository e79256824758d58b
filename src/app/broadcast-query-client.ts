import { QueryClient } from '@tanstack/react-query'

/**
 * The broadcast page's query client: not the portal's (query-client.ts imports the call layer's retry
 * policy); its reads retry on their own (src/api/broadcast-board.ts). A screen on air never refetches
 * on focus, and keeps what it has when a read fails.
 */
export function createBroadcastQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  })
}
