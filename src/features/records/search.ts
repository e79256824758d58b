import type { RankingCategory, RecordTab, RecordTourId, SortDirection } from '@contract/record-search'

/** The page's search parameters as the route validates them (src/routes/tours/record/-record-search.ts). */
export interface RecordsSearch {
  tourId: RecordTourId
  tab: RecordTab
  category: RankingCategory
  season?: number | undefined
  sort?: string | undefined
  dir?: SortDirection | undefined
  gameId?: number | undefined
}
