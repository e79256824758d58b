import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { entry, round, rounds, teeTime, tournament } from './test-fixtures'

/** What a fan reads on one line of the board. */
const lines = (input: Parameters<typeof computeLeaderboard>[0]) =>
  computeLeaderboard(input).rows.map((r) => `${r.position} ${r.name} ${r.toPar ?? '-'} ${r.thru ?? ''}`.trim())

describe('positions', () => {
  it('ranks by total to par with standard competition ranking: 1, T2, T2, 4', () => {
    const input = tournament(
      [entry('d', rounds(1)), entry('a', rounds(-5)), entry('c', rounds(-2)), entry('b', rounds(-2))],
      { currentRound: 1 },
    )
    expect(lines(input)).toEqual(['1 a -5 F', 'T2 b -2 F', 'T2 c -2 F', '4 d 1 F'])
    expect(computeLeaderboard(input).rows.map((r) => r.rank)).toEqual([1, 2, 2, 4])
  })

  it('shares 1st during play and lists the player with more holes completed first', () => {
    const input = tournament(
      [
        entry('early', [round(1, -3, { holes: 9 })]),
        entry('late', [round(1, -3, { holes: 12 })]),
        entry('third', [round(1, -1, { holes: 15 })]),
      ],
      { currentRound: 1 },
    )
    expect(lines(input)).toEqual(['T1 late -3 12', 'T1 early -3 9', '3 third -1 15'])
  })

  it('breaks display order among level players by today, then by name', () => {
    const input = tournament(
      [
        entry('z', [round(1, -2), round(2, 0, { holes: 9 })]),
        entry('y', [round(1, 0), round(2, -2, { holes: 9 })]),
        entry('x', [round(1, -2), round(2, 0, { holes: 9 })]),
      ],
      { currentRound: 2 },
    )
    const rows = computeLeaderboard(input).rows
    expect(rows.map((r) => [r.position, r.name, r.today])).toEqual([
      ['T1', 'y', -2],
      ['T1', 'x', 0],
      ['T1', 'z', 0],
    ])
  })

  it('shows everyone T1 when the whole field is level', () => {
    const input = tournament([entry('a', rounds(0)), entry('b', rounds(0)), entry('c', rounds(0))])
    expect(computeLeaderboard(input).rows.map((r) => r.position)).toEqual(['T1', 'T1', 'T1'])
  })

  it('shows a lone leader as 1 without T', () => {
    const rows = computeLeaderboard(tournament([entry('solo', rounds(-1))])).rows
    expect(rows[0]).toMatchObject({ position: '1', rank: 1 })
  })

  it('lists players yet to tee off in round 1 after the ranked ones, by tee time, unranked', () => {
    const input = tournament([
      entry('later', [teeTime(1, '09:10')]),
      entry('on-course', [round(1, 2, { holes: 3 })]),
      entry('sooner', [teeTime(1, '08:40', 10)]),
    ])
    expect(lines(input)).toEqual(['1 on-course 2 3', '- sooner - 08:40*', '- later - 09:10'])
    expect(
      computeLeaderboard(input)
        .rows.slice(1)
        .map((r) => r.rank),
    ).toEqual([null, null])
  })

  it('ranks amateurs like everyone and keeps the amateur flag', () => {
    const input = tournament([entry('pro', rounds(-1)), entry('am', rounds(-3), { amateur: true })])
    const rows = computeLeaderboard(input).rows
    expect(rows.map((r) => [r.position, r.name, r.amateur])).toEqual([
      ['1', 'am', true],
      ['2', 'pro', false],
    ])
  })

  it('orders Korean names in Hangul order among level players', () => {
    const input = tournament([entry('1', rounds(0), { name: '최민수' }), entry('2', rounds(0), { name: '김철수' })])
    expect(computeLeaderboard(input).rows.map((r) => r.name)).toEqual(['김철수', '최민수'])
  })

  it('refuses a course without 18 pars', () => {
    expect(() => computeLeaderboard({ ...tournament([]), pars: [4, 4, 3] })).toThrow(RangeError)
  })
})
