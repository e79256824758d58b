/** Search parameters of /tours/sponsor/awards/ (the Genesis points ranking): season, sorted column, direction. */
import { validSeason } from '../../record/-record-search'
import type { SortDirection } from '@contract/record-search'

export interface PointsRankingSearch {
  season?: number
  sort?: string
  dir?: SortDirection
}

export function validatePointsRankingSearch(search: Record<string, unknown>): PointsRankingSearch {
  const result: PointsRankingSearch = {}
  const season = validSeason(search.season)
  if (season !== undefined) result.season = season
  if (typeof search.sort === 'string' && /^[a-zA-Z]{1,24}$/.test(search.sort)) result.sort = search.sort
  if (search.dir === 'asc' || search.dir === 'desc') result.dir = search.dir
  return result
}
