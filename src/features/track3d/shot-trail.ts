/**
 * A player's shot trail: the strokes of his latest tracked hole of the round, as arcs on the course
 * plane with the lie each came to rest in and its length. "Latest tracked" is the hole he is on when
 * it has shots, else the hole he last finished (shots arrive with the hole's score).
 */
import type { CourseHoleDto } from '@contract/game-course'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { ballLocation } from '@domain/codes/ball-location'
import { holesPlayed } from '@/lib/board-format'
import { toCourse, type CourseLayout } from './course-layout'
import { playingOrder } from './field-placement'
import { length, sub, type Vec2 } from './geometry-2d'
import type { ShotIndex } from './shot-index'

export interface TrailShot {
  shotNo: number
  from: Vec2
  to: Vec2
  /** Lie code where it came to rest (10 holed). */
  resultLie: number
  distanceM: number
  /** Played from the green or fringe: drawn flat, not as a flight. */
  putt: boolean
}

export interface ShotTrail {
  playerId: number
  hole: number
  shots: TrailShot[]
}

/** The hole whose shots a player's trail shows, or null when he has none tracked this round. */
export function trailHole(
  row: Pick<LeaderboardRowDto, 'playerId' | 'thru' | 'startHole'>,
  shots: ShotIndex,
): number | null {
  const holes = shots.get(row.playerId)
  if (!holes || holes.size === 0) return null
  const thru = Math.max(0, Math.min(18, holesPlayed(row.thru)))
  const order = playingOrder(row.startHole)
  // The hole in play first, then back through the holes played.
  for (let i = Math.min(thru, 17); i >= 0; i--) if (holes.has(order[i]!)) return order[i]!
  return null
}

export function shotTrail(
  row: Pick<LeaderboardRowDto, 'playerId' | 'thru' | 'startHole'>,
  shots: ShotIndex,
  course: readonly CourseHoleDto[],
  layout: CourseLayout,
): ShotTrail | null {
  const hole = trailHole(row, shots)
  const placed = layout.holes.find((h) => h.hole === hole)
  const geometry = course.find((h) => h.hole === hole)
  if (hole === null || !placed || !geometry) return null
  const list = shots.get(row.playerId)!.get(hole)!
  return {
    playerId: row.playerId,
    hole,
    shots: list.map((s) => ({
      shotNo: s.shotNo,
      from: toCourse(placed, s.from),
      to: toCourse(placed, s.to),
      resultLie: s.resultLie,
      distanceM: s.distanceM,
      putt: ballLocation(s.lie).lie === 'green',
    })),
  }
}

/** Height of a shot's flight at its apex (metres): a drive climbs ~30 m; chips barely leave the ground. */
export const apexHeight = (shot: Pick<TrailShot, 'from' | 'to' | 'putt'>): number =>
  shot.putt ? 0.4 : Math.min(32, 4 + length(sub(shot.to, shot.from)) * 0.11)

/** Points along a shot's flight, [x, y (north), height], from `from` to `to` on a parabola. */
export function flightPath(
  shot: Pick<TrailShot, 'from' | 'to' | 'putt'>,
  segments = 16,
): Array<[number, number, number]> {
  const h = apexHeight(shot)
  return Array.from({ length: segments + 1 }, (_, i) => {
    const t = i / segments
    return [
      shot.from[0] + (shot.to[0] - shot.from[0]) * t,
      shot.from[1] + (shot.to[1] - shot.from[1]) * t,
      4 * h * t * (1 - t) + 0.4,
    ]
  })
}
