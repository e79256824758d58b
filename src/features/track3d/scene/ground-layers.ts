/**
 * The flat layers of the course as a handful of merged geometries (one draw call per layer): rough
 * corridors, striped fairways, fringes and greens, tees, bunkers, water, OB lines. Everything is on
 * the course plane (x east, y north) and lifted to three's axes here: X east, Y up, Z south.
 */
import { BufferAttribute, BufferGeometry, Color, ShapeUtils, Vector2 } from 'three'
import type { CourseHoleDto } from '@contract/game-course'
import { toCourse, type CourseLayout, type HoleLayout } from '../course-layout'
import { add, length, rotate, scale, sub, type Vec2 } from '../geometry-2d'

export interface GroundLayers {
  corridor: BufferGeometry
  fairway: BufferGeometry
  fringe: BufferGeometry
  green: BufferGeometry
  tee: BufferGeometry
  bunker: BufferGeometry
  water: BufferGeometry
  /** Line segments (pairs of points) along the OB boundaries. */
  obLines: BufferGeometry
  /** Where the white OB stakes stand, on the course plane. */
  obStakes: Vec2[]
}

/** Collects triangles (with a colour per vertex) for one layer. */
class LayerBuilder {
  private positions: number[] = []
  private colors: number[] = []
  constructor(private readonly height: number) {}

  triangle(a: Vec2, b: Vec2, c: Vec2, rgb: readonly [number, number, number]) {
    for (const p of [a, b, c]) {
      this.positions.push(p[0], this.height, -p[1])
      this.colors.push(rgb[0], rgb[1], rgb[2])
    }
  }

  polygon(points: readonly Vec2[], rgb: readonly [number, number, number]) {
    if (points.length < 3) return
    const faces = ShapeUtils.triangulateShape(
      points.map((p) => new Vector2(p[0], p[1])),
      [],
    )
    for (const [i, j, k] of faces) this.triangle(points[i!]!, points[j!]!, points[k!]!, rgb)
  }

  build(): BufferGeometry {
    const g = new BufferGeometry()
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3))
    g.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 3))
    g.setAttribute(
      'normal',
      new BufferAttribute(
        new Float32Array(this.positions.length).map((_, i) => (i % 3 === 1 ? 1 : 0)),
        3,
      ),
    )
    return g
  }
}

// Colours are given in sRGB and stored linear, as three's colour management expects of vertex colours.
const rgb = (hex: number): [number, number, number] => {
  const c = new Color(hex)
  return [c.r, c.g, c.b]
}
export const COURSE_COLORS = {
  ground: 0x35622f,
  corridor: rgb(0x4e8a3c),
  fairwayLight: rgb(0x79b94f),
  fairwayDark: rgb(0x6aab44),
  fringe: rgb(0x5f9f3f),
  green: rgb(0x8fd063),
  tee: rgb(0x80bf57),
  bunker: rgb(0xf0e2b6),
  water: rgb(0x2e86c9),
  waterDeep: rgb(0x1f6aa8),
}

/** A polyline resampled every `step` metres between arc lengths s0 and s1, with the direction at each point. */
function resample(
  line: readonly Vec2[],
  s0: number,
  s1: number,
  step: number,
): Array<{ p: Vec2; dir: Vec2; s: number }> {
  const out: Array<{ p: Vec2; dir: Vec2; s: number }> = []
  const segments = line.slice(1).map((b, i) => ({ a: line[i]!, b, len: length(sub(b, line[i]!)) }))
  const at = (s: number) => {
    let rest = s
    for (const seg of segments) {
      if (rest <= seg.len || seg === segments.at(-1)) {
        const t = seg.len === 0 ? 0 : Math.min(1, Math.max(0, rest / seg.len))
        return {
          p: add(seg.a, scale(sub(seg.b, seg.a), t)),
          dir: seg.len === 0 ? ([0, 1] as Vec2) : scale(sub(seg.b, seg.a), 1 / seg.len),
        }
      }
      rest -= seg.len
    }
    return { p: line.at(-1)!, dir: [0, 1] as Vec2 }
  }
  for (let s = s0; s < s1; s += step) out.push({ ...at(s), s })
  out.push({ ...at(s1), s: s1 })
  return out
}

const lineLength = (line: readonly Vec2[]) => line.slice(1).reduce((sum, b, i) => sum + length(sub(b, line[i]!)), 0)

/** A ribbon along `line` (course plane), `width(s)` wide, striped by `colorAt(s)`. */
function ribbon(
  layer: LayerBuilder,
  line: readonly Vec2[],
  s0: number,
  s1: number,
  width: (s: number) => number,
  colorAt: (s: number) => readonly [number, number, number],
) {
  const pts = resample(line, s0, s1, 6)
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!
    const b = pts[i]!
    const na = scale([-a.dir[1], a.dir[0]], width(a.s) / 2)
    const nb = scale([-b.dir[1], b.dir[0]], width(b.s) / 2)
    const color = colorAt((a.s + b.s) / 2)
    layer.triangle(add(a.p, na), sub(a.p, na), add(b.p, nb), color)
    layer.triangle(sub(a.p, na), sub(b.p, nb), add(b.p, nb), color)
  }
}

/** Rounded ends: full width in the middle, narrowing over `ends` metres at both ends. */
const rounded = (full: number, s0: number, s1: number, ends: number) => (s: number) => {
  const d = Math.min(s - s0, s1 - s, ends)
  return full * Math.sqrt(Math.max(0.04, 1 - (1 - d / ends) ** 2))
}

