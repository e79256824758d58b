/**
 * Search parameters of /tours/game/game: the tourId, gameId and type of docs/requirements/tours-and-records.md#tr-9
 * (the tab), plus the round and hole the tabs show, so a shared link opens the same view. Unknown or broken values fall
 * back quietly.
 */
import { entryQuery, isEntrySort, type EntrySort } from '@/features/game/entry-list-search'
import { isGameTab, type GameTab } from '@/features/game/game-tab-ids'
import { validateTourSearch, type TourSearch } from '../../-search-params'

export interface GameSearch extends TourSearch {
  gameId?: number
  /** Absent: the game's default tab (information before the start, else the leaderboard). */
  type?: GameTab
  round?: number
  hole?: number
  /** The entry list's name search and order. */
  q?: string
  sort?: EntrySort
}

const intIn = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

export function validateGameSearch(search: Record<string, unknown>): GameSearch {
  const result: GameSearch = { ...validateTourSearch(search) }
  if (isGameTab(search.type)) result.type = search.type
  const gameId = intIn(search.gameId, 1, 2_147_483_647)
  // 0 = every round (Hole statistics' "all rounds").
  const round = intIn(search.round, 0, 8)
  const hole = intIn(search.hole, 1, 18)
  // Absent keys stay absent: the router would otherwise print `round=undefined`-free but noisy URLs.
  if (gameId !== undefined) result.gameId = gameId
  if (round !== undefined) result.round = round
  if (hole !== undefined) result.hole = hole
  const q = entryQuery(search.q)
  if (q !== undefined) result.q = q
  if (isEntrySort(search.sort)) result.sort = search.sort
  return result
}
