import { describe, expect, it } from 'vitest'
import { cardState, groupState, playingOrder } from './progress'

describe('where players and groups are on the course', () => {
  it('follows the playing order of a 10th-tee start', () => {
    expect(playingOrder(10).slice(0, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1])
    expect(cardState({ thru: 9, startHole: 10 })).toEqual({ kind: 'playing', hole: 1 })
    expect(cardState({ thru: 0, startHole: 1 })).toEqual({ kind: 'waiting' })
    expect(cardState({ thru: 18, startHole: 10 })).toEqual({ kind: 'finished' })
  })

  it('puts a group on the hole of its slowest player, but not behind a player who walked off', () => {
    expect(
      groupState([
        { thru: 5, startHole: 1 },
        { thru: 4, startHole: 1 },
      ]),
    ).toEqual({ kind: 'playing', hole: 5 })
    // A WD stuck at 11 while the others finished: the group has finished.
    expect(
      groupState([
        { thru: 18, startHole: 1 },
        { thru: 11, startHole: 1 },
        { thru: 18, startHole: 1 },
      ]),
    ).toEqual({ kind: 'finished' })
    expect(
      groupState([
        { thru: 14, startHole: 1 },
        { thru: 6, startHole: 1 },
      ]),
    ).toEqual({ kind: 'playing', hole: 15 })
  })
})
