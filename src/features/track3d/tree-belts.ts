/**
 * Where trees stand: in belts along both sides of every hole's corridor, deterministic (no random
 * seed, so screenshots and tests repeat), never inside another hole's footprint or on the clubhouse.
 */
import type { CourseLayout } from './course-layout'
import { add, length, rotate, scale, sub, type Vec2 } from './geometry-2d'

const inside = (p: Vec2, quad: readonly Vec2[]) => {
  let sign = 0
  for (let i = 0; i < quad.length; i++) {
    const a = quad[i]!
    const b = quad[(i + 1) % quad.length]!
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross)
      else if (Math.sign(cross) !== sign) return false
    }
  }
  return true
}

/** 0..1 from a point's coordinates: a cheap hash for jitter that stays put between renders. */
const hash = (x: number, y: number) => {
  const s = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453
  return s - Math.floor(s)
}

export interface Tree {
  at: Vec2
  /** Height scale around 1. */
  size: number
}

export function treeBelts(layout: CourseLayout, spacing = 26): Tree[] {
  const trees: Tree[] = []
  for (const hole of layout.holes) {
    const [a, b, c] = hole.footprint as [Vec2, Vec2, Vec2, Vec2]
    const along = sub(b, a)
    const across = sub(c, b)
    const len = length(along)
    const dir = scale(along, 1 / len)
    const n = scale(across, 1 / length(across))
    for (let s = -10; s < len + 10; s += spacing) {
      for (const [edge, out] of [
        [a, -1],
        [add(a, across), 1],
      ] as const) {
        const j = hash(s + edge[0], edge[1])
        const p = add(add(edge, scale(dir, s + (j - 0.5) * spacing * 0.6)), scale(n, out * (8 + j * 16)))
        if (layout.holes.some((h) => inside(p, h.footprint))) continue
        if (length(sub(p, layout.clubhouse)) < 90) continue
        trees.push({ at: p, size: 0.85 + hash(p[1], p[0]) * 0.5 })
      }
    }
  }
  return trees
}

/**
 * Woods filling the land between the holes: a jittered grid, about half its points planted, so the
 * course reads as a parkland rather than fairways floating on a flat green.
 */
export function woods(layout: CourseLayout, spacing = 42): Tree[] {
  const { minX, maxX, minY, maxY } = layout.bounds
  const out: Tree[] = []
  for (let x = minX - 120; x <= maxX + 120; x += spacing) {
    for (let y = minY - 120; y <= maxY + 120; y += spacing) {
      const j = hash(x, y)
      if (j < 0.45) continue
      const p: Vec2 = [x + (hash(y, x) - 0.5) * spacing, y + (j - 0.5) * spacing]
      if (layout.holes.some((h) => inside(p, h.footprint))) continue
      if (length(sub(p, layout.clubhouse)) < 110) continue
      out.push({ at: p, size: 0.8 + hash(p[0], p[1]) * 0.5 })
    }
  }
  return out
}

/** Unit direction of a bearing (degrees clockwise from north) on the course plane. */
export const bearingVector = (degrees: number): Vec2 => rotate([0, 1], (-degrees * Math.PI) / 180)
