/**
 * Search parameters of /tours/member/openSelection/ (docs/requirements/content.md#con-13): tourId is 54 (55 maps to 54;
 * the page serves nothing else), year and gameId optional. No zod (the entry chunk's budget).
 */
import type { SelectionSearch } from '@/features/selection/search'

const int = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

export function validateSelectionSearch(search: Record<string, unknown>): SelectionSearch {
  const result: SelectionSearch = { tourId: 54 }
  const year = int(search.year, 1950, 2100)
  const gameId = int(search.gameId, 1, 2_147_483_647)
  if (year !== undefined) result.year = year
  if (gameId !== undefined) result.gameId = gameId
  return result
}
