import { describe, expect, it } from 'vitest'
import { layoutCourse, toCourse } from './course-layout'
import { placeField, playingOrder, spotOf } from './field-placement'
import { length, sub } from './geometry-2d'
import { holeScoring } from './hole-stats'
import type { ShotIndex, TrackedShot } from './shot-index'
import { flightPath, shotTrail, trailHole } from './shot-trail'
import { testCourse } from './test-course'

const shot = (shotNo: number, to: [number, number], resultLie: number, lie = 1): TrackedShot => ({
  shotNo,
  from: [0, 0],
  to,
  lie,
  resultLie,
  club: 'DR',
  distanceM: 250,
})
const row = (
  playerId: number,
  thru: string | null,
  startHole: 1 | 10 = 1,
  status: 'active' | 'finished' | 'WD' | 'MC' = 'active',
) => ({ playerId, thru, startHole, status })

const course = testCourse()
const layout = layoutCourse(course)
// Player 1 holed hole 1 and 2 and has a ball in play on hole 3; player 2 finished hole 10 only.
const shots: ShotIndex = new Map([
  [
    1,
    new Map([
      [1, [shot(1, [0, 250], 1), shot(2, [0, 380], 3), shot(3, [0, 380], 10, 3)]],
      [2, [shot(1, [0, 240], 2), shot(2, [1, 380], 10)]],
      [3, [shot(1, [5, 120], 6)]],
    ]),
  ],
  [2, new Map([[10, [shot(1, [0, 260], 1), shot(2, [0, 378], 3), shot(4, [0, 380], 10, 3)]]])],
])

describe('spotOf', () => {
  it('puts a player on the hole after thru in his playing order, at his last tracked ball there', () => {
    expect(spotOf(row(1, '2'), shots)).toMatchObject({ kind: 'ball', hole: 3, shot: { shotNo: 1, to: [5, 120] } })
  })
  it('puts him on the tee when the hole he is playing has no shots yet', () => {
    expect(spotOf(row(2, '1*', 10), shots)).toEqual({ kind: 'tee', hole: 11 })
    expect(spotOf(row(3, '9*', 10), shots)).toEqual({ kind: 'tee', hole: 1 })
  })
  it('keeps players who have not started, have finished or left the field off the course', () => {
    expect(spotOf(row(4, '08:30', 10), shots)).toEqual({ kind: 'waiting', startHole: 10 })
    expect(spotOf(row(4, null), shots)).toEqual({ kind: 'waiting', startHole: 1 })
    expect(spotOf(row(5, 'F'), shots)).toEqual({ kind: 'finished' })
    expect(spotOf(row(5, '18', 1, 'finished'), shots)).toEqual({ kind: 'finished' })
    expect(spotOf(row(6, '7', 1, 'WD'), shots)).toEqual({ kind: 'off' })
    expect(spotOf(row(6, '7', 1, 'MC'), shots)).toEqual({ kind: 'off' })
  })
  it('knows the order of a 10th-tee start', () => {
    expect(playingOrder(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('placeField', () => {
  it('draws a ball where it lies on the laid-out hole and players without shots beside their tee', () => {
    const rows = [row(1, '2'), row(2, '1*', 10), row(7, '1*', 10), row(4, '08:30'), row(5, 'F'), row(6, '3', 1, 'WD')]
    const placed = placeField(rows, shots, course, layout)
    expect(placed).toMatchObject({ waiting: 1, finished: 1, off: 1 })
    expect(placed.markers.map((m) => [m.playerId, m.hole, m.onTee])).toEqual([
      [1, 3, false],
      [2, 11, true],
      [7, 11, true],
    ])
    const ball = toCourse(layout.holes[2]!, [5, 120])
    expect(placed.markers[0]!.at[0]).toBeCloseTo(ball[0], 6)
    expect(placed.markers[0]!.at[1]).toBeCloseTo(ball[1], 6)
    // Two players on one tee: near it, not on top of each other.
    const tee11 = layout.holes[10]!.origin
    for (const m of placed.markers.slice(1)) expect(length(sub(m.at, tee11))).toBeLessThan(15)
    expect(length(sub(placed.markers[1]!.at, placed.markers[2]!.at))).toBeGreaterThan(2)
  })
})

describe('shot trails and hole scoring', () => {
  it('shows the hole in play when it has shots, else the last hole finished', () => {
    expect(trailHole(row(1, '2'), shots)).toBe(3)
    expect(trailHole(row(2, '1*', 10), shots)).toBe(10)
    expect(trailHole(row(9, '4'), shots)).toBeNull()
    const trail = shotTrail(row(2, '1*', 10), shots, course, layout)!
    expect(trail.shots.map((s) => [s.shotNo, s.putt])).toEqual([
      [1, false],
      [2, false],
      [4, true],
    ])
  })
  it('arcs a full shot high and keeps a putt on the ground', () => {
    const drive = flightPath({ from: [0, 0], to: [0, 250], putt: false })
    const putt = flightPath({ from: [0, 0], to: [0, 6], putt: true })
    expect(Math.max(...drive.map((p) => p[2]))).toBeGreaterThan(20)
    expect(Math.max(...putt.map((p) => p[2]))).toBeLessThan(1)
    expect(drive[0]!.slice(0, 2)).toEqual([0, 0])
    expect(drive.at(-1)!.slice(0, 2)).toEqual([0, 250])
  })
  it('averages the strokes of those who holed out, penalty gaps included', () => {
    expect(holeScoring(shots, 1)).toEqual({ played: 1, average: 3 })
    expect(holeScoring(shots, 10)).toEqual({ played: 1, average: 4 })
    expect(holeScoring(shots, 3)).toEqual({ played: 0, average: null })
  })
})
