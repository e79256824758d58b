/**
 * The records pages' choices, without zod: the route's search validator loads with the portal's first page,
 * where zod must not (scripts/check-budgets.ts). Decision 0028.
 */

/**
 * The tours with record pages (docs/requirements/tours-and-records.md#tr-22: /tours/record/?tourId for tours 11, 12, 13
 * and 20).
 */
export const RECORD_TOUR_IDS = [11, 12, 13, 20] as const
export type RecordTourId = (typeof RECORD_TOUR_IDS)[number]
export const isRecordTourId = (value: unknown): value is RecordTourId => RECORD_TOUR_IDS.includes(value as RecordTourId)

/** Data before 2013 is not searchable (docs/requirements/tours-and-records.md#tr-8). */
export const FIRST_SEARCHABLE_SEASON = 2013

export const RECORD_TABS = ['rankings', 'tour', 'competition', 'stats', 'awards'] as const
export type RecordTab = (typeof RECORD_TABS)[number]

/** Every list of the rankings tab: the season lists of /api/rankings/{category} and the re-ranking. */
export const RANKING_CATEGORIES = [
  'genesis',
  'prize',
  'rookie',
  'strokeAverage',
  'drivingDistance',
  'drivingAccuracy',
  'greensInRegulation',
  'putts',
  'recoveries',
  'championsPoints',
  'winterPoints',
  'reRanking',
] as const
export type RankingCategory = (typeof RANKING_CATEGORIES)[number]

const STATS = [
  'strokeAverage',
  'drivingDistance',
  'drivingAccuracy',
  'greensInRegulation',
  'putts',
  'recoveries',
] as const

/**
 * The lists each tour shows: its own points race (Genesis on 11 and 12, champions on 13, winter on 20), prize
 * money, the statistics; the rookie race on the main tour; the re-ranking on the two tours that re-order
 * entry priority in mid-season (11, 12).
 */
export function categoriesOf(tourId: RecordTourId): readonly RankingCategory[] {
  if (tourId === 13) return ['championsPoints', 'prize', ...STATS]
  if (tourId === 20) return ['winterPoints', 'prize', ...STATS]
  if (tourId === 12) return ['genesis', 'prize', ...STATS, 'reRanking']
  return ['genesis', 'prize', 'rookie', ...STATS, 'reRanking']
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]
