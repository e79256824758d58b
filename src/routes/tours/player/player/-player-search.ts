/**
 * Search parameters of /tours/player/player/ (decision 0026): the tourId of
 * docs/requirements/tours-and-records.md#tr-17 (11 or 13; anything else is 11), the search term, the order, the page,
 * and playerId for a profile. Broken values fall back quietly.
 */
import { isPlayerTourId, PLAYER_SORTS, type PlayerSort, type PlayerTourId } from '@contract/player-search'

export interface PlayerSearch {
  tourId: PlayerTourId
  q?: string
  sort: PlayerSort
  page: number
  playerId?: number
}

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

export function validatePlayerSearch(search: Record<string, unknown>): PlayerSearch {
  const tourId = Number(search.tourId)
  const sort = PLAYER_SORTS.find((s) => s === search.sort) ?? 'name'
  const result: PlayerSearch = {
    tourId: isPlayerTourId(tourId) ? tourId : 11,
    sort,
    page: positiveInt(search.page, 100_000) ?? 1,
  }
  const q = search.q === undefined || search.q === null ? '' : String(search.q).trim().slice(0, 50)
  const playerId = positiveInt(search.playerId, 2_147_483_647)
  if (q !== '') result.q = q
  if (playerId !== undefined) result.playerId = playerId
  return result
}
