import { describe, expect, it } from 'vitest'
import type { HoleResult } from './match-state'
import { matchState } from './match-state'
import { holeStatuses, matchNotation } from './notation'

const H = 'halved' as const
const seq = (...parts: Array<[HoleResult, number]>): HoleResult[] =>
  parts.flatMap(([r, n]) => Array<HoleResult>(n).fill(r))
const note = (holes: HoleResult[], allowHalve = false) =>
  matchNotation(matchState(holes, { holesInMatch: 18, allowHalve }))

describe('match-play notation', () => {
  it('writes a win with holes to spare as up & to play', () => {
    // A wins 3 of the first 16, the rest halved: 3 up with 2 to play.
    expect(note(seq(['A', 3], [H, 13]))).toBe('3&2')
    expect(note(seq(['B', 5], [H, 9]))).toBe('5&4')
  })

  it('writes a win on the last hole as UP', () => {
    expect(note(seq(['A', 1], [H, 17]))).toBe('1 UP')
    // 1 up after 17, wins the 18th: 2 UP.
    expect(note(seq([H, 16], ['A', 2]))).toBe('2 UP')
  })

  it('writes a halved group match as AS and a match level in play as AS', () => {
    expect(note(seq([H, 18]), true)).toBe('AS')
    expect(note(seq(['A', 1], ['B', 1], [null, 16]))).toBe('AS')
  })

  it('writes a match in play with the holes up, and an extra-hole win with the hole it ended on', () => {
    expect(note(seq(['B', 2], [H, 10]))).toBe('2 UP')
    expect(note(seq([H, 18], [H, 1], ['B', 1]))).toBe('1 UP (20)')
    expect(matchState(seq([H, 18])).state).toBe('extended')
    expect(note(seq([H, 18]))).toBe('AS')
  })
})

describe('hole-by-hole status', () => {
  it('says who is up after every hole and marks the deciding hole', () => {
    const holes = seq(['A', 2], ['B', 1], [H, 1], ['A', 2])
    const statuses = holeStatuses([...holes, ...seq([H, 12])])
    expect(statuses.slice(0, 6).map((s) => [s.leader, s.text])).toEqual([
      ['A', '1 UP'],
      ['A', '2 UP'],
      ['A', '1 UP'],
      ['A', '1 UP'],
      ['A', '2 UP'],
      ['A', '3 UP'],
    ])
    // 3 up with 2 to play after the 16th: the match ends there (3&2).
    expect(statuses).toHaveLength(16)
    expect(statuses.at(-1)).toMatchObject({ decisive: true, text: '3 UP' })
  })

  it('stops at the hole that decided the match', () => {
    const statuses = holeStatuses([...seq(['B', 10]), 'A', 'A'])
    expect(statuses).toHaveLength(10)
    expect(statuses.at(-1)).toMatchObject({ leader: 'B', up: 10, decisive: true })
  })

  it('marks nothing decisive while the match is played', () => {
    const statuses = holeStatuses(seq(['A', 1], [null, 17]))
    expect(statuses).toEqual([{ number: 1, result: 'A', leader: 'A', up: 1, text: '1 UP', decisive: false }])
  })
})
