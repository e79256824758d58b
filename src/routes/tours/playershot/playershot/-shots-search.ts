/** Search parameters of /tours/playershot/playershot/ (decision 0032): tabId (all by default) and page. No zod here. */
import { isShotTab } from '@domain/shots/notable'
import type { ShotsSearch } from '@/features/player-shots/search'

export function validateShotsSearch(search: Record<string, unknown>): ShotsSearch {
  const page = Number(search.page)
  return {
    tabId: isShotTab(search.tabId) ? search.tabId : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}
