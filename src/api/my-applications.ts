/**
 * The member's tournament applications (docs/requirements/tournament-applications.md#app-11): the seasons with any and
 * those of one season. The keys sit under `member`, so they leave the cache with the member (src/app/member-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { myApplicationsSchema, myApplicationYearsSchema } from '@contract/game-apply'
import { api } from './client'
import { STALE } from './query-keys'

export const myApplicationKeys = {
  all: ['member', 'game-apply'] as const,
  years: () => ['member', 'game-apply', 'years'] as const,
  season: (year: number | null) => ['member', 'game-apply', 'season', year] as const,
}

export const myApplicationYearsQueryOptions = () =>
  queryOptions({
    queryKey: myApplicationKeys.years(),
    queryFn: async ({ signal }) =>
      (await api.get('/mypage/game-apply/year', { schema: myApplicationYearsSchema, signal })).data,
    staleTime: STALE.default,
  })

/** `year` null: every season (the member has none yet, or asked for all). */
export const myApplicationsQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: myApplicationKeys.season(year),
    queryFn: async ({ signal }) =>
      (
        await api.get('/mypage/game-apply', {
          query: year === null ? {} : { year: String(year) },
          schema: myApplicationsSchema,
          signal,
        })
      ).data,
    staleTime: STALE.default,
  })
