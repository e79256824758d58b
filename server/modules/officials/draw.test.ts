import { describe, expect, it } from 'vitest'
import { drawTeeSheet, groupSizes } from './draw'

const first = new Date('2026-12-03T07:30:00+09:00')
const at = (minutes: number) => new Date(first.getTime() + minutes * 60_000).toISOString()
const sheet = (players: number, twoTees: boolean) =>
  drawTeeSheet(
    Array.from({ length: players }, (_, i) => i + 1),
    first,
    twoTees,
  ).map((g) => [g.teeTime.toISOString(), g.startHole, g.ids.join(',')])

describe('the draw (docs/requirements/officials.md#of-7)', () => {
  it('makes threesomes, and twosomes rather than a player alone', () => {
    expect(groupSizes(12)).toEqual([3, 3, 3, 3])
    expect(groupSizes(11)).toEqual([3, 3, 3, 2])
    expect(groupSizes(7)).toEqual([3, 2, 2])
    expect(groupSizes(4)).toEqual([2, 2])
    expect(groupSizes(1)).toEqual([1])
    expect(groupSizes(0)).toEqual([])
  })

  it('sends two waves 270 minutes apart off tees 1 and 10 together while the whole field plays', () => {
    expect(sheet(15, true)).toEqual([
      [at(0), 1, '1,2,3'],
      [at(0), 10, '4,5,6'],
      [at(10), 1, '7,8,9'],
      [at(270), 1, '10,11,12'],
      [at(270), 10, '13,14,15'],
    ])
  })

  it('sends every group off tee 1, ten minutes apart, after the cut', () => {
    expect(sheet(9, false)).toEqual([
      [at(0), 1, '1,2,3'],
      [at(10), 1, '4,5,6'],
      [at(270), 1, '7,8,9'],
    ])
  })
})
