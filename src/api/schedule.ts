/**
 * Schedule and results calls of the schedule and home pages: a tour's season (`/game/schedule`, with its
 * filter counts) and the latest completed games (`/game?status=3&order=desc`). Keys live here under
 * ['schedule'] (query-keys.ts belongs to the shell), so `['schedule']` invalidates them all.
 */
import { queryOptions } from '@tanstack/react-query'
import { gameListSchema } from '@contract/game'
import { scheduleSchema } from '@contract/game-schedule'
import { liveBoardGameSchema } from '@contract/game-calendar'
import { api } from './client'
import { STALE } from './query-keys'

export const scheduleKeys = {
  all: ['schedule'] as const,
  season: (tourId: number, year: number | undefined) => ['schedule', 'season', tourId, year ?? 'current'] as const,
  recent: (tourId: number, count: number) => ['schedule', 'recent', tourId, count] as const,
  liveGame: (tourId: number) => ['schedule', 'live-game', tourId] as const,
}

/** A tour's season; `year` absent is the current Seoul season. */
export const scheduleQueryOptions = (tourId: number, year?: number) =>
  queryOptions({
    queryKey: scheduleKeys.season(tourId, year),
    queryFn: async ({ signal }) =>
      (await api.get('/game/schedule', { query: { tourId, year }, schema: scheduleSchema, signal })).data,
    staleTime: STALE.default,
  })

/** The latest completed games of a tour, newest first, whatever the season. */
export const recentResultsQueryOptions = (tourId: number, count = 3) =>
  queryOptions({
    queryKey: scheduleKeys.recent(tourId, count),
    queryFn: async ({ signal }) =>
      (
        await api.get('/game', {
          query: { tourId, status: 3, order: 'desc', pageSize: count },
          schema: gameListSchema,
          signal,
        })
      ).data.items,
    staleTime: STALE.default,
  })

/** The tour's game whose live leaderboard is on (null when none is). */
export const liveBoardGameQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: scheduleKeys.liveGame(tourId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/onLiveLeaderboardGame', { query: { tourId }, schema: liveBoardGameSchema, signal })).data,
    staleTime: STALE.default,
  })
