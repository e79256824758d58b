/**
 * Search params of /tour/leaderboardTrack3d: which game (the tour's current one, or gameId), the
 * selected player, the hole in focus and the camera view. Kept here, not in src/routes/-search-params.ts,
 * because only this page reads them. Debug switches (webgl=0, bench=1) are read from the URL by the page.
 */
import { normalizeTourId, type TourId } from '@domain/tours'

export const TRACK_VIEWS = ['course', 'hole', 'follow'] as const
export type TrackView = (typeof TRACK_VIEWS)[number]

export interface Track3dSearch {
  tourId: TourId
  gameId?: number
  /** players.id of the selected player. */
  player?: number
  hole?: number
  view?: TrackView
}

const int = (value: unknown, min: number, max: number): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,12}$/.test(value.trim())
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
}

export function validateTrack3dSearch(search: Record<string, unknown>): Track3dSearch {
  const view = TRACK_VIEWS.find((v) => v === search.view)
  return {
    tourId: normalizeTourId(search.tourId),
    gameId: int(search.gameId, 1, Number.MAX_SAFE_INTEGER),
    player: int(search.player, 1, Number.MAX_SAFE_INTEGER),
    hole: int(search.hole, 1, 18),
    view,
  }
}
