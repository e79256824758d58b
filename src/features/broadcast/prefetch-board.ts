/**
 * Starts the board's reads before the first render, while the language catalog loads: on a cold
 * load the board then paints one round trip earlier (the reads no longer wait for the catalog).
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  broadcastCurrentGameQueryOptions,
  broadcastGameQueryOptions,
  broadcastLeaderboardQueryOptions,
} from '@/api/broadcast-board'
import type { BroadcastParams } from './broadcast-params'

export function prefetchBroadcastBoard(queryClient: QueryClient, params: BroadcastParams, language: 'ko' | 'en'): void {
  const board = (gameId: number) => {
    void queryClient.prefetchQuery(broadcastLeaderboardQueryOptions(gameId, language))
    void queryClient.prefetchQuery(broadcastGameQueryOptions(gameId))
  }
  if (params.gameId !== null) return board(params.gameId)
  void queryClient
    .fetchQuery(broadcastCurrentGameQueryOptions(params.tourId))
    .then((current) => (current.gameId !== null ? board(current.gameId) : undefined))
    .catch(() => {
      // The page's own query tries again and shows the holding card meanwhile.
    })
}
