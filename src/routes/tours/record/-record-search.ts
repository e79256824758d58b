/**
 * Search parameters of /tours/record/ (decision 0028): the tourId of docs/requirements/tours-and-records.md#tr-22 (11,
 * 12, 13 or 20; anything else is 11), the tab, the ranking category (one the tour shows, else its first), the season
 * (2013 or later: data before 2013 is not searchable), the sorted column and direction, and the competition's game.
 * Broken values fall back quietly.
 */
import {
  categoriesOf,
  FIRST_SEARCHABLE_SEASON,
  isRecordTourId,
  RECORD_TABS,
  type RankingCategory,
  type RecordTab,
  type RecordTourId,
  type SortDirection,
} from '@contract/record-search'

export interface RecordSearch {
  tourId: RecordTourId
  tab: RecordTab
  category: RankingCategory
  season?: number
  sort?: string
  dir?: SortDirection
  gameId?: number
}

const intIn = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

/** A season from 2013 to next year. */
export const validSeason = (value: unknown): number | undefined =>
  intIn(value, FIRST_SEARCHABLE_SEASON, new Date().getFullYear() + 1)

export function validateRecordSearch(search: Record<string, unknown>): RecordSearch {
  const raw = Number(search.tourId)
  const tourId: RecordTourId = isRecordTourId(raw) ? raw : 11
  const tab = RECORD_TABS.find((t) => t === search.tab) ?? 'rankings'
  const categories = categoriesOf(tourId)
  const category = categories.find((c) => c === search.category) ?? categories[0]!
  const result: RecordSearch = { tourId, tab, category }
  const season = validSeason(search.season)
  if (season !== undefined) result.season = season
  if (typeof search.sort === 'string' && /^[a-zA-Z]{1,24}$/.test(search.sort)) result.sort = search.sort
  if (search.dir === 'asc' || search.dir === 'desc') result.dir = search.dir
  const gameId = intIn(search.gameId, 1, 2_147_483_647)
  if (gameId !== undefined) result.gameId = gameId
  return result
}
