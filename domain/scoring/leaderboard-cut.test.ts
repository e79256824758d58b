import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { entry, label, PARS, round, rounds, teeTime, tournament } from './test-fixtures'
import type { EntryInput, RoundCard } from './types'

const TOP_60 = { afterRound: 2, top: 60, ties: true }

/** A complete round at par, with strokes added or taken off the given holes (hole number → delta). */
function card(n: number, deltas: Record<number, number>): RoundCard {
  return { round: n, startHole: 1, teeTime: null, scores: PARS.map((par, i) => par + (deltas[i + 1] ?? 0)) }
}

/** 57 players at -5 and 7 players at +3 around six players level at +1 on places 58 to 63. */
function fieldAroundTheLine(onTheLine: EntryInput[]): EntryInput[] {
  const leaders = Array.from({ length: 57 }, (_, i) => entry(`lead${String(i).padStart(2, '0')}`, rounds(-3, -2)))
  const trailers = Array.from({ length: 7 }, (_, i) => entry(`tail${i}`, rounds(2, 1)))
  return [...leaders, ...onTheLine, ...trailers]
}

const lineOfSix = [
  entry('e1', [round(1, 2), round(2, -1)]),
  entry('e2', [round(1, 1), card(2, { 1: 1, 10: -1 })]), // back nine -1
  entry('e3', [round(1, 1), card(2, { 1: -1, 10: 1 })]), // back nine +1
  entry('e4', [round(1, 1), round(2, 0)]), // back nine level
  entry('e5', [round(1, 0), round(2, 1)]),
  entry('e6', [round(1, 0), round(2, 1)]),
]

