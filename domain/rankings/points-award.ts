/**
 * The one way the association turns finishing places into points, shared by the Genesis, champions
 * tour and winter tour tables (docs/requirements/tours-and-records.md#tr-20: "ties share equally").
 *
 * Rules:
 * - Ties share the points of the tied places equally: a T2 of three players each get the average of
 *   places 2, 3 and 4.
 * - Points are kept in integer hundredths and rounded once, half up, to 2 decimals: a shared place can
 *   be worth 481.67 points, and the season total stays exact (no float drift over 20 events).
 * - Ineligible players (non-members, MC, WD, RTD, DQ, DNS) get 0 and their places are NOT handed to
 *   the next players: a non-member in 3rd leaves 3rd's points unawarded and 4th keeps 4th's points.
 *   The board the public saw is the board the points follow.
 */
import { divideHalfUp, finishedWithRank, tieSizes, type FinalResult, type PlayerKey } from './final-result'

/** Points of one place, in hundredths of a point. */
export type PlacePoints = (place: number) => number

export interface PointsAward {
  playerId: PlayerKey
  /** Points earned, at most 2 decimals (0 for ineligible players). */
  points: number
}

export function awardByPlace<R extends FinalResult>(
  results: readonly R[],
  pointsAt: PlacePoints,
  eligible: (r: R) => boolean,
): PointsAward[] {
  const sizes = tieSizes(results)
  return results.map((r) => {
    if (!finishedWithRank(r) || !eligible(r)) return { playerId: r.playerId, points: 0 }
    const tied = sizes.get(r.rank) ?? 1
    let sum = 0
    for (let place = r.rank; place < r.rank + tied; place++) sum += pointsAt(place)
    return { playerId: r.playerId, points: divideHalfUp(sum, tied) / 100 }
  })
}

/** Adds awards by player (for a season total), keeping exact hundredths. */
export function sumPoints(awards: Iterable<PointsAward>): Map<PlayerKey, number> {
  const hundredths = new Map<PlayerKey, number>()
  for (const a of awards) hundredths.set(a.playerId, (hundredths.get(a.playerId) ?? 0) + Math.round(a.points * 100))
  return new Map([...hundredths].map(([id, h]) => [id, h / 100]))
}
