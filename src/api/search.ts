/** Site search (`GET /api/search`, decision 0031): players, tournaments, news and pages with counts per kind. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { searchResultSchema, type SearchFilter } from '@contract/search'
import { api } from './client'
import { STALE } from './query-keys'

export interface SiteSearchParams {
  keyword: string
  kind: SearchFilter
  page: number
}

export const searchKeys = {
  all: ['search'] as const,
  results: (p: SiteSearchParams) => ['search', p.keyword, p.kind, p.page] as const,
}

export const searchQueryOptions = (p: SiteSearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(p),
    queryFn: async ({ signal }) =>
      (await api.get('/search', { query: { ...p }, schema: searchResultSchema, signal })).data,
    staleTime: STALE.default,
    // Changing the kind tab or the page keeps the counts and the old list on screen until the new arrive.
    placeholderData: keepPreviousData,
  })
