/** Synthetic courses for the unit tests: holes pointing anywhere, doglegs, hazards out to the side. */
import type { CourseHoleDto } from '@contract/game-course'
import { rotate, type Vec2 } from './geometry-2d'

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5]

const ellipse = (c: Vec2, rx: number, ry: number): Vec2[] =>
  Array.from(
    { length: 12 },
    (_, i) => [c[0] + rx * Math.cos((i / 12) * 2 * Math.PI), c[1] + ry * Math.sin((i / 12) * 2 * Math.PI)] as Vec2,
  )

/** Hole `n` of a course whose planes point in `turn(n)` radians and bend by `bend` metres. */
export function testHole(n: number, opts: { turn?: number; bend?: number; lengthM?: number } = {}): CourseHoleDto {
  const par = PARS[(n - 1) % 18]!
  const len = opts.lengthM ?? (par === 3 ? 170 : par === 4 ? 380 : 520)
  const bend = opts.bend ?? 0
  const turn = opts.turn ?? 0
  const r = (p: Vec2): [number, number] => rotate(p, turn) as [number, number]
  const fairway: Vec2[] = [
    [0, 0],
    [bend, len * 0.6],
    [0, len],
  ]
  const green: Vec2 = [0, len]
  return {
    hole: n,
    par,
    yards: Math.round(len * 1.0936),
    handicap: n,
    tee: r([0, 0]),
    fairway: fairway.map(r),
    greenCenter: r(green),
    greenOutline: ellipse(green, 14, 11).map(r),
    hazards: [
      { kind: 'bunker', polygon: ellipse([22, len * 0.7], 12, 6).map(r) },
      { kind: 'water', polygon: ellipse([-40, len * 0.5], 15, 30).map(r) },
      {
        kind: 'ob',
        polygon: (
          [
            [45, 120],
            [60, 120],
            [60, len - 30],
            [45, len - 30],
          ] as Vec2[]
        ).map(r),
      },
    ],
  }
}

export const testCourse = (opts: (n: number) => Parameters<typeof testHole>[1] = () => ({})): CourseHoleDto[] =>
  Array.from({ length: 18 }, (_, i) => testHole(i + 1, opts(i + 1)))
