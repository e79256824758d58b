/**
 * Tournament Stats and Tournament Updates of a game (/game/stats, /game/updates).
 * Query keys, under ['games'] so `queryKeys.games.all` invalidates them (names come in both languages):
 *   ['games', 'stats', gameId]
 *   ['games', 'updates', gameId]
 */
import { queryOptions } from '@tanstack/react-query'
import { gameStatsSchema, gameUpdatesSchema } from '@contract/game-insights'
import { api } from './client'
import { LEADERBOARD_POLL_MS } from './games'
import { STALE } from './query-keys'

export const gameInsightKeys = {
  stats: (gameId: number) => ['games', 'stats', gameId] as const,
  updates: (gameId: number) => ['games', 'updates', gameId] as const,
}

/**
 * While the event is played, both follow the live cadence of docs/requirements/live-scoring.md#ls-15 (every 3 minutes).
 */
const cadence = (live: boolean) =>
  live ? { staleTime: STALE.live, refetchInterval: LEADERBOARD_POLL_MS } : { staleTime: STALE.default }

export const gameStatsQueryOptions = (gameId: number, live: boolean) =>
  queryOptions({
    queryKey: gameInsightKeys.stats(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/stats', { query: { gameId }, schema: gameStatsSchema, signal })).data,
    ...cadence(live),
  })

export const gameUpdatesQueryOptions = (gameId: number, live: boolean) =>
  queryOptions({
    queryKey: gameInsightKeys.updates(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/updates', { query: { gameId }, schema: gameUpdatesSchema, signal })).data,
    ...cadence(live),
  })
