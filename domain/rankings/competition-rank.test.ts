import { describe, expect, it } from 'vitest'
import { competitionRank, roundHalfUp, topWithTies } from './competition-rank'

describe('competition ranking', () => {
  it('shares a rank among equal values and skips the places they take (1, 2, T3, T3, 5)', () => {
    const ranked = competitionRank([8, 10, 7, 8, 9], (v) => v, 'desc')
    expect(ranked.map((e) => [e.position, e.value])).toEqual([
      ['1', 10],
      ['2', 9],
      ['T3', 8],
      ['T3', 8],
      ['5', 7],
    ])
    expect(ranked.map((e) => e.rank)).toEqual([1, 2, 3, 3, 5])
  })

  it('puts the lowest first when lower is better', () => {
    expect(competitionRank([71.2, 69.5, 70], (v) => v, 'asc', { decimals: 1 }).map((e) => e.value)).toEqual([
      69.5, 70, 71.2,
    ])
  })

  it('ties values that look equal at the shown decimals', () => {
    const ranked = competitionRank([70.1234, 70.1231, 70.2], (v) => v, 'asc', { decimals: 3 })
    expect(ranked.map((e) => e.position)).toEqual(['T1', 'T1', '3'])
  })

  it('orders a tie by the given order without changing the rank', () => {
    const ranked = competitionRank(['b', 'a', 'c'], () => 1, 'desc', { tieOrder: (x, y) => x.localeCompare(y) })
    expect(ranked.map((e) => [e.item, e.position])).toEqual([
      ['a', 'T1'],
      ['b', 'T1'],
      ['c', 'T1'],
    ])
  })

  it('keeps everyone tied at the last listed place', () => {
    const ranked = competitionRank([5, 4, 3, 3, 3, 1], (v) => v, 'desc')
    expect(topWithTies(ranked, 3)).toHaveLength(5)
    expect(topWithTies(ranked, 2)).toHaveLength(2)
  })

  it('rounds half up as written in decimal', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01)
    expect(roundHalfUp(70.0625, 3)).toBe(70.063)
    expect(roundHalfUp(-2.5, 0)).toBe(-3)
    expect(roundHalfUp(1e-7, 2)).toBe(0)
  })
})
