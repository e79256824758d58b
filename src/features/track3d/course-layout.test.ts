import { describe, expect, it } from 'vitest'
import { layoutCourse, overlappingHoles, toCourse } from './course-layout'
import { length, sub } from './geometry-2d'
import { testCourse } from './test-course'

describe('layoutCourse', () => {
  it('lays 18 holes side by side without any two footprints overlapping', () => {
    const layout = layoutCourse(testCourse())
    expect(layout.holes.map((h) => h.hole)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
    expect(overlappingHoles(layout.holes)).toEqual([])
  })

  it('still finds room for holes of every direction, length and dogleg', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const course = testCourse((n) => ({
        turn: ((seed * 37 + n * 101) % 360) * (Math.PI / 180),
        bend: ((seed * n) % 7) * 12 - 36,
        lengthM: 140 + ((seed * 53 + n * 71) % 460),
      }))
      const layout = layoutCourse(course)
      expect(overlappingHoles(layout.holes), `seed ${seed}`).toEqual([])
    }
  })

  it('moves each hole rigidly: tee onto its origin, distances kept, green a hole-length along the heading', () => {
    const course = testCourse((n) => ({ turn: n * 0.7, bend: 20 }))
    const layout = layoutCourse(course)
    for (const h of layout.holes) {
      const hole = course[h.hole - 1]!
      const tee = toCourse(h, hole.tee)
      expect(tee[0]).toBeCloseTo(h.origin[0], 6)
      expect(tee[1]).toBeCloseTo(h.origin[1], 6)
      const green = toCourse(h, hole.greenCenter)
      expect(length(sub(green, tee))).toBeCloseTo(length(sub(hole.greenCenter, hole.tee)), 6)
      const heading = Math.atan2(green[1] - tee[1], green[0] - tee[0])
      expect(Math.cos(heading - h.heading)).toBeCloseTo(1, 6)
      const a = toCourse(h, hole.hazards[0]!.polygon[0]!)
      const b = toCourse(h, hole.hazards[1]!.polygon[3]!)
      expect(length(sub(a, b))).toBeCloseTo(length(sub(hole.hazards[0]!.polygon[0]!, hole.hazards[1]!.polygon[3]!)), 6)
    }
  })

  it('routes the front nine west and the back nine east, both starting and ending by the clubhouse', () => {
    const layout = layoutCourse(testCourse())
    const course = testCourse()
    const at = (n: number) => layout.holes[n - 1]!
    const greenOf = (n: number) => toCourse(at(n), course[n - 1]!.greenCenter)
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(Math.max(at(n).origin[0], greenOf(n)[0])).toBeLessThan(0)
    for (const n of [10, 11, 12, 13, 14, 15, 16, 17, 18])
      expect(Math.min(at(n).origin[0], greenOf(n)[0])).toBeGreaterThan(0)
    for (const point of [at(1).origin, at(10).origin, greenOf(9), greenOf(18)])
      expect(length(sub(point, layout.clubhouse))).toBeLessThan(250)
    // Consecutive holes follow on: a short walk from green to next tee.
    for (let n = 1; n < 18; n++) if (n !== 9) expect(length(sub(at(n + 1).origin, greenOf(n)))).toBeLessThan(250)
  })

  it('gives bounds that hold every footprint', () => {
    const { holes, bounds } = layoutCourse(testCourse())
    for (const p of holes.flatMap((h) => h.footprint)) {
      expect(p[0]).toBeGreaterThanOrEqual(bounds.minX)
      expect(p[0]).toBeLessThanOrEqual(bounds.maxX)
      expect(p[1]).toBeGreaterThanOrEqual(bounds.minY)
      expect(p[1]).toBeLessThanOrEqual(bounds.maxY)
    }
  })
})
