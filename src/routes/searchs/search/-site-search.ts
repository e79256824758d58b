/**
 * Search parameters of /searchs/search/: the keyword of docs/requirements/tours-and-records.md#tr-25, plus the kind tab
 * and the page of that kind (decision 0031). Broken values fall back quietly. zod-free: this lands in the portal's
 * first load.
 */
import { isSearchKind, SEARCH_KEYWORD_MAX, type SearchFilter } from '@contract/search-kinds'

export interface SiteSearch {
  keyword?: string
  kind?: Exclude<SearchFilter, 'all'>
  page?: number
}

export function validateSiteSearch(search: Record<string, unknown>): SiteSearch {
  const result: SiteSearch = {}
  // The router JSON-parses values first: `?keyword=2025` arrives as a number.
  const keyword =
    search.keyword === undefined || search.keyword === null
      ? ''
      : String(search.keyword).trim().slice(0, SEARCH_KEYWORD_MAX)
  if (keyword !== '') result.keyword = keyword
  if (isSearchKind(search.kind)) result.kind = search.kind
  const page = Number(search.page)
  if (result.kind && Number.isInteger(page) && page > 1 && page <= 10_000) result.page = page
  return result
}
