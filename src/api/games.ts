/** Game calls (docs/requirements/api-conventions.md#api-17) that the leaderboard pages read. */
import { queryOptions } from '@tanstack/react-query'
import { currentGameSchema, type CurrentGameDto } from '@contract/game-calendar'
import { gameDetailSchema } from '@contract/game'
import { holeRecordSchema } from '@contract/game-records'
import { leaderboardSchema, type LeaderboardDto } from '@contract/leaderboard'
import type { z } from 'zod'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

/** The live hole-score cadence (docs/requirements/live-scoring.md#ls-15): every 3 minutes. */
export const LEADERBOARD_POLL_MS = 3 * 60_000

export type GameDetail = z.infer<typeof gameDetailSchema>
export type HoleRecord = z.infer<typeof holeRecordSchema>

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
  queryOptions({
    queryKey: queryKeys.games.detail(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: STALE.default,
  })

/** A player's tee group on one round, hole by hole (the player's card first). */
export async function getHoleRecord(
  gameId: number,
  round: number,
  playerId: number,
  signal?: AbortSignal,
): Promise<HoleRecord> {
  const { data } = await api.get('/game/hole/record', {
    query: { gameId, round, playerId },
    schema: holeRecordSchema,
    signal,
  })
  return data
}

/**
 * The first board of a game; names follow the language. After it, useLiveLeaderboard (src/api/live)
 * drives this cache entry from the socket feed and the polling worker, so it is never refetched on an
 * interval. A fetch that answers an older version than the feed already applied keeps the newer one.
 */
export const leaderboardQueryOptions = (gameId: number, locale: string) =>
  queryOptions({
    queryKey: queryKeys.games.leaderboard(gameId, locale),
    queryFn: async ({ signal, client, queryKey }) => {
      const board = await getLeaderboard(gameId, signal)
      const held = client.getQueryData<LeaderboardDto>(queryKey)
      return held && held.gameId === board.gameId && held.version > board.version ? held : board
    },
    staleTime: STALE.live,
  })

/** One player's card of a round (the board's expanding scorecard). */
export const playerCardQueryOptions = (gameId: number, round: number, playerId: number, locale: string) =>
  queryOptions({
    queryKey: queryKeys.games.holeRecord(gameId, round, playerId, locale),
    queryFn: ({ signal }) => getHoleRecord(gameId, round, playerId, signal),
    staleTime: STALE.live,
  })
