/** Membership selection calls (tour 54, decision 0032); keys under ['selection']. */
import { queryOptions } from '@tanstack/react-query'
import { selectionResultsSchema, selectionSeasonSchema } from '@contract/selection'
import { api } from './client'
import { STALE } from './query-keys'

export const selectionKeys = {
  all: ['selection'] as const,
  season: (year: number | undefined) => ['selection', 'season', year ?? 'latest'] as const,
  results: (gameId: number) => ['selection', 'results', gameId] as const,
}

export const selectionSeasonQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: selectionKeys.season(year),
    queryFn: async ({ signal }) =>
      (
        await api.get('/selection', {
          query: year === undefined ? {} : { year },
          schema: selectionSeasonSchema,
          signal,
        })
      ).data,
    staleTime: STALE.default,
  })

/** Results change only when a stage finishes. */
export const selectionResultsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: selectionKeys.results(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/selection/${gameId}/results`, { schema: selectionResultsSchema, signal })).data,
    staleTime: 5 * 60_000,
  })
