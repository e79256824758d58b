/**
 * Where each player of the live board stands on the laid-out course. The board says which hole a
 * player is on (the next one in his playing order after `thru`); the shots API says where his ball
 * lies on it. Shots arrive with a hole's score, so a player usually has none yet on the hole he is
 * playing: he is then on its tee (walking to it or waiting to hit). Players who have not started, have
 * finished the round, or left the field (MC, WD, RTD, DQ, DNS) are off the course and not drawn.
 */
import type { CourseHoleDto } from '@contract/game-course'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { ballLocation } from '@domain/codes/ball-location'
import { holesPlayed } from '@/lib/board-format'
import { toCourse, type CourseLayout } from './course-layout'
import { add, rotate, type Vec2 } from './geometry-2d'
import type { ShotIndex, TrackedShot } from './shot-index'

/** Holes in the order a player starting on `startHole` plays them (1-18, or 10-18 then 1-9). */
export const playingOrder = (startHole: number): number[] =>
  Array.from({ length: 18 }, (_, i) => ((startHole - 1 + i) % 18) + 1)

export type PlayerSpot =
  | { kind: 'waiting'; startHole: number }
  | { kind: 'tee'; hole: number }
  | { kind: 'ball'; hole: number; shot: TrackedShot }
  | { kind: 'finished' }
  | { kind: 'off' }

type Row = Pick<LeaderboardRowDto, 'playerId' | 'status' | 'thru' | 'startHole'>

/** Where one player is, from his board row and his tracked shots of the round. */
export function spotOf(row: Row, shots: ShotIndex): PlayerSpot {
  if (row.status !== 'active' && row.status !== 'finished') return { kind: 'off' }
  const thru = holesPlayed(row.thru)
  if (row.status === 'finished' || thru >= 18) return { kind: 'finished' }
  if (thru <= 0) return { kind: 'waiting', startHole: row.startHole }
  const hole = playingOrder(row.startHole)[thru]!
  const onHole = shots.get(row.playerId)?.get(hole)
  const last = onHole?.at(-1)
  return last ? { kind: 'ball', hole, shot: last } : { kind: 'tee', hole }
}

export interface FieldMarker {
  playerId: number
  hole: number
  /** On the course plane (metres). */
  at: Vec2
  onTee: boolean
}

export interface FieldPlacement {
  markers: FieldMarker[]
  waiting: number
  finished: number
  off: number
}

/** Players sharing a tee stand in a short row behind it, a few metres apart, instead of on one spot. */
const TEE_SPACING_M = 4

/** Every drawn player's marker on the course plane, in board order. */
export function placeField(
  rows: readonly Row[],
  shots: ShotIndex,
  course: readonly CourseHoleDto[],
  layout: CourseLayout,
): FieldPlacement {
  const holeOf = new Map(course.map((h) => [h.hole, h]))
  const layoutOf = new Map(layout.holes.map((h) => [h.hole, h]))
  const out: FieldPlacement = { markers: [], waiting: 0, finished: 0, off: 0 }
  const onTee = new Map<number, number>()
  for (const row of rows) {
    const spot = spotOf(row, shots)
    if (spot.kind === 'waiting') out.waiting++
    else if (spot.kind === 'finished') out.finished++
    else if (spot.kind === 'off') out.off++
    const hole = spot.kind === 'tee' || spot.kind === 'ball' ? spot.hole : null
    const geometry = hole === null ? undefined : holeOf.get(hole)
    const placed = hole === null ? undefined : layoutOf.get(hole)
    if (hole === null || !geometry || !placed) continue
    if (spot.kind === 'ball') {
      const holed = ballLocation(spot.shot.resultLie).lie === 'holed'
      out.markers.push({
        playerId: row.playerId,
        hole,
        at: toCourse(placed, holed ? geometry.greenCenter : spot.shot.to),
        onTee: false,
      })
      continue
    }
    const n = onTee.get(hole) ?? 0
    onTee.set(hole, n + 1)
    // Alternate left and right of the tee, a step further back for each row of four.
    const side = (n % 4) - 1.5
    const offset = rotate([-6 - Math.floor(n / 4) * TEE_SPACING_M, side * TEE_SPACING_M], placed.heading)
    out.markers.push({ playerId: row.playerId, hole, at: add(placed.origin, offset), onTee: true })
  }
  return out
}
