/**
 * Records pages' calls (decision 0028): the season rankings, the re-ranking, Tour Record, Record by
 * competition, Stats by season, the awards and the tour's seasons. Keys live here under ['records'].
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { yearListSchema } from '@contract/game-calendar'
import { rankingSchema, type SeasonCategoryId } from '@contract/rankings'
import {
  awardsSchema,
  competitionRecordsSchema,
  reRankingSchema,
  seasonStatsSchema,
  tourRecordsSchema,
} from '@contract/records'
import { api } from './client'
import { STALE } from './query-keys'

export const recordKeys = {
  all: ['records'] as const,
  seasons: (tourId: number) => ['records', 'seasons', tourId] as const,
  ranking: (category: string, tourId: number, season: number | undefined) =>
    ['records', 'ranking', category, tourId, season ?? 'latest'] as const,
  tour: (tourId: number, season: number | undefined) => ['records', 'tour', tourId, season ?? 'latest'] as const,
  competition: (tourId: number, gameId: number | undefined) =>
    ['records', 'competition', tourId, gameId ?? 'first'] as const,
  stats: (tourId: number, season: number | undefined) => ['records', 'stats', tourId, season ?? 'latest'] as const,
  awards: (tourId: number) => ['records', 'awards', tourId] as const,
}

/** Rankings and records move only when a tournament finishes. */
const RESULTS_STALE = 5 * 60_000

const seasonQuery = (season: number | undefined) => (season === undefined ? {} : { season })

export const recordSeasonsQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: recordKeys.seasons(tourId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/year/tour/${tourId}`, { schema: yearListSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const rankingQueryOptions = (category: SeasonCategoryId, tourId: number, season: number | undefined) =>
  queryOptions({
    queryKey: recordKeys.ranking(category, tourId, season),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/rankings/${category}`, {
          query: { tourId, limit: 500, ...seasonQuery(season) },
          schema: rankingSchema,
          signal,
        })
      ).data,
    staleTime: RESULTS_STALE,
    placeholderData: keepPreviousData,
  })

export const reRankingQueryOptions = (tourId: number, season: number | undefined) =>
  queryOptions({
    queryKey: recordKeys.ranking('reRanking', tourId, season),
    queryFn: async ({ signal }) =>
      (
        await api.get('/rankings/re-ranking', {
          query: { tourId, ...seasonQuery(season) },
          schema: reRankingSchema,
          signal,
        })
      ).data,
    staleTime: RESULTS_STALE,
  })

export const tourRecordsQueryOptions = (tourId: number, season: number | undefined) =>
  queryOptions({
    queryKey: recordKeys.tour(tourId, season),
    queryFn: async ({ signal }) =>
      (await api.get('/records/tour', { query: { tourId, ...seasonQuery(season) }, schema: tourRecordsSchema, signal }))
        .data,
    staleTime: RESULTS_STALE,
  })

export const competitionQueryOptions = (tourId: number, gameId: number | undefined) =>
  queryOptions({
    queryKey: recordKeys.competition(tourId, gameId),
    queryFn: async ({ signal }) =>
      (
        await api.get('/records/competition', {
          query: { tourId, ...(gameId === undefined ? {} : { gameId }) },
          schema: competitionRecordsSchema,
          signal,
        })
      ).data,
    staleTime: RESULTS_STALE,
    placeholderData: keepPreviousData,
  })

export const seasonStatsQueryOptions = (tourId: number, season: number | undefined) =>
  queryOptions({
    queryKey: recordKeys.stats(tourId, season),
    queryFn: async ({ signal }) =>
      (
        await api.get('/records/stats', {
          query: { tourId, ...seasonQuery(season) },
          schema: seasonStatsSchema,
          signal,
        })
      ).data,
    staleTime: RESULTS_STALE,
    placeholderData: keepPreviousData,
  })

export const awardsQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: recordKeys.awards(tourId),
    queryFn: async ({ signal }) =>
      (await api.get('/records/awards', { query: { tourId }, schema: awardsSchema, signal })).data,
    staleTime: RESULTS_STALE,
  })
