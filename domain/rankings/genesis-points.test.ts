import { describe, expect, it } from 'vitest'
import type { LeaderboardRow } from '../scoring/types'
import {
  GENESIS_GRADES,
  GENESIS_POINTS_BELOW_TABLE,
  GENESIS_SHARES_BP,
  awardGenesisPoints,
  genesisPointsForPlace,
  type GenesisGrade,
  type GenesisResult,
} from './genesis-points'

const member = (
  playerId: string,
  rank: number | null,
  status: GenesisResult['status'] = 'finished',
): GenesisResult => ({
  playerId,
  rank,
  status,
  tourMember: true,
})
const points = (results: GenesisResult[], grade: GenesisGrade) =>
  Object.fromEntries(awardGenesisPoints(results, grade).map((a) => [a.playerId, a.points]))

describe('Genesis points', () => {
  it('gives the winner 1,300 / 1,200 / 1,000 / 800 by grade (TR-20)', () => {
    const expected: Record<GenesisGrade, number> = { major: 1300, A: 1200, B: 1000, C: 800 }
    for (const grade of Object.keys(expected) as GenesisGrade[]) {
      expect(points([member('w', 1), member('x', 2)], grade).w).toBe(expected[grade])
      expect(GENESIS_GRADES[grade].winnerPoints).toBe(expected[grade])
    }
  })

  it('pays 2nd half the winner and declines to 60th, always above the 5 points of 61st', () => {
    expect(GENESIS_SHARES_BP).toHaveLength(60)
    expect(genesisPointsForPlace(2, 'major')).toBe(650)
    for (let i = 1; i < GENESIS_SHARES_BP.length; i++) {
      expect(GENESIS_SHARES_BP[i]).toBeLessThan(GENESIS_SHARES_BP[i - 1] as number)
    }
    for (const grade of Object.keys(GENESIS_GRADES) as GenesisGrade[]) {
      expect(genesisPointsForPlace(60, grade)).toBeGreaterThan(GENESIS_POINTS_BELOW_TABLE)
    }
  })

  it('shares places 2, 3 and 4 equally among a T2 of three', () => {
    // Major: 650 + 455 + 338 = 1,443 → 481 each.
    const p = points([member('w', 1), member('a', 2), member('b', 2), member('c', 2), member('e', 5)], 'major')
    expect([p.a, p.b, p.c]).toEqual([481, 481, 481])
    expect(p.e).toBe(genesisPointsForPlace(5, 'major'))
  })

  it('keeps shared points to 2 decimals, rounding half up', () => {
    // Grade C, T5 of three: (168 + 148 + 132) / 3 = 149.333…
    const c = points([member('a', 5), member('b', 5), member('c', 5)], 'C')
    expect(c.a).toBe(149.33)
    // Major, T14 of two: (127.40 + 120.25) / 2 = 123.825 → 123.83.
    expect(points([member('a', 14), member('b', 14)], 'major').a).toBe(123.83)
  })

  it('gives 5 points to 61st or lower, and mixes them into a tie across 60th', () => {
    const p = points([member('a', 61), member('b', 88), member('c', 60), member('d', 60)], 'major')
    expect(p.a).toBe(5)
    expect(p.b).toBe(5)
    // T60 of two: places 60 (14.30) and 61 (5) → 9.65.
    expect(p.c).toBe(9.65)
  })

  it('gives nothing for a missed cut, WD, RTD, DQ or DNS', () => {
    const p = points(
      [
        member('mc', null, 'MC'),
        member('wd', null, 'WD'),
        member('rtd', null, 'RTD'),
        member('dq', null, 'DQ'),
        member('dns', null, 'DNS'),
        member('odd', 3, 'WD'),
      ],
      'A',
    )
    expect(Object.values(p)).toEqual([0, 0, 0, 0, 0, 0])
  })

  it("gives a non-member in 3rd nothing and leaves 4th with 4th's points", () => {
    const field = [member('w', 1), member('s', 2), { ...member('guest', 3), tourMember: false }, member('f', 4)]
    const p = points(field, 'B')
    expect(p.guest).toBe(0)
    expect(p.f).toBe(260)
    expect(p.s).toBe(500)
  })

  it("forfeits a non-member's share of a tie instead of handing it on", () => {
    const p = points(
      [member('w', 1), member('a', 2), { ...member('guest', 2), tourMember: false }, member('d', 4)],
      'B',
    )
    // Places 2 and 3: (500 + 350) / 2 = 425 each; the guest's 425 is not paid to anyone.
    expect([p.a, p.guest, p.d]).toEqual([425, 0, 260])
  })

  it('reads the scoring engine leaderboard rows as they are', () => {
    const row: LeaderboardRow = {
      playerId: 1,
      externalId: null,
      name: '김프로',
      country: 'KOR',
      amateur: false,
      position: '1',
      rank: 1,
      status: 'finished',
      total: 270,
      toPar: -18,
      today: -5,
      thru: 'F',
      startHole: 1,
      rounds: [],
      playoff: null,
    }
    expect(awardGenesisPoints([{ ...row, tourMember: true }], 'C')).toEqual([{ playerId: 1, points: 800 }])
  })
})
