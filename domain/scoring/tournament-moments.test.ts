import { describe, expect, it } from 'vitest'
import { tournamentMoments, type MomentScore } from './tournament-moments'

const PAR = 4
/** A round of 18 holes for one player; `at` counts minutes from the start. */
function round(playerId: string, r: number, strokes: number[], start = 0): MomentScore[] {
  return strokes.map((s, i) => ({
    playerId,
    round: r,
    hole: i + 1,
    strokes: s,
    par: i === 2 ? 3 : PAR,
    at: (start + i * 14) * 60_000,
  }))
}
const pars = (extra: Record<number, number> = {}) =>
  Array.from({ length: 18 }, (_, i) => extra[i + 1] ?? (i === 2 ? 3 : PAR))

describe('tournament moments', () => {
  it('finds eagles and holes-in-one with the player and hole, newest first', () => {
    const moments = tournamentMoments({
      scores: [...round('a', 1, pars({ 5: 2 })), ...round('b', 1, pars({ 3: 1 }), 40)],
      completedRounds: [],
      cut: null,
    })
    const scoring = moments.filter((m) => m.kind === 'eagle' || m.kind === 'holeInOne')
    expect(scoring.map((m) => [m.kind, m.playerIds[0], m.hole])).toEqual([
      ['holeInOne', 'b', 3],
      ['eagle', 'a', 5],
    ])
    expect(moments.map((m) => m.at)).toEqual([...moments.map((m) => m.at)].sort((x, y) => y - x))
  })

  it('reports a lead change once the new leader has nine holes in, and not a shared lead', () => {
    // a birdies the 2nd (leads early: too soon to count), b birdies the 10th and 11th and takes over.
    const moments = tournamentMoments({
      scores: [...round('a', 1, pars({ 2: 3 })), ...round('b', 1, pars({ 10: 3, 11: 3 }))],
      completedRounds: [],
      cut: null,
    })
    const leads = moments.filter((m) => m.kind === 'lead').reverse()
    expect(leads.map((m) => [m.playerIds[0], m.hole, m.toPar])).toEqual([
      ['a', 9, -1],
      ['b', 11, -2],
    ])
  })

  it('names the leaders after each completed round and the cut after the cut round', () => {
    const scores = [
      ...round('a', 1, pars({ 1: 3 })),
      ...round('b', 1, pars({ 1: 3 })),
      ...round('c', 1, pars({ 1: 5 })),
      ...round('a', 2, pars({ 4: 3 }), 2000),
      ...round('b', 2, pars(), 2000),
      ...round('c', 2, pars(), 2000),
    ]
    const moments = tournamentMoments({ scores, completedRounds: [1, 2], cut: { afterRound: 2, top: 2, ties: true } })
    const leaders = moments.filter((m) => m.kind === 'roundLeader')
    expect(leaders.map((m) => [m.round, m.playerIds, m.toPar])).toEqual([
      [2, ['a'], -2],
      [1, ['a', 'b'], -1],
    ])
    expect(moments.find((m) => m.kind === 'cut')).toMatchObject({ round: 2, toPar: -1, made: 2 })
  })

  it('says nothing about a round still being played', () => {
    const moments = tournamentMoments({
      scores: round('a', 1, pars()),
      completedRounds: [],
      cut: { afterRound: 1, top: 1, ties: true },
    })
    expect(moments.filter((m) => m.kind === 'roundLeader' || m.kind === 'cut')).toEqual([])
  })
})
