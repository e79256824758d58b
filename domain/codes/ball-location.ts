/**
 * Ball-location codes 0-12 of the shot-tracking data (hole statistics, player position, 3D track).
 * The requirements name ten of them (docs/requirements/tours-and-records.md#tr-13: fairway, rough, green, OB, penalty
 * area, bunker, lost ball area, belt, bunker beside green, hole-in) but not the numbers. We take its listing as code
 * order from 1, put the tee at 0 (where every hole starts), and add the fringe (11) and unknown (12) that a
 * shot-by-shot feed needs. Unknown numbers read as 12.
 */

export type BallLocationCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

/** For the map colour and statistics: what kind of ground the ball lies on. */
export type BallLie = 'tee' | 'fairway' | 'rough' | 'green' | 'sand' | 'penalty' | 'holed' | 'other'

export interface BallLocation {
  code: BallLocationCode
  ko: string
  en: string
  lie: BallLie
  /** The next stroke carries a penalty or a re-play (OB, penalty area, lost ball). */
  penalty: boolean
}

const loc = (code: BallLocationCode, ko: string, en: string, lie: BallLie, penalty = false): BallLocation => ({
  code,
  ko,
  en,
  lie,
  penalty,
})

export const BALL_LOCATIONS: readonly BallLocation[] = [
  loc(0, '티잉구역', 'Teeing area', 'tee'),
  loc(1, '페어웨이', 'Fairway', 'fairway'),
  loc(2, '러프', 'Rough', 'rough'),
  loc(3, '그린', 'Green', 'green'),
  loc(4, 'OB', 'Out of bounds', 'penalty', true),
  loc(5, '페널티구역', 'Penalty area', 'penalty', true),
  loc(6, '벙커', 'Bunker', 'sand'),
  loc(7, '분실구역', 'Lost ball area', 'penalty', true),
  // A strip between holes or along the boundary (cart paths, planting): playable but not rough.
  loc(8, '벨트', 'Belt', 'other'),
  loc(9, '그린사이드 벙커', 'Greenside bunker', 'sand'),
  loc(10, '홀인', 'Holed', 'holed'),
  loc(11, '프린지', 'Fringe', 'green'),
  loc(12, '알 수 없음', 'Unknown', 'other'),
]

export const UNKNOWN_BALL_LOCATION = BALL_LOCATIONS[12] as BallLocation

/** The location of a code as it arrives (number or string); anything unknown reads as 12. */
export function ballLocation(raw: unknown): BallLocation {
  if (raw === null || raw === undefined || raw === '') return UNKNOWN_BALL_LOCATION
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim())
  return (Number.isInteger(n) ? BALL_LOCATIONS[n] : undefined) ?? UNKNOWN_BALL_LOCATION
}
