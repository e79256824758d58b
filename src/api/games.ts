/** Game calls (api.md §7 "Game") that the leaderboard pages read. */
import { queryOptions } from '@tanstack/react-query'
import { currentGameSchema, type CurrentGameDto } from '@contract/game-calendar'
import { gameDetailSchema } from '@contract/game'
import { leaderboardSchema, type LeaderboardDto } from '@contract/leaderboard'
import type { z } from 'zod'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

/** The spec's live hole-score cadence (api.md §9): every 3 minutes. */
export const LEADERBOARD_POLL_MS = 3 * 60_000

export type GameDetail = z.infer<typeof gameDetailSchema>

export async function getCurrentGame(tourId: number, signal?: AbortSignal): Promise<CurrentGameDto> {
  const { data } = await api.get('/game/current', { query: { tourId }, schema: currentGameSchema, signal })
  return data
}

export async function getGame(gameId: number, signal?: AbortSignal): Promise<GameDetail> {
  const { data } = await api.get(`/game/${gameId}`, { schema: gameDetailSchema, signal })
  return data
}

export async function getLeaderboard(gameId: number, signal?: AbortSignal): Promise<LeaderboardDto> {
  const { data } = await api.get(`/game/${gameId}/leaderboard`, { schema: leaderboardSchema, signal })
  return data
}

export const currentGameQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: queryKeys.games.current(tourId),
    queryFn: ({ signal }) => getCurrentGame(tourId, signal),
    staleTime: STALE.default,
  })

export const gameQueryOptions = (gameId: number) =>
  queryOptions({ queryKey: queryKeys.games.detail(gameId), queryFn: ({ signal }) => getGame(gameId, signal), staleTime: STALE.default })

/** Polled at the spec's cadence until the push feed arrives in the browser; names follow the language. */
export const leaderboardQueryOptions = (gameId: number, locale: string) =>
  queryOptions({
    queryKey: queryKeys.games.leaderboard(gameId, locale),
    queryFn: ({ signal }) => getLeaderboard(gameId, signal),
    staleTime: STALE.live,
    refetchInterval: LEADERBOARD_POLL_MS,
  })
