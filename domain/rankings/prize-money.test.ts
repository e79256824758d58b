import { describe, expect, it } from 'vitest'
import { distributePurse, PRIZE_SHARES_BP, recognizedPrize, type PrizeResult } from './prize-money'

const pro = (playerId: string, rank: number | null, status: PrizeResult['status'] = 'finished'): PrizeResult => ({
  playerId,
  rank,
  status,
  amateur: false,
})
const amount = (purse: number, results: PrizeResult[]) =>
  Object.fromEntries(distributePurse(purse, results).map((a) => [a.playerId, a.amount]))
const BILLION = 1_000_000_000

describe('prize money', () => {
  it('pays 65 places from a table that adds up to the whole purse, winner 20%', () => {
    expect(PRIZE_SHARES_BP).toHaveLength(65)
    expect(PRIZE_SHARES_BP.reduce((a, b) => a + b, 0)).toBe(10_000)
    for (let i = 1; i < PRIZE_SHARES_BP.length; i++) {
      expect(PRIZE_SHARES_BP[i]).toBeLessThanOrEqual(PRIZE_SHARES_BP[i - 1] as number)
    }
    expect(amount(BILLION, [pro('w', 1), pro('s', 2)])).toEqual({ w: 200_000_000, s: 100_000_000 })
  })

  it('shares the sum of the tied places equally', () => {
    // T2 of two: (10% + 6.8%) / 2 = 8.4% each.
    const a = amount(BILLION, [pro('w', 1), pro('a', 2), pro('b', 2), pro('d', 4)])
    expect(a.a).toBe(84_000_000)
    expect(a.b).toBe(84_000_000)
    expect(a.d).toBe(48_000_000)
  })

  it('pays whole won, floored, and keeps the left-over won', () => {
    // T3 of three over places 3-5 (15.6%) of 999,999 won: 51,999.948 → 51,999 each.
    const a = amount(999_999, [pro('w', 1), pro('s', 2), pro('a', 3), pro('b', 3), pro('c', 3)])
    expect([a.a, a.b, a.c]).toEqual([51_999, 51_999, 51_999])
    for (const v of Object.values(a)) expect(Number.isInteger(v)).toBe(true)
  })

  it('skips amateurs: the professionals are paid as if the amateurs were not ranked', () => {
    const results = [
      { ...pro('am', 1), amateur: true },
      pro('p1', 2),
      pro('p2', 3),
      { ...pro('am2', 3), amateur: true },
      pro('p3', 5),
    ]
    const awards = distributePurse(BILLION, results)
    expect(awards.map((a) => [a.playerId, a.amount, a.place])).toEqual([
      ['am', 0, null],
      ['p1', 200_000_000, 1],
      ['p2', 100_000_000, 2],
      ['am2', 0, null],
      ['p3', 68_000_000, 3],
    ])
  })

  it('pays nothing for MC, WD, RTD, DQ or DNS, nor beyond the table', () => {
    const field = Array.from({ length: 66 }, (_, i) => pro(`p${i + 1}`, i + 1))
    const a = amount(BILLION, [
      ...field,
      pro('mc', null, 'MC'),
      pro('wd', null, 'WD'),
      pro('dq', null, 'DQ'),
      pro('rtd', 40, 'RTD'),
    ])
    expect([a.mc, a.wd, a.dq, a.rtd, a.p66]).toEqual([0, 0, 0, 0, 0])
    expect(a.p65).toBe(2_800_000)
  })

  it('never pays more than the purse, whatever the ties', () => {
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
    for (const purse of [BILLION, 700_000_001, 123_456_789, 3]) {
      // 75 finishers in clumps of ties, some amateurs.
      const results: PrizeResult[] = []
      let rank = 1
      while (results.length < 75) {
        const size = 1 + (next() % 4)
        for (let k = 0; k < size; k++) results.push({ ...pro(`p${results.length}`, rank), amateur: next() % 9 === 0 })
        rank += size
      }
      const paid = distributePurse(purse, results).reduce((sum, a) => sum + a.amount, 0)
      expect(paid).toBeLessThanOrEqual(purse)
    }
  })

  it('pays out all but a few won of the purse when 65 professionals finish', () => {
    const field = Array.from({ length: 65 }, (_, i) => pro(`p${i}`, i + 1))
    const paid = distributePurse(700_000_001, field).reduce((sum, a) => sum + a.amount, 0)
    expect(700_000_001 - paid).toBeLessThan(65)
  })

  it('refuses a purse that is not whole won', () => {
    expect(() => distributePurse(1.5, [])).toThrow(RangeError)
    expect(() => distributePurse(-1, [])).toThrow(RangeError)
  })

  it('counts the recognised percentage of prize money for the official ranking, floored', () => {
    expect(recognizedPrize(84_000_001, 50)).toBe(42_000_000)
    expect(recognizedPrize(1000, 100)).toBe(1000)
    expect(() => recognizedPrize(1000, 120)).toThrow(RangeError)
  })
})
