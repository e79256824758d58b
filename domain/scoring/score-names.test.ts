import { describe, expect, it } from 'vitest'
import { scoreName, SCORE_NAMES } from './score-names'

describe('score names', () => {
  it.each([
    [2, 5, 'albatross'],
    [1, 5, 'hole-in-one'],
    [1, 4, 'hole-in-one'],
    [1, 3, 'hole-in-one'],
    [2, 4, 'eagle'],
    [3, 5, 'eagle'],
    [2, 3, 'birdie'],
    [4, 4, 'par'],
    [6, 5, 'bogey'],
    [5, 3, 'double-bogey'],
    [7, 4, 'triple-bogey'],
    [8, 4, 'quadruple-bogey'],
  ] as const)('%i strokes on a par %i is %s', (strokes, par, name) => {
    expect(scoreName(strokes, par)).toBe(name)
  })

  it('collapses a condor into albatross and anything past +4 into quadruple bogey', () => {
    expect(scoreName(2, 6)).toBe('albatross')
    expect(scoreName(12, 4)).toBe('quadruple-bogey')
  })

  it('lists every name once, best to worst, for legends', () => {
    expect(SCORE_NAMES).toEqual([
      'albatross',
      'hole-in-one',
      'eagle',
      'birdie',
      'par',
      'bogey',
      'double-bogey',
      'triple-bogey',
      'quadruple-bogey',
    ])
  })

  it('refuses a score that cannot be a number of strokes', () => {
    expect(() => scoreName(0, 4)).toThrow(RangeError)
    expect(() => scoreName(3.5, 4)).toThrow(RangeError)
  })
})
