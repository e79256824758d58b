import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { entry, label, round, rounds, teeTime, tournament } from './test-fixtures'

describe('status codes', () => {
  const field = [
    entry('dns', [teeTime(1, '07:50')], { status: 'DNS' }),
    entry('dq', rounds(-6, -1), { status: 'DQ' }),
    entry('rtd', [round(1, 3), round(2, 2, { holes: 11 })], { status: 'RTD' }),
    entry('wd', [round(1, 1), round(2, 0, { holes: 6 })], { status: 'WD' }),
    entry('wd-early', [round(1, 4, { holes: 3 })], { status: 'WD' }),
    entry('mc', rounds(5, 4)),
    entry('leader', rounds(-2, -1)),
    entry('second', rounds(0, 1)),
  ]
  const board = computeLeaderboard(tournament(field, { currentRound: 3, cut: { afterRound: 2, top: 2, ties: true } }))

  it('lists WD, RTD, DQ, then DNS after the missed-cut players, unranked, the code as position', () => {
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)}`)).toEqual([
      '1 leader',
      '2 second',
      'MC mc',
      'WD wd',
      'WD wd-early',
      'RTD rtd',
      'DQ dq',
      'DNS dns',
    ])
    expect(board.rows.slice(2).every((r) => r.rank === null)).toBe(true)
  })

  it('keeps the holes a withdrawn or retired player played', () => {
    const wd = board.rows.find((r) => label(r.playerId) === 'wd')!
    expect(wd).toMatchObject({ status: 'WD', total: 73 + 24, toPar: 1, thru: null, today: null })
    expect(wd.rounds.slice(0, 2)).toEqual([
      { round: 1, strokes: 73, toPar: 1 },
      { round: 2, strokes: 24, toPar: 0 },
    ])
    expect(board.rows.find((r) => label(r.playerId) === 'rtd')).toMatchObject({ status: 'RTD', toPar: 5 })
  })

  it("shows a disqualified player's totals but never ranks them, even with the best score", () => {
    expect(board.rows.find((r) => label(r.playerId) === 'dq')).toMatchObject({
      position: 'DQ',
      rank: null,
      toPar: -7,
      total: 137,
    })
  })

  it('shows a player who did not start with no score and no tee time', () => {
    expect(board.rows.at(-1)).toMatchObject({ position: 'DNS', status: 'DNS', total: null, toPar: null, thru: null })
  })

  it('shows the hole a player withdrew after while the round is on', () => {
    const live = computeLeaderboard(
      tournament([entry('a', [round(1, 0, { holes: 10 })]), entry('w', [round(1, 2, { holes: 8 })], { status: 'WD' })]),
    )
    expect(live.rows.map((r) => `${r.position} ${label(r.playerId)} ${r.toPar} ${r.thru}`)).toEqual([
      '1 a 0 10',
      'WD w 2 8',
    ])
  })
})

describe('a finished tournament', () => {
  it("marks players with every round complete 'finished', thru F, positions final", () => {
    const board = computeLeaderboard(
      tournament([entry('a', rounds(-1, -1)), entry('b', rounds(0, 1)), entry('mc', rounds(5))], {
        rounds: 2,
        currentRound: 2,
        finished: true,
        cut: { afterRound: 1, top: 2, ties: true },
      }),
    )
    expect(board.finished).toBe(true)
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)} ${r.status} ${r.thru}`)).toEqual([
      '1 a finished F',
      '2 b finished F',
      'MC mc MC null',
    ])
  })

  it("leaves a player who has not completed every round 'active'", () => {
    const board = computeLeaderboard(
      tournament([entry('a', rounds(-1, -1)), entry('b', [round(1, 0), round(2, 0, { holes: 17 })])], {
        rounds: 2,
        currentRound: 2,
        finished: true,
      }),
    )
    expect(board.rows.map((r) => r.status)).toEqual(['finished', 'active'])
  })
})
