/**
 * What the scene draws for the current data, selection and view: the markers with their roles, the
 * trails, the labels' anchor points, the hole in focus and the camera goal. Pure, so it is tested
 * without WebGL and memoised as one step by the page.
 */
import type { CourseHoleDto } from '@contract/game-course'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { courseGoal, followGoal, holeGoal, type CameraGoal } from './camera-presets'
import { toCourse, type CourseLayout } from './course-layout'
import { placeField, spotOf, type FieldPlacement } from './field-placement'
import { add, rotate, scale, type Vec2 } from './geometry-2d'
import type { ShotIndex } from './shot-index'
import { shotTrail, type ShotTrail, type TrailShot } from './shot-trail'
import type { TrackView } from './track3d-search'

export type MarkerRole = 'field' | 'leader' | 'group' | 'selected'

export interface TrackModel {
  placement: FieldPlacement
  markers: Array<{ playerId: number; at: Vec2; role: MarkerRole }>
  trails: Array<{ playerId: number; primary: boolean; shots: TrailShot[] }>
  /** The selected player's trail (null when none is selected or he has no tracked shots). */
  trail: ShotTrail | null
  focusHole: number
  goal: CameraGoal
  /** The view actually shown: follow without anyone to follow shows the course. */
  view: TrackView
  holeAnchors: Array<{ hole: number; at: Vec2 }>
  selectedAt: Vec2 | null
}

export interface TrackModelInput {
  rows: readonly LeaderboardRowDto[]
  course: readonly CourseHoleDto[]
  layout: CourseLayout
  shots: ShotIndex
  selected: number | null
  /** playerIds of the selected player's tee group (him included). */
  group: ReadonlySet<number>
  view: TrackView
  hole: number | undefined
  aspect: number
}

export function trackModel(input: TrackModelInput): TrackModel {
  const { rows, course, layout, shots, selected, group, hole, aspect } = input
  const placement = placeField(rows, shots, course, layout)
  const rankOf = new Map(rows.map((r) => [r.playerId, r.rank]))
  const markers = placement.markers.map((m) => ({
    playerId: m.playerId,
    at: m.at,
    role: (m.playerId === selected
      ? 'selected'
      : group.has(m.playerId)
        ? 'group'
        : rankOf.get(m.playerId) === 1
          ? 'leader'
          : 'field') as MarkerRole,
  }))
  // The selected player last, so his pin and ring draw over his neighbours'.
  markers.sort((a, b) => Number(a.role === 'selected') - Number(b.role === 'selected'))
  const selectedRow = rows.find((r) => r.playerId === selected) ?? null
  const trail = selectedRow ? shotTrail(selectedRow, shots, course, layout) : null
  const trails: TrackModel['trails'] = []
  if (trail) trails.push({ playerId: trail.playerId, primary: true, shots: trail.shots })
  if (input.view === 'follow') {
    for (const row of rows) {
      if (!group.has(row.playerId) || row.playerId === selected) continue
      const t = shotTrail(row, shots, course, layout)
      if (t && trail && t.hole === trail.hole) trails.push({ playerId: t.playerId, primary: false, shots: t.shots })
    }
  }
  const spot = selectedRow ? spotOf(selectedRow, shots) : null
  let focusHole = hole ?? trail?.hole ?? (spot && (spot.kind === 'tee' || spot.kind === 'ball') ? spot.hole : null) ?? 1
  const selectedAt = markers.find((m) => m.role === 'selected')?.at ?? null
  // Hole numbers stand behind the tee, clear of the players waiting on it.
  const holeAnchors = layout.holes.map((h) => ({
    hole: h.hole,
    at: add(h.origin, scale(rotate([1, 0], h.heading), -34)),
  }))

  let view = input.view
  let goal: CameraGoal
  const followed = markers.filter((m) => m.role === 'selected' || m.role === 'group')
  const placedOf = (n: number) => layout.holes.find((h) => h.hole === n)
  if (view === 'follow' && followed.length > 0) {
    const followedHole =
      placement.markers.find((m) => m.playerId === (selectedAt ? selected : followed[0]!.playerId))?.hole ?? focusHole
    focusHole = followedHole
    goal = followGoal(
      followed.map((m) => m.at),
      placedOf(followedHole)?.heading ?? Math.PI / 2,
    )
  } else if (view === 'hole' || view === 'follow') {
    view = view === 'follow' && !selected ? 'course' : 'hole'
    const placed = placedOf(focusHole)
    const geometry = course.find((h) => h.hole === focusHole)
    goal =
      view === 'hole' && placed && geometry
        ? holeGoal(placed.origin, toCourse(placed, geometry.greenCenter))
        : courseGoal(layout, aspect)
  } else goal = courseGoal(layout, aspect)
  return { placement, markers, trails, trail, focusHole, goal, view, holeAnchors, selectedAt }
}

/** Where the wind arrow floats (north of the course, centred) and how long it is: longer in a stronger wind. */
export function windArrowPlacement(layout: CourseLayout, speedMs: number): { at: Vec2; height: number; size: number } {
  const { minX, maxX, maxY } = layout.bounds
  const size = Math.min(420, 200 + speedMs * 20)
  return { at: [(minX + maxX) / 2, maxY + size * 0.6], height: 50, size }
}
