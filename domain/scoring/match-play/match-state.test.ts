import { describe, expect, it } from 'vitest'
import { matchState, ordinalHole, type HoleResult } from './match-state'

const R18 = { holesInMatch: 18 }
/** Hole results from a compact string: a = A won, b = B won, h = halved. */
const holes = (s: string): HoleResult[] => [...s].map((c) => (c === 'a' ? 'A' : c === 'b' ? 'B' : 'halved'))

describe('match state', () => {
  it("writes a win with holes to spare as '3&2'", () => {
    const state = matchState(holes('aaahhhhhhhhhhhhh'), R18)
    expect(state).toMatchObject({
      state: 'finished',
      winner: 'A',
      up: 3,
      holesPlayed: 16,
      holesRemaining: 2,
      result: '3&2',
    })
  })

  it("writes '2&1' and '10&8'", () => {
    expect(matchState(holes('bhhhhhhhhhhhhhhhb'), R18).result).toBe('2&1')
    expect(matchState(holes('aaaaaaaaaa'), R18).result).toBe('10&8')
  })

  it("writes a win on the 18th as '1 UP' (or '2 UP' from 1 up on the tee)", () => {
    expect(matchState(holes('hhhhhhhhhhhhhhhhha'), R18)).toMatchObject({
      result: '1 UP',
      winner: 'A',
      holesRemaining: 0,
    })
    expect(matchState(holes('bhhhhhhhhhhhhhhhhb'), R18)).toMatchObject({ result: '2 UP', winner: 'B' })
  })

  it('is dormie when up by as many holes as remain', () => {
    const state = matchState(holes('aahhhhhhhhhhhhhh'), R18)
    expect(state).toMatchObject({ state: 'playing', leader: 'A', up: 2, holesRemaining: 2, dormie: true, result: null })
    expect(matchState(holes('aahhhhhhhhhhhhh'), R18).dormie).toBe(false)
  })

  it("halves a match all square after 18 as 'AS' where halves are allowed", () => {
    const state = matchState(holes('abhhhhhhhhhhhhhhhh'), { holesInMatch: 18, allowHalve: true })
    expect(state).toMatchObject({ state: 'finished', result: 'AS', winner: null, leader: null, up: 0 })
  })

  it("goes to extra holes otherwise, 'extended' until one is won on the 19th or 20th", () => {
    const square = holes('abhhhhhhhhhhhhhhhh')
    expect(matchState(square, R18)).toMatchObject({ state: 'extended', result: null, holesRemaining: 0, dormie: false })
    expect(matchState([...square, 'halved'], R18).state).toBe('extended')
    expect(matchState([...square, 'B'], R18)).toMatchObject({
      state: 'finished',
      winner: 'B',
      result: '19th',
      holesPlayed: 19,
    })
    expect(matchState([...square, 'halved', 'A'], R18)).toMatchObject({ result: '20th', winner: 'A' })
  })

  it('reads the score so far while playing, ignoring holes not played yet', () => {
    const state = matchState([...holes('abb'), null, null], R18)
    expect(state).toMatchObject({
      state: 'playing',
      leader: 'B',
      up: 1,
      holesPlayed: 3,
      holesRemaining: 15,
      winner: null,
    })
    expect(matchState([], R18)).toMatchObject({ state: 'playing', leader: null, up: 0, holesRemaining: 18 })
  })

  it('ignores holes recorded after the match was decided', () => {
    expect(matchState(holes('aaaaaaaaaabbbbbbbb'), R18)).toMatchObject({ result: '10&8', holesPlayed: 10 })
  })

  it('names extra holes with English ordinals', () => {
    expect([19, 20, 21, 22, 23, 111].map(ordinalHole)).toEqual(['19th', '20th', '21st', '22nd', '23rd', '111th'])
  })
})
