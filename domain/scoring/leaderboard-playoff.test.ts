import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { entry, id, label, rounds, tournament } from './test-fixtures'
import type { PlayoffInput } from './types'

/** Final-round field: three players level at -10, one at -8, one at -7. */
const field = [
  entry('kim', rounds(-3, -3, -2, -2)),
  entry('lee', rounds(-4, -2, -2, -2)),
  entry('park', rounds(-2, -2, -3, -3)),
  entry('choi', rounds(-2, -2, -2, -2)),
  entry('jung', rounds(-2, -2, -2, -1)),
]

const board = (playoff: PlayoffInput, entries = field) =>
  computeLeaderboard(tournament(entries, { currentRound: 4, finished: true, playoff }))

const lines = (playoff: PlayoffInput, entries = field) =>
  board(playoff, entries).rows.map((r) => `${r.position} ${label(r.playerId)} ${r.playoff?.join(',') ?? ''}`.trim())

describe('playoff', () => {
  it('ranks a three-way playoff decided hole by hole 1, 2, 3, and the next player 4', () => {
    const playoff = {
      holes: [18, 18],
      scores: { [id('kim')]: [5, 4], [id('lee')]: [5, 5], [id('park')]: [6, null] },
      winnerId: id('kim'),
    }
    expect(lines(playoff)).toEqual(['1 kim 5,4', '2 lee 5,5', '3 park 6,', '4 choi', '5 jung'])
    expect(
      board(playoff)
        .rows.slice(0, 4)
        .map((r) => r.rank),
    ).toEqual([1, 2, 3, 4])
    expect(board(playoff).playoffHoles).toEqual([18, 18])
  })

  it('shares 2nd between players who lose on the same playoff hole', () => {
    const playoff = {
      holes: [18, 17],
      scores: { [id('kim')]: [4, 3], [id('lee')]: [4, 4], [id('park')]: [4, 4] },
      winnerId: id('kim'),
    }
    // Level in the playoff, they keep board order: park shot the better last round.
    expect(lines(playoff)).toEqual(['1 kim 4,3', 'T2 park 4,4', 'T2 lee 4,4', '4 choi', '5 jung'])
  })

  it('makes a two-way playoff 1 and 2, not T1', () => {
    const two = [field[0]!, field[1]!, field[3]!]
    const playoff = { holes: [18], scores: { [id('kim')]: [5], [id('lee')]: [4] }, winnerId: id('lee') }
    expect(lines(playoff, two)).toEqual(['1 lee 4', '2 kim 5', '3 choi'])
  })

  it('shows T1 and the playoff strokes while the playoff is on', () => {
    const playoff = {
      holes: [18, 18],
      scores: { [id('kim')]: [4, null], [id('lee')]: [4, null], [id('park')]: [5, null] },
      winnerId: null,
    }
    const b = board(playoff)
    expect(b.rows.slice(0, 3).map((r) => r.position)).toEqual(['T1', 'T1', 'T1'])
    expect(b.rows.find((r) => label(r.playerId) === 'park')!.playoff).toEqual([5, null])
    expect(b.playoffHoles).toEqual([18, 18])
    expect(b.rows[3]!.position).toBe('4')
  })

  it('ignores playoff data when nobody shares the lead', () => {
    const clear = [field[0]!, field[3]!]
    const b = board({ holes: [18], scores: { [id('kim')]: [4] }, winnerId: id('kim') }, clear)
    expect(b.playoffHoles).toBeNull()
    expect(b.rows.map((r) => [r.position, r.playoff])).toEqual([
      ['1', null],
      ['2', null],
    ])
  })
})
