/**
 * Lays the 18 holes of a course out on one course plane. Every hole arrives in its own plane (tee near
 * the origin, pointing anywhere); the real routing is not in the data, so we draw a sensible one: each
 * nine is a loop from the clubhouse and back, the front nine to the west turning left, the back nine to
 * the east turning right, every hole 40° from the one before. A loop of nine such headings closes on
 * itself when all holes are equally long; the error their lengths leave is spread over the walks
 * between green and next tee, so the 9th and 18th greens come back beside the clubhouse. Walks and
 * the clubhouse gap widen until no two holes' footprints (all their geometry plus a margin) overlap.
 */
import type { CourseHoleDto } from '@contract/game-course'
import { add, convexOverlap, DEG, rotate, scale, sub, unit, type Vec2 } from './geometry-2d'

export interface HoleLayout {
  hole: number
  /** Where the hole's tee lands on the course plane. */
  origin: Vec2
  /** The hole's own tee (its plane's point that lands on origin). */
  localTee: Vec2
  /** Turn of the hole's plane onto the course plane, counter-clockwise, radians. */
  rotation: number
  /** Tee-to-green heading on the course plane (radians from east). */
  heading: number
  /** Oriented box around everything drawn for the hole, on the course plane (4 corners). */
  footprint: Vec2[]
}

export interface CourseLayout {
  holes: HoleLayout[]
  clubhouse: Vec2
  bounds: { minX: number; maxX: number; minY: number; maxY: number }
}

/** Margin around a hole's geometry: rough and trees between neighbouring holes. */
export const HOLE_MARGIN_M = 12
const START_WALK_M = 45
const START_GAP_M = 70
const TURN = 40 * DEG

/** A point of the hole's plane on the course plane. */
export function toCourse(layout: Pick<HoleLayout, 'origin' | 'localTee' | 'rotation'>, p: Vec2): Vec2 {
  return add(layout.origin, rotate(sub(p, layout.localTee), layout.rotation))
}

const pointsOf = (h: CourseHoleDto): Vec2[] => [
  h.tee,
  h.greenCenter,
  ...h.fairway,
  ...h.greenOutline,
  ...h.hazards.flatMap((z) => z.polygon),
]

/** The hole's extent along and across its tee-to-green axis, in its own plane. */
function localBox(h: CourseHoleDto) {
  const axis = Math.atan2(h.greenCenter[1] - h.tee[1], h.greenCenter[0] - h.tee[0])
  const inAxis = pointsOf(h).map((p) => rotate(sub(p, h.tee), -axis))
  const along = inAxis.map((p) => p[0])
  const across = inAxis.map((p) => p[1])
  return {
    axis,
    length: Math.hypot(h.greenCenter[0] - h.tee[0], h.greenCenter[1] - h.tee[1]),
    a0: Math.min(...along) - HOLE_MARGIN_M,
    a1: Math.max(...along) + HOLE_MARGIN_M,
    b0: Math.min(...across) - HOLE_MARGIN_M,
    b1: Math.max(...across) + HOLE_MARGIN_M,
  }
}

type Box = ReturnType<typeof localBox>

function footprintOf(origin: Vec2, heading: number, box: Box): Vec2[] {
  const corners: Vec2[] = [
    [box.a0, box.b0],
    [box.a1, box.b0],
    [box.a1, box.b1],
    [box.a0, box.b1],
  ]
  return corners.map((c) => add(origin, rotate(c, heading)))
}

/** One nine as a closed loop starting at `start`; `side` +1 turns left (loop to the west), -1 right. */
function nineLoop(holes: CourseHoleDto[], boxes: Box[], start: Vec2, side: 1 | -1, walk: number): HoleLayout[] {
  const first = 90 * DEG + side * (TURN / 2)
  const headings = holes.map((_, k) => first + side * k * TURN)
  const walkDir = (k: number) => headings[k]! + side * (TURN / 2)
  // Where each tee would go with equal walks, and how far the loop then misses its start.
  const tees: Vec2[] = []
  let cursor = start
  holes.forEach((_, k) => {
    tees.push(cursor)
    cursor = add(add(cursor, scale(unit(headings[k]!), boxes[k]!.length)), scale(unit(walkDir(k)), walk))
  })
  const miss = sub(cursor, start)
  return holes.map((h, k) => {
    const origin = sub(tees[k]!, scale(miss, k / holes.length))
    const heading = headings[k]!
    return {
      hole: h.hole,
      origin,
      localTee: h.tee,
      rotation: heading - boxes[k]!.axis,
      heading,
      footprint: footprintOf(origin, heading, boxes[k]!),
    }
  })
}

/** Pairs of holes whose footprints overlap (none in a good layout). */
export function overlappingHoles(holes: readonly HoleLayout[]): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (let i = 0; i < holes.length; i++)
    for (let j = i + 1; j < holes.length; j++)
      if (convexOverlap(holes[i]!.footprint, holes[j]!.footprint)) out.push([holes[i]!.hole, holes[j]!.hole])
  return out
}

function boundsOf(holes: readonly HoleLayout[]) {
  const pts = holes.flatMap((h) => h.footprint)
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) }
}

/** The course plane of a course's holes (any count; by hole number, front nine 1-9, back nine the rest). */
export function layoutCourse(course: readonly CourseHoleDto[]): CourseLayout {
  const sorted = [...course].sort((a, b) => a.hole - b.hole)
  const boxes = sorted.map(localBox)
  const front = sorted.filter((h) => h.hole <= 9)
  const back = sorted.filter((h) => h.hole > 9)
  const boxesOf = (nine: CourseHoleDto[]) => nine.map((h) => boxes[sorted.indexOf(h)]!)
  let walk = START_WALK_M
  let gap = START_GAP_M
  let holes: HoleLayout[] = []
  // Each try widens the walks and the clubhouse gap; a course of ordinary holes settles in a few.
  for (let attempt = 0; attempt < 40; attempt++) {
    holes = [
      ...nineLoop(front, boxesOf(front), [-gap / 2, 0], 1, walk),
      ...nineLoop(back, boxesOf(back), [gap / 2, 0], -1, walk),
    ]
    if (overlappingHoles(holes).length === 0) break
    walk *= 1.15
    gap *= 1.15
  }
  return { holes, clubhouse: [0, -walk / 2], bounds: boundsOf(holes) }
}
