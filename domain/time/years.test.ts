import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar'
import { fullYears } from './years'

describe('whole years (ages, membership lengths)', () => {
  it('completes a year on the birthday, not the day before', () => {
    expect(fullYears('2012-05-10', '2026-05-09')).toBe(13)
    expect(fullYears('2012-05-10', '2026-05-10')).toBe(14)
    expect(fullYears('20120510', '20260510')).toBe(14)
  })

  it('counts someone born on 29 February a year older on 1 March in other years', () => {
    expect(fullYears('2008-02-29', '2026-02-28')).toBe(17)
    expect(fullYears('2008-02-29', '2026-03-01')).toBe(18)
    expect(fullYears('2008-02-29', '2028-02-28')).toBe(19)
    expect(fullYears('2008-02-29', '2028-02-29')).toBe(20)
  })

  it('grows by one exactly on each anniversary', () => {
    const day = fc.integer({ min: 0, max: 30_000 }).map((n) => addDays('1940-01-01', n))
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 80 }), (from, years) => {
        const anniversary = `${Number(from.slice(0, 4)) + years}${from.slice(4)}`
        const [y, m, d] = anniversary.split('-').map(Number)
        // 29 February in a common year: the anniversary is 1 March.
        const real = new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10)
        expect(fullYears(from, real)).toBe(years)
        expect(fullYears(from, addDays(real, -1))).toBe(years - 1)
      }),
    )
  })
})
