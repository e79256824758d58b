import type { CourseHoleRow, PlanePoint } from '../db/schema/course'
import type { HoleFeatures, HoleSpec } from '../db/demo/courses'
import { alongPath, dist, pathLength, r1 } from '../db/demo/geometry'

const centroid = (polygon: readonly PlanePoint[]): PlanePoint => [
  polygon.reduce((sum, p) => sum + p[0], 0) / polygon.length,
  polygon.reduce((sum, p) => sum + p[1], 0) / polygon.length,
]

/** Metres along the centre line of the point on it nearest to `p`, and the side of `p` (1 right, -1 left). */
function nearestOnPath(path: readonly PlanePoint[], p: PlanePoint): { s: number; side: 1 | -1 } {
  let best = { s: 0, side: 1 as 1 | -1, d: Infinity }
  let acc = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!
    const b = path[i]!
    const len = dist(a, b)
    const t = Math.min(1, Math.max(0, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (len * len)))
    const q: PlanePoint = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
    const d = dist(p, q)
    // Cross product sign: positive when p lies to the right of the direction of play (a → b).
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    if (d < best.d) best = { s: acc + t * len, side: cross > 0 ? -1 : 1, d }
    acc += len
  }
  return { s: best.s, side: best.side }
}

/**
 * The demo shot model's view of a stored hole (server/db/demo/courses.ts HoleSpec), rebuilt from its
 * course_holes geometry: the simulator plays whatever course the game is on, seeded or imported.
 * Bunkers near the green are greenside; a ball in water rests at the water's centre and is dropped
 * 30 m back on the centre line; the out-of-bounds side is the side of its strip.
 */
export function holeSpecFromRow(
  row: Pick<
    CourseHoleRow,
    'hole' | 'par' | 'yards' | 'handicap' | 'tee' | 'fairway' | 'greenCenter' | 'greenOutline' | 'hazards'
  >,
): HoleSpec {
  const path = row.fairway.length >= 2 ? row.fairway : [row.tee, row.greenCenter]
  const greenRadius =
    row.greenOutline.length > 0 ? Math.max(...row.greenOutline.map((p) => dist(p, row.greenCenter))) : 15
  const features: HoleFeatures = { fairwayBunkers: [], greensideBunkers: [], water: null, obSide: null, greenRadius }
  for (const hazard of row.hazards) {
    if (hazard.polygon.length === 0) continue
    const c = centroid(hazard.polygon)
    const at: PlanePoint = [r1(c[0]), r1(c[1])]
    if (hazard.kind === 'bunker') {
      ;(dist(c, row.greenCenter) <= greenRadius + 20 ? features.greensideBunkers : features.fairwayBunkers).push(at)
    } else if (hazard.kind === 'water' && !features.water) {
      const drop = alongPath(path, Math.max(0, nearestOnPath(path, c).s - 30))
      features.water = { at, drop: [r1(drop[0]), r1(drop[1])] }
    } else if (hazard.kind === 'ob') {
      features.obSide = nearestOnPath(path, c).side
    }
  }
  return {
    hole: row.hole,
    par: row.par,
    yards: row.yards,
    lengthM: pathLength(path),
    handicap: row.handicap,
    difficulty: 0,
    measured: false,
    tee: row.tee,
    fairway: path,
    greenCenter: row.greenCenter,
    greenOutline: row.greenOutline,
    hazards: row.hazards,
    features,
  }
}