/** A polygon grown about its centroid: the fringe around a green. */
const grown = (points: readonly Vec2[], k: number): Vec2[] => {
  const c = scale(
    points.reduce<Vec2>((sum, p) => add(sum, p), [0, 0]),
    1 / points.length,
  )
  return points.map((p) => add(c, scale(sub(p, c), k)))
}

export function buildGroundLayers(course: readonly CourseHoleDto[], layout: CourseLayout): GroundLayers {
  const layers = {
    corridor: new LayerBuilder(0.05),
    fairway: new LayerBuilder(0.1),
    fringe: new LayerBuilder(0.12),
    green: new LayerBuilder(0.15),
    tee: new LayerBuilder(0.15),
    bunker: new LayerBuilder(0.14),
    water: new LayerBuilder(0.13),
  }
  const obPositions: number[] = []
  const obStakes: Vec2[] = []
  const placedOf = new Map<number, HoleLayout>(layout.holes.map((h) => [h.hole, h]))
  for (const hole of course) {
    const placed = placedOf.get(hole.hole)
    if (!placed) continue
    const to = (p: Vec2) => toCourse(placed, p)
    const line = hole.fairway.map(to)
    const total = lineLength(line)
    // The corridor of mown rough from behind the tee to past the green.
    const corridorLine = [
      add(line[0]!, scale(rotate([1, 0], placed.heading), -25)),
      ...line,
      add(line.at(-1)!, scale(rotate([1, 0], placed.heading), 30)),
    ]
    const corridorLength = lineLength(corridorLine)
    ribbon(
      layers.corridor,
      corridorLine,
      0,
      corridorLength,
      rounded(78, 0, corridorLength, 40),
      () => COURSE_COLORS.corridor,
    )
    if (hole.par >= 4) {
      // The fairway starts where a drive lands short and stops at the front of the green.
      const s0 = Math.min(total * 0.32, 170)
      const s1 = Math.max(s0 + 20, total - 22)
      ribbon(layers.fairway, line, s0, s1, rounded(34, s0, s1, 22), (s) =>
        Math.floor(s / 14) % 2 === 0 ? COURSE_COLORS.fairwayLight : COURSE_COLORS.fairwayDark,
      )
    } else {
      // A par 3 has a short collar of fairway in front of the green.
      const s0 = Math.max(0, total - 55)
      ribbon(layers.fairway, line, s0, total - 12, rounded(26, s0, total - 12, 14), () => COURSE_COLORS.fairwayDark)
    }
    const outline = hole.greenOutline.map(to)
    layers.fringe.polygon(grown(outline, 1.18), COURSE_COLORS.fringe)
    layers.green.polygon(outline, COURSE_COLORS.green)
    // Tee box: 14 m wide, 26 m long, along the hole.
    const dir = rotate([1, 0], placed.heading)
    const side: Vec2 = [-dir[1], dir[0]]
    const tee = placed.origin
    const corners = [
      add(add(tee, scale(dir, -20)), scale(side, -7)),
      add(add(tee, scale(dir, 6)), scale(side, -7)),
      add(add(tee, scale(dir, 6)), scale(side, 7)),
      add(add(tee, scale(dir, -20)), scale(side, 7)),
    ]
    layers.tee.polygon(corners, COURSE_COLORS.tee)
    for (const hazard of hole.hazards) {
      const polygon = hazard.polygon.map(to)
      if (hazard.kind === 'bunker') layers.bunker.polygon(polygon, COURSE_COLORS.bunker)
      else if (hazard.kind === 'water') {
        layers.water.polygon(grown(polygon, 1.06), COURSE_COLORS.waterDeep)
        layers.water.polygon(polygon, COURSE_COLORS.water)
      } else {
        // OB: the band's outer edge is the boundary; stakes every ~30 m along it.
        const edge = outerEdge(polygon, placed.origin, dir)
        for (let i = 1; i < edge.length; i++) {
          const a = edge[i - 1]!
          const b = edge[i]!
          obPositions.push(a[0], 0.4, -a[1], b[0], 0.4, -b[1])
          const n = Math.max(1, Math.round(length(sub(b, a)) / 30))
          for (let k = 0; k < n; k++) obStakes.push(add(a, scale(sub(b, a), k / n)))
        }
        if (edge.length > 0) obStakes.push(edge.at(-1)!)
      }
    }
  }
  const obLines = new BufferGeometry()
  obLines.setAttribute('position', new BufferAttribute(new Float32Array(obPositions), 3))
  return {
    corridor: layers.corridor.build(),
    fairway: layers.fairway.build(),
    fringe: layers.fringe.build(),
    green: layers.green.build(),
    tee: layers.tee.build(),
    bunker: layers.bunker.build(),
    water: layers.water.build(),
    obLines,
    obStakes,
  }
}

/**
 * The boundary side of an OB band: the half of its outline farther from the hole's axis. The demo's
 * bands run along one side of the hole, inner edge first then outer edge back.
 */
function outerEdge(polygon: readonly Vec2[], tee: Vec2, dir: Vec2): Vec2[] {
  const side: Vec2 = [-dir[1], dir[0]]
  const offset = (p: Vec2) => Math.abs((p[0] - tee[0]) * side[0] + (p[1] - tee[1]) * side[1])
  const mean = polygon.reduce((s, p) => s + offset(p), 0) / polygon.length
  const along = (p: Vec2) => (p[0] - tee[0]) * dir[0] + (p[1] - tee[1]) * dir[1]
  return polygon.filter((p) => offset(p) > mean).sort((a, b) => along(a) - along(b))
}
