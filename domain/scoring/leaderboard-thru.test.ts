import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { entry, PARS, round, teeTime, tournament } from './test-fixtures'
import type { RoundCard } from './types'

const rowOf = (cards: RoundCard[], currentRound: number) =>
  computeLeaderboard(tournament([entry('p', cards)], { currentRound })).rows[0]!

describe('scores: total, to par, today and thru', () => {
  it('adds strokes and to par over every hole played, per round and in total', () => {
    const row = rowOf([round(1, -3), round(2, 2), round(3, -1, { holes: 9 })], 3)
    expect(row.rounds).toEqual([
      { round: 1, strokes: 69, toPar: -3 },
      { round: 2, strokes: 74, toPar: 2 },
      { round: 3, strokes: 35, toPar: -1 },
      { round: 4, strokes: null, toPar: null },
    ])
    expect(row).toMatchObject({ total: 69 + 74 + 35, toPar: -2, today: -1, thru: '9' })
  })

  it("shows F once the current round's 18 holes are in", () => {
    expect(rowOf([round(1, 0)], 1)).toMatchObject({ thru: 'F', today: 0, toPar: 0, total: 72 })
  })

  it('shows the tee time before the first hole, and no today', () => {
    const row = rowOf([round(1, -4), round(2, 1), teeTime(3, '08:30')], 3)
    expect(row).toMatchObject({ thru: '08:30', today: null, toPar: -3, total: 68 + 73, position: '1' })
  })

  it("marks a 10th-tee start: '9*' after holes 10 to 18, and the tee time before it", () => {
    const played = rowOf([round(1, -2, { holes: 9, startHole: 10 })], 1)
    expect(played).toMatchObject({ thru: '9*', today: -2, startHole: 10 })
    expect(played.rounds[0]!.strokes).toBe(PARS.slice(9).reduce((a, b) => a + b, 0) - 2)
    expect(rowOf([teeTime(1, '12:10', 10)], 1).thru).toBe('12:10*')
    expect(rowOf([round(1, -1, { holes: 12, startHole: 10 })], 1).thru).toBe('12*')
  })

  it('does not mark a finished round that started on the 10th', () => {
    expect(rowOf([round(1, 0, { startHole: 10 })], 1).thru).toBe('F')
  })

  it('counts how far the player has gone even when one hole score is still missing', () => {
    const card = round(1, 0, { holes: 6 })
    const scores = [...card.scores]
    scores[3] = null // hole 4 not keyed in yet; holes 5 and 6 are
    const row = rowOf([{ ...card, scores }], 1)
    expect(row.thru).toBe('6')
    expect(row.total).toBe(4 + 4 + 3 + 4 + 4)
  })

  it('shows no thru and no today for a player without a card for the round', () => {
    expect(rowOf([round(1, 0), round(2, 1)], 3)).toMatchObject({ thru: null, today: null, toPar: 1 })
  })
})
