/**
 * Player calls (decision 0026): search, profile, records, games and season statistics. Query keys live
 * here under ['players'] (query-keys.ts belongs to the shell), so `['players']` invalidates them all.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { holeRecordSchema, playerGamesSchema } from '@contract/game-records'
import {
  playerDetailSchema,
  playerListSchema,
  playerRecordsSchema,
  playerStatsSchema,
  type PlayerSort,
  type PlayerTourId,
} from '@contract/player'
import { api } from './client'
import { STALE } from './query-keys'

export interface PlayerSearchParams {
  tourId: PlayerTourId
  q?: string | undefined
  sort: PlayerSort
  page: number
  pageSize: number
  lang: 'ko' | 'en'
}

export const playerKeys = {
  all: ['players'] as const,
  list: (p: PlayerSearchParams) => ['players', 'list', p] as const,
  detail: (playerId: number) => ['players', 'detail', playerId] as const,
  records: (playerId: number, tourId: number) => ['players', 'records', playerId, tourId] as const,
  games: (playerId: number, tourId: number) => ['players', 'games', playerId, tourId] as const,
  stats: (playerId: number, tourId: number) => ['players', 'stats', playerId, tourId] as const,
  holes: (gameId: number, round: number, playerId: number) => ['players', 'holes', gameId, round, playerId] as const,
}

/** Results change only when a tournament finishes: a few minutes of staleness is plenty. */
const RESULTS_STALE = 5 * 60_000

export const playerListQueryOptions = (p: PlayerSearchParams) =>
  queryOptions({
    queryKey: playerKeys.list(p),
    queryFn: async ({ signal }) =>
      (await api.get('/players', { query: { ...p }, schema: playerListSchema, signal })).data,
    staleTime: STALE.default,
    // Paging and sorting keep the old page on screen (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  })

export const playerDetailQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: playerKeys.detail(playerId),
    queryFn: async ({ signal }) => (await api.get(`/players/${playerId}`, { schema: playerDetailSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const playerRecordsQueryOptions = (playerId: number, tourId: number) =>
  queryOptions({
    queryKey: playerKeys.records(playerId, tourId),
    queryFn: async ({ signal }) =>
      (await api.get(`/players/${playerId}/records`, { query: { tourId }, schema: playerRecordsSchema, signal })).data,
    staleTime: RESULTS_STALE,
  })

export const playerGamesQueryOptions = (playerId: number, tourId: number) =>
  queryOptions({
    queryKey: playerKeys.games(playerId, tourId),
    queryFn: async ({ signal }) =>
      (await api.get('/player/game', { query: { playerId, tourId }, schema: playerGamesSchema, signal })).data,
    staleTime: RESULTS_STALE,
  })

export const playerStatsQueryOptions = (playerId: number, tourId: number) =>
  queryOptions({
    queryKey: playerKeys.stats(playerId, tourId),
    queryFn: async ({ signal }) =>
      (await api.get(`/players/${playerId}/stats`, { query: { tourId }, schema: playerStatsSchema, signal })).data,
    staleTime: RESULTS_STALE,
  })

/** The player's tee group card of one round (the player's card first), as the game pages read it. */
export const playerHolesQueryOptions = (gameId: number, round: number, playerId: number) =>
  queryOptions({
    queryKey: playerKeys.holes(gameId, round, playerId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/hole/record', { query: { gameId, round, playerId }, schema: holeRecordSchema, signal }))
        .data,
    staleTime: STALE.default,
  })
