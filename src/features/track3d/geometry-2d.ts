/** Small 2D helpers on the course plane (metres; x east, y north). */

export type Vec2 = readonly [number, number]

export const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]]
export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]]
export const scale = (a: Vec2, k: number): Vec2 => [a[0] * k, a[1] * k]
export const dot = (a: Vec2, b: Vec2) => a[0] * b[0] + a[1] * b[1]
export const length = (a: Vec2) => Math.hypot(a[0], a[1])
/** The unit vector at `radians` counter-clockwise from east. */
export const unit = (radians: number): Vec2 => [Math.cos(radians), Math.sin(radians)]
export const rotate = (a: Vec2, radians: number): Vec2 => {
  const c = Math.cos(radians)
  const s = Math.sin(radians)
  return [a[0] * c - a[1] * s, a[0] * s + a[1] * c]
}
export const DEG = Math.PI / 180

/**
 * Whether two convex quadrilaterals overlap (touching counts as apart): the separating-axis test on
 * the edge normals of both. Enough for the holes' oriented footprints.
 */
export function convexOverlap(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!
      const q = poly[(i + 1) % poly.length]!
      const axis: Vec2 = [q[1] - p[1], p[0] - q[0]]
      const project = (shape: readonly Vec2[]) => shape.map((v) => dot(v, axis))
      const pa = project(a)
      const pb = project(b)
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false
    }
  }
  return true
}
