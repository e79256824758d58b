import { describe, expect, it } from 'vitest'
import { advance, buildBracket, BracketError, seedOrder, type Bracket } from './bracket'

const seeds16 = Array.from({ length: 16 }, (_, i) => `s${i + 1}`)

/** Plays every match of a round, the better seed winning. */
function playRound(bracket: Bracket, roundName: string): Bracket {
  const ids = bracket.rounds.find((r) => r.name === roundName)!.matchIds
  return ids.reduce((b, id) => {
    const m = b.matches[id]!
    return advance(b, id, b.seeds[m.a!]! < b.seeds[m.b!]! ? m.a! : m.b!)
  }, bracket)
}

const pairs = (bracket: Bracket, roundName: string) =>
  bracket.rounds
    .find((r) => r.name === roundName)!
    .matchIds.map((id) => `${bracket.matches[id]!.a} v ${bracket.matches[id]!.b}`)

describe('bracket', () => {
  it('seeds 16 players 1 v 16, 8 v 9, … so that 1 and 2 can only meet in the final', () => {
    const bracket = buildBracket(seeds16)
    expect(pairs(bracket, 'round-of-16')).toEqual([
      's1 v s16',
      's8 v s9',
      's4 v s13',
      's5 v s12',
      's2 v s15',
      's7 v s10',
      's3 v s14',
      's6 v s11',
    ])
    expect(bracket.rounds.map((r) => r.name)).toEqual([
      'round-of-16',
      'quarterfinals',
      'semifinals',
      'final',
      'third-place',
    ])
  })

  it('seeds 8 and 32 the same way', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
    const b32 = buildBracket(Array.from({ length: 32 }, (_, i) => `p${i + 1}`))
    expect(b32.rounds[0]).toMatchObject({ name: 'round-of-32' })
    expect(pairs(b32, 'round-of-32').slice(0, 2)).toEqual(['p1 v p32', 'p16 v p17'])
  })

  it('advances winners to the final and semifinal losers to the 3rd-place match', () => {
    let b = buildBracket(seeds16)
    for (const round of ['round-of-16', 'quarterfinals', 'semifinals']) b = playRound(b, round)
    expect(pairs(b, 'quarterfinals')).toEqual(['s1 v s8', 's4 v s5', 's2 v s7', 's3 v s6'])
    expect(pairs(b, 'final')).toEqual(['s1 v s2'])
    expect(pairs(b, 'third-place')).toEqual(['s4 v s3'])
    b = advance(advance(b, 'F', 's2'), '3P', 's3')
    expect(b.matches['F']!.winnerId).toBe('s2')
    expect(b.matches['3P']!.winnerId).toBe('s3')
  })

  it('sends quarterfinal losers to the 5th-8th place matches when asked', () => {
    let b = buildBracket(seeds16, { fifthToEighth: true })
    b = playRound(playRound(b, 'round-of-16'), 'quarterfinals')
    expect(pairs(b, 'fifth-to-eighth')).toEqual(['s8 v s5', 's7 v s6'])
    b = playRound(b, 'fifth-to-eighth')
    expect(pairs(b, 'fifth-place')).toEqual(['s5 v s6'])
    expect(pairs(b, 'seventh-place')).toEqual(['s8 v s7'])
  })

  it('never changes the bracket it was given', () => {
    const before = buildBracket(seeds16)
    const snapshot = JSON.stringify(before)
    const after = advance(before, 'R16-1', 's16')
    expect(JSON.stringify(before)).toBe(snapshot)
    expect(after.matches['QF-1']!.a).toBe('s16')
    expect(after.matches['R16-2']).toBe(before.matches['R16-2'])
  })

  it('refuses unknown matches, a second result, matches without both players, and outsiders', () => {
    const b = buildBracket(seeds16)
    const code = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        return e instanceof BracketError ? e.code : 'other'
      }
      return 'none'
    }
    expect(code(() => advance(b, 'R16-9', 's1'))).toBe('UNKNOWN_MATCH')
    expect(code(() => advance(b, 'constructor', 's1'))).toBe('UNKNOWN_MATCH')
    expect(code(() => advance(advance(b, 'R16-1', 's1'), 'R16-1', 's16'))).toBe('ALREADY_DECIDED')
    expect(code(() => advance(b, 'QF-1', 's1'))).toBe('MATCH_NOT_READY')
    expect(code(() => advance(b, 'R16-1', 's2'))).toBe('NOT_IN_MATCH')
  })

  it('refuses a field that is not a power of two or names a player twice', () => {
    expect(() => buildBracket(seeds16.slice(0, 12))).toThrow(RangeError)
    expect(() => buildBracket([...seeds16.slice(0, 7), 's1'])).toThrow(RangeError)
  })
})