describe('the cut', () => {
  it('lets every player tied on the line through: top 60 and ties is 63 players', () => {
    const board = computeLeaderboard(tournament(fieldAroundTheLine(lineOfSix), { currentRound: 3, cut: TOP_60 }))
    const made = board.rows.filter((r) => r.status !== 'MC')
    expect(made).toHaveLength(63)
    expect(made.slice(57).map((r) => r.position)).toEqual(Array(6).fill('T58'))
    expect(board.cut).toEqual({ afterRound: 2, top: 60, line: 1, projected: false })
    expect(board.rows.slice(63).map((r) => [r.position, r.status, r.rank])).toEqual(Array(7).fill(['MC', 'MC', null]))
  })

  it('cuts exactly at 60 without ties, by countback on round 2: its score, then the back nine', () => {
    const board = computeLeaderboard(
      tournament(fieldAroundTheLine(lineOfSix), { currentRound: 3, cut: { ...TOP_60, ties: false } }),
    )
    const made = board.rows.filter((r) => r.status !== 'MC').map((r) => label(r.playerId))
    expect(made).toHaveLength(60)
    // e1 had the best round 2; e2 and e4 beat e3 on the back nine; e5 and e6 shot +1 in round 2.
    expect(made.slice(57).sort()).toEqual(['e1', 'e2', 'e4'])
    expect(
      board.rows
        .filter((r) => r.status === 'MC')
        .map((r) => label(r.playerId))
        .slice(0, 3),
    ).toEqual(['e3', 'e5', 'e6'])
    expect(board.cut?.line).toBe(1)
  })

  it('goes on to the last six, three and one holes when the back nine is level too', () => {
    const pair = [
      entry('x', [round(1, 0), card(2, { 10: -1, 13: 1 })]), // last six +1
      entry('y', [round(1, 0), card(2, { 12: -1, 18: 1 })]), // last six +1, last three +1
      entry('z', [round(1, 0), card(2, { 10: 1, 18: -1 })]), // last six -1
    ]
    const board = computeLeaderboard(tournament(pair, { currentRound: 3, cut: { afterRound: 2, top: 2, ties: false } }))
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)}`)).toEqual(['T1 x', 'T1 z', 'MC y'])
  })

  it('projects the line during round 2 from the current scores, ties included, and cuts nobody yet', () => {
    const field = [
      entry('a', [round(1, -2), round(2, -2, { holes: 12 })]),
      entry('b', [round(1, -1), round(2, -2, { holes: 9 })]),
      entry('c', [round(1, 0), round(2, -2, { holes: 9 })]),
      entry('d', [round(1, -2), round(2, 0)]),
      entry('e', [round(1, 1), teeTime(2, '13:20')]),
    ]
    const board = computeLeaderboard(tournament(field, { currentRound: 2, cut: { afterRound: 2, top: 3, ties: true } }))
    expect(board.cut).toEqual({ afterRound: 2, top: 3, line: -2, projected: true })
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)} ${r.thru}`)).toEqual([
      '1 a 12',
      '2 b 9',
      'T3 d F',
      'T3 c 9',
      '5 e 13:20',
    ])
  })

  it('projects from round 1 as well, and fixes the line only once officials close round 2', () => {
    const during = computeLeaderboard(
      tournament([entry('a', [round(1, -1, { holes: 4 })]), entry('b', [round(1, 2, { holes: 4 })])], {
        currentRound: 1,
        cut: { afterRound: 2, top: 1, ties: true },
      }),
    )
    expect(during.cut).toMatchObject({ line: -1, projected: true })

    const field = [
      entry('a', rounds(-1, 0)),
      entry('b', rounds(2, 0)),
      entry('w', [round(1, 5), round(2, 0, { holes: 4 })], { status: 'WD' }),
    ]
    const cut = { afterRound: 2, top: 1, ties: true }
    // Everyone has holed out, but officials may still correct a card: the line is not final yet.
    const holedOut = computeLeaderboard(tournament(field, { currentRound: 2, cut }))
    expect(holedOut.cut).toEqual({ afterRound: 2, top: 1, line: -1, projected: true })
    expect(holedOut.rows.map((r) => r.position)).toEqual(['1', '2', 'WD'])

    const closed = computeLeaderboard(tournament(field, { currentRound: 3, cut }))
    expect(closed.cut).toEqual({ afterRound: 2, top: 1, line: -1, projected: false })
    expect(closed.rows.map((r) => `${r.position} ${label(r.playerId)}`)).toEqual(['1 a', 'MC b', 'WD w'])
  })

  it('lists missed-cut players after the field, by score, and ignores their rounds after the cut', () => {
    const field = [
      entry('made', [...rounds(-1, -1), round(3, 2, { holes: 5 })]),
      entry('mc-worse', [...rounds(3, 3), round(3, -6)]), // a stray round 3 card must not count
      entry('mc-better', rounds(2, 1)),
      entry('also-made', [...rounds(0, 0), teeTime(3, '10:00')]),
    ]
    const board = computeLeaderboard(tournament(field, { currentRound: 3, cut: { afterRound: 2, top: 2, ties: true } }))
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)} ${r.toPar} ${r.thru}`)).toEqual([
      'T1 made 0 5',
      'T1 also-made 0 10:00',
      'MC mc-better 3 null',
      'MC mc-worse 6 null',
    ])
    const mc = board.rows[3]!
    expect(mc).toMatchObject({ total: 150, today: null, status: 'MC', rank: null })
    expect(mc.rounds[2]).toEqual({ round: 3, strokes: null, toPar: null })
  })

  it('keeps the place of a player who completed round 2 and withdrew later, so the line does not move', () => {
    const field = [
      entry('a', rounds(-3, -2, 0)),
      entry('w', [...rounds(-2, -2), round(3, 4, { holes: 7 })], { status: 'WD' }),
      entry('c', rounds(-2, -1)),
      entry('d', rounds(0, 0)),
    ]
    const board = computeLeaderboard(tournament(field, { currentRound: 3, cut: { afterRound: 2, top: 2, ties: true } }))
    expect(board.cut?.line).toBe(-4)
    expect(board.rows.map((r) => `${r.position} ${label(r.playerId)}`)).toEqual(['1 a', 'MC c', 'MC d', 'WD w'])
  })

  it('counts a player disqualified after the cut, but not one disqualified at the end of round 2', () => {
    const cut = { afterRound: 2, top: 2, ties: true }
    const lateDq = entry('dq', [...rounds(-2, -2), round(3, 1, { holes: 4 })], { status: 'DQ' })
    const cardDq = entry('dq', rounds(-2, -2), { status: 'DQ' })
    const rest = [entry('a', rounds(-3, -2)), entry('c', rounds(-2, -1)), entry('d', rounds(0, 0))]
    const after = computeLeaderboard(tournament([lateDq, ...rest], { currentRound: 3, cut }))
    expect(after.rows.map((r) => r.position)).toEqual(['1', 'MC', 'MC', 'DQ'])
    const atTheCut = computeLeaderboard(tournament([cardDq, ...rest], { currentRound: 2, finished: true, cut }))
    expect(atTheCut.rows.map((r) => `${r.position} ${label(r.playerId)}`)).toEqual(['1 a', '2 c', 'MC d', 'DQ dq'])
  })

  it('lets everyone through when the field is smaller than the cut, the line at the last score', () => {
    const board = computeLeaderboard(
      tournament([entry('a', rounds(-1, 0)), entry('b', rounds(4, 4))], { currentRound: 3, cut: TOP_60 }),
    )
    expect(board.cut?.line).toBe(8)
    expect(board.rows.map((r) => r.position)).toEqual(['1', '2'])
  })

  it('has no cut line in an event without a cut', () => {
    expect(computeLeaderboard(tournament([entry('a', rounds(0, 0))], { currentRound: 2 })).cut).toBeNull()
  })
})
