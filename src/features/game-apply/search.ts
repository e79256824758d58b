/**
 * The apply pages' query parameters (docs/requirements/tournament-applications.md#app-2): the list's tour filter, tab
 * and season, and the tournament (and application) the later steps are about. Unknown values fall back, never throw.
 */
import { APPLY_TOUR_FILTERS, type ApplyTourFilter } from '@domain/applications/choices'

type RawSearch = Record<string, unknown>

/** Optional in the type so links may leave them out; the validator always fills the first two. */
export interface ApplyListSearch {
  tourId?: ApplyTourFilter
  srhGameTab?: 'list'
  srhYear?: number
}

const positive = (value: unknown): number | undefined => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export function validateApplyListSearch(search: RawSearch): ApplyListSearch {
  const tour = String(search.tourId ?? 'all')
  const year = positive(search.srhYear)
  return {
    tourId: (APPLY_TOUR_FILTERS as readonly string[]).includes(tour) ? (tour as ApplyTourFilter) : 'all',
    srhGameTab: 'list',
    ...(year !== undefined && year >= 1900 && year <= 2999 ? { srhYear: year } : {}),
  }
}

export interface ApplyGameSearch {
  gameId?: number
  applicationId?: number
}

export function validateApplyGameSearch(search: RawSearch): ApplyGameSearch {
  const gameId = positive(search.gameId)
  const applicationId = positive(search.applicationId)
  return { ...(gameId ? { gameId } : {}), ...(applicationId ? { applicationId } : {}) }
}
