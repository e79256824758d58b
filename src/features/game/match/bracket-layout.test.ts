import { describe, expect, it } from 'vitest'
import type { MatchSummaryDto } from '@contract/game-match'
import { bracketLayout } from './bracket-layout'

const match = (bracketRound: string, roundOrder: number, matchNo: number): MatchSummaryDto => ({
  matchId: roundOrder * 100 + matchNo,
  bracketRound,
  roundOrder,
  matchNo,
  groupName: null,
  startsAt: null,
  a: null,
  b: null,
  state: 'finished',
  result: '3&2',
  winnerPlayerId: null,
  holesPlayed: 16,
  leader: 'A',
  up: 3,
})
const round = (bracketRound: string, roundOrder: number, count: number) => ({
  bracketRound,
  roundOrder,
  matches: Array.from({ length: count }, (_, i) => match(bracketRound, roundOrder, count - i)),
})

describe('bracket layout', () => {
  it('draws the round of 16 to the final as columns, each match level with the two feeding it', () => {
    const layout = bracketLayout([
      round('round_of_16', 2, 8),
      round('quarterfinal', 3, 4),
      round('semifinal', 4, 2),
      round('final', 5, 1),
      round('third_place', 5, 1),
      round('group', 1, 48),
    ])
    expect(layout.rows).toBe(8)
    expect(layout.columns.map((c) => [c.bracketRound, c.slots.length])).toEqual([
      ['round_of_16', 8],
      ['quarterfinal', 4],
      ['semifinal', 2],
      ['final', 1],
    ])
    // Stored out of order, drawn by match number.
    expect(layout.columns[0]!.slots.map((s) => s.match?.matchNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    // Quarterfinal 2 (fed by round-of-16 matches 3 and 4) spans rows 3-4; the final spans all 8.
    expect(layout.columns[1]!.slots[1]).toMatchObject({ row: 3, span: 2 })
    expect(layout.columns[3]!.slots[0]).toMatchObject({ row: 1, span: 8 })
    expect(layout.placement.map((p) => p.bracketRound)).toEqual(['third_place'])
  })

  it('keeps empty slots for rounds not played yet', () => {
    const layout = bracketLayout([round('round_of_16', 1, 8)])
    expect(layout.columns.map((c) => c.slots.length)).toEqual([8, 4, 2, 1])
    expect(layout.columns[2]!.slots.every((s) => s.match === null)).toBe(true)
    expect(layout.placement).toEqual([])
  })

  it('starts at the first knockout round the event has', () => {
    const layout = bracketLayout([round('quarterfinal', 1, 4), round('semifinal', 2, 2), round('final', 3, 1)])
    expect(layout.rows).toBe(4)
    expect(layout.columns[0]!.bracketRound).toBe('quarterfinal')
  })

  it('has no drawing for a group stage alone', () => {
    expect(bracketLayout([round('group', 1, 6)])).toMatchObject({ rows: 0, columns: [] })
  })
})
