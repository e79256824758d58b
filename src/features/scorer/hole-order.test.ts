import { describe, expect, it } from 'vitest'
import { holeAfter, nextUnscoredHole, playingOrder } from './hole-order'

const card = (scored: number[]) => Array.from({ length: 18 }, (_, i) => (scored.includes(i + 1) ? 4 : null))

describe('hole order of a tee group', () => {
  it('walks 10-18 then 1-9 for a group off the 10th tee', () => {
    expect(playingOrder(10).slice(0, 3)).toEqual([10, 11, 12])
    expect(playingOrder(10).slice(8, 10)).toEqual([18, 1])
  })

  it('picks the first hole some player of the group has no score for', () => {
    expect(nextUnscoredHole(10, [card([10, 11]), card([10])])).toBe(11)
    expect(nextUnscoredHole(1, [card([1, 2, 3]), card([1, 2, 3])])).toBe(4)
    const all = Array.from({ length: 18 }, (_, i) => i + 1)
    expect(nextUnscoredHole(10, [card(all)])).toBe(9)
  })

  it('moves past the sent hole, skipping holes already in, and stays on the last one', () => {
    expect(holeAfter(10, 18, [card([10, 11, 12, 13, 14, 15, 16, 17, 18, 1])])).toBe(2)
    const all = Array.from({ length: 18 }, (_, i) => i + 1)
    expect(holeAfter(1, 18, [card(all)])).toBe(18)
  })
})
