import { describe, expect, it } from 'vitest'
import { isChipIn, isShotTab, kindPriority, scoreKind } from './notable'

describe('notable shots', () => {
  it('names aces and eagles by strokes and par', () => {
    expect(scoreKind(1, 3)).toBe('holeInOne')
    expect(scoreKind(1, 4)).toBe('holeInOne')
    expect(scoreKind(3, 5)).toBe('eagle')
    expect(scoreKind(2, 5)).toBe('eagle')
    expect(scoreKind(2, 3)).toBeNull()
    expect(scoreKind(4, 5)).toBeNull()
  })

  it('counts a holed stroke from off the green within 50 m as a chip-in, never a putt or a tee shot', () => {
    expect(isChipIn({ lie: 2, resultLie: 10, distanceM: 14 })).toBe(true)
    expect(isChipIn({ lie: 9, resultLie: 10, distanceM: 8 })).toBe(true)
    expect(isChipIn({ lie: 1, resultLie: 10, distanceM: 51 })).toBe(false)
    expect(isChipIn({ lie: 3, resultLie: 10, distanceM: 3 })).toBe(false)
    expect(isChipIn({ lie: 11, resultLie: 10, distanceM: 6 })).toBe(false)
    expect(isChipIn({ lie: 0, resultLie: 10, distanceM: 40 })).toBe(false)
    expect(isChipIn({ lie: 2, resultLie: 3, distanceM: 14 })).toBe(false)
  })

  it('knows its tabs and ranks an ace above an eagle', () => {
    expect(isShotTab('all')).toBe(true)
    expect(isShotTab('chipIn')).toBe(true)
    expect(isShotTab('albatross')).toBe(false)
    expect(kindPriority('holeInOne')).toBeLessThan(kindPriority('eagle'))
  })
})
