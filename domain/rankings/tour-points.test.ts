import { describe, expect, it } from 'vitest'
import type { GenesisResult } from './genesis-points'
import { sumPoints } from './points-award'
import { awardTourPoints, TOUR_POINTS_TABLES } from './tour-points'

const r = (playerId: string, rank: number | null, tourMember = true): GenesisResult => ({
  playerId,
  rank,
  status: rank === null ? 'MC' : 'finished',
  tourMember,
})

describe('champions and winter tour points', () => {
  it('pays each tour its own table, decreasing', () => {
    expect(awardTourPoints([r('a', 1)], 'champions')[0]?.points).toBe(500)
    expect(awardTourPoints([r('a', 1)], 'winter')[0]?.points).toBe(200)
    for (const table of Object.values(TOUR_POINTS_TABLES)) {
      for (let i = 1; i < table.places.length; i++) expect(table.places[i]).toBeLessThan(table.places[i - 1] as number)
    }
  })

  it('gives finishers below the table the flat points of the tour (champions 1, winter 0)', () => {
    expect(awardTourPoints([r('a', 31)], 'champions')[0]?.points).toBe(1)
    expect(awardTourPoints([r('a', 21)], 'winter')[0]?.points).toBe(0)
  })

  it('shares ties, and gives MC and non-members nothing', () => {
    const awards = awardTourPoints([r('a', 20), r('b', 20), r('mc', null), r('guest', 1, false)], 'winter')
    expect(awards.map((a) => a.points)).toEqual([0.5, 0.5, 0, 0])
  })
})

describe('season totals', () => {
  it('add shared points exactly', () => {
    const total = sumPoints([
      { playerId: 'a', points: 149.33 },
      { playerId: 'a', points: 0.1 },
      { playerId: 'a', points: 0.2 },
      { playerId: 'b', points: 5 },
    ])
    expect(total.get('a')).toBe(149.63)
    expect(total.get('b')).toBe(5)
  })
})
