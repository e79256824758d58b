import type { Hazard, PlanePoint } from '../schema/course'
import type { Rng } from './rng'

/** Plane geometry on a hole's local plane (metres; x east, y north). */

export const YARD_M = 0.9144

export const dist = (a: PlanePoint, b: PlanePoint) => Math.hypot(b[0] - a[0], b[1] - a[1])
export const r1 = (x: number) => Math.round(x * 10) / 10
export const pt = (x: number, y: number): PlanePoint => [r1(x), r1(y)]

export function pathLength(path: readonly PlanePoint[]): number {
  let total = 0
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1] as PlanePoint, path[i] as PlanePoint)
  return total
}

/**
 * The point `s` metres along a polyline, moved `lateral` metres to the right of the direction of play
 * (negative = left). Beyond the ends the first or last segment is extended.
 */
export function alongPath(path: readonly PlanePoint[], s: number, lateral = 0): PlanePoint {
  let remaining = s
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as PlanePoint
    const b = path[i] as PlanePoint
    const len = dist(a, b)
    if (remaining <= len || i === path.length - 1) {
      const dx = (b[0] - a[0]) / len
      const dy = (b[1] - a[1]) / len
      return [a[0] + dx * remaining + dy * lateral, a[1] + dy * remaining - dx * lateral]
    }
    remaining -= len
  }
  return path[0] ?? [0, 0]
}

/** Unit direction of play at `s` metres along the path. */
export function directionAt(path: readonly PlanePoint[], s: number): PlanePoint {
  let remaining = s
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as PlanePoint
    const b = path[i] as PlanePoint
    const len = dist(a, b)
    if (remaining <= len || i === path.length - 1) return [(b[0] - a[0]) / len, (b[1] - a[1]) / len]
    remaining -= len
  }
  return [0, 1]
}

/** An ellipse polygon (`n` points, slight noise) centred at c, major axis along direction `dir`. */
export function ellipse(
  rng: Rng,
  c: PlanePoint,
  dir: PlanePoint,
  major: number,
  minor: number,
  n = 16,
  noise = 0.08,
): PlanePoint[] {
  const out: PlanePoint[] = []
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n
    const k = 1 + rng.range(-noise, noise)
    const u = Math.cos(t) * major * k
    const v = Math.sin(t) * minor * k
    out.push(pt(c[0] + dir[0] * u + dir[1] * v, c[1] + dir[1] * u - dir[0] * v))
  }
  return out
}

/** A band beside the path from s0 to s1, between lateral offsets l0 and l1 (e.g. water or OB). */
export function band(
  path: readonly PlanePoint[],
  s0: number,
  s1: number,
  l0: number,
  l1: number,
  step = 25,
): PlanePoint[] {
  const near: PlanePoint[] = []
  const far: PlanePoint[] = []
  for (let s = s0; s < s1 + step; s += step) {
    const at = Math.min(s, s1)
    const a = alongPath(path, at, l0)
    const b = alongPath(path, at, l1)
    near.push(pt(a[0], a[1]))
    far.push(pt(b[0], b[1]))
    if (at === s1) break
  }
  return [...near, ...far.reverse()]
}

/** Point at distance d from `from` towards `to` (or beyond it). */
export function toward(from: PlanePoint, to: PlanePoint, d: number): PlanePoint {
  const len = dist(from, to) || 1
  return [from[0] + ((to[0] - from[0]) / len) * d, from[1] + ((to[1] - from[1]) / len) * d]
}

/** `p` rotated around `c` by `angle` radians. */
export function rotateAround(p: PlanePoint, c: PlanePoint, angle: number): PlanePoint {
  const dx = p[0] - c[0]
  const dy = p[1] - c[1]
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return [c[0] + dx * cos - dy * sin, c[1] + dx * sin + dy * cos]
}

export type { Hazard, PlanePoint }
