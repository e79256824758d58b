import { describe, expect, it } from 'vitest'
import { holeStats, rankHoleDifficulty } from './hole-stats'

describe('hole statistics', () => {
  it('counts each score name and averages strokes and to par over the scores in', () => {
    const stats = holeStats([3, 4, 4, 5, 6, null, 2, 1, 9], 4)
    expect(stats.played).toBe(8)
    expect(stats.counts).toEqual({
      albatross: 0,
      'hole-in-one': 1,
      eagle: 1,
      birdie: 1,
      par: 2,
      bogey: 1,
      'double-bogey': 1,
      'triple-bogey': 0,
      'quadruple-bogey': 1,
    })
    expect(stats.averageStrokes).toBe(34 / 8)
    expect(stats.averageToPar).toBe(2 / 8)
  })

  it('has no averages before anyone played the hole', () => {
    expect(holeStats([null, null], 3)).toMatchObject({ played: 0, averageStrokes: null, averageToPar: null })
  })

  it('gives equal difficulty on holes of different par the same average to par', () => {
    const par3 = holeStats([3, 4, 4], 3).averageToPar
    const par4 = holeStats([4, 5, 5], 4).averageToPar
    expect(par3).toBe(par4)
  })
})

describe('hole difficulty', () => {
  it('ranks the hardest hole 1, shares ranks on equal averages, and skips unplayed holes', () => {
    expect(rankHoleDifficulty([0.1, 0.45, -0.2, 0.45, null, 0.3])).toEqual([4, 1, 5, 1, null, 3])
  })

  it('ranks 18 holes 1 to 18 when all differ', () => {
    const averages = Array.from({ length: 18 }, (_, i) => i / 100)
    expect(rankHoleDifficulty(averages)).toEqual(Array.from({ length: 18 }, (_, i) => 18 - i))
  })
})
