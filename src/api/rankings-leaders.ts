/**
 * The few leaders of a season race the home pages show (`/rankings/{category}?limit=`). The records
 * pages read the full lists through their own module; this one asks only for the top lines.
 */
import { queryOptions } from '@tanstack/react-query'
import { rankingSchema, type SeasonCategoryId } from '@contract/rankings'
import { api } from './client'

export const rankingLeaderKeys = {
  all: ['ranking-leaders'] as const,
  list: (category: SeasonCategoryId, tourId: number, limit: number) =>
    ['ranking-leaders', category, tourId, limit] as const,
}

/** Standings change only when a tournament finishes. */
const RESULTS_STALE = 5 * 60_000

export const rankingLeadersQueryOptions = (category: SeasonCategoryId, tourId: number, limit = 5) =>
  queryOptions({
    queryKey: rankingLeaderKeys.list(category, tourId, limit),
    queryFn: async ({ signal }) =>
      (await api.get(`/rankings/${category}`, { query: { tourId, limit }, schema: rankingSchema, signal })).data,
    staleTime: RESULTS_STALE,
  })

/** The points race of a tour: the seniors and the winter tour have their own, the others Genesis points. */
export function pointsCategoryOf(tourId: number): SeasonCategoryId {
  if (tourId === 13) return 'championsPoints'
  if (tourId === 20) return 'winterPoints'
  return 'genesis'
}
