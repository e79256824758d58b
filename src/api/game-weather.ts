/**
 * The venue's weather of a game (GET /game/weather, contract/game-weather.ts).
 * Query key (defined here, not in query-keys.ts):
 *   ['games', 'weather', gameId]
 */
import { queryOptions } from '@tanstack/react-query'
import { gameWeatherSchema } from '@contract/game-weather'
import { api } from './client'
import { STALE } from './query-keys'

/** Readings are hourly; ten minutes keeps a page open all day at most one reading behind. */
export const WEATHER_REFETCH_MS = 10 * 60_000

export const gameWeatherKeys = {
  detail: (gameId: number) => ['games', 'weather', gameId] as const,
}

export const gameWeatherQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameWeatherKeys.detail(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/weather', { query: { gameId }, schema: gameWeatherSchema, signal })).data,
    staleTime: STALE.default,
    // Only while a component uses the query (TanStack Query stops the interval when it has no observer).
    refetchInterval: WEATHER_REFETCH_MS,
  })
