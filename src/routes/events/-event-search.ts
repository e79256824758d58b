/**
 * Search parameters of /events/event/ and /tours/events/event (docs/requirements/content.md#con-12): tabId ing, event
 * or end (anything else is ing) and gameId for one winner-prediction event. No zod (the entry chunk's budget).
 */
import { isEventTab } from '@domain/events/prediction'
import type { EventsSearch } from '@/features/events/search'

export function validateEventSearch(search: Record<string, unknown>): EventsSearch {
  const result: EventsSearch = { tabId: isEventTab(search.tabId) ? search.tabId : 'ing' }
  const gameId = Number(search.gameId)
  if (
    search.gameId !== '' &&
    search.gameId !== null &&
    Number.isInteger(gameId) &&
    gameId >= 1 &&
    gameId <= 2_147_483_647
  )
    result.gameId = gameId
  return result
}
