import { describe, expect, it } from 'vitest'
import { pensionEligibility, pensionStartAge, scholarshipWindow } from './eligibility'

describe('welfare pension (MY-10)', () => {
  it('starts at 60 to 63 by birth year 1954-1962 and not outside those years', () => {
    expect(pensionStartAge(1953)).toBeNull()
    expect(pensionStartAge(1954)).toBe(60)
    expect(pensionStartAge(1955)).toBe(60)
    expect(pensionStartAge(1956)).toBe(61)
    expect(pensionStartAge(1958)).toBe(62)
    expect(pensionStartAge(1960)).toBe(63)
    expect(pensionStartAge(1962)).toBe(63)
    expect(pensionStartAge(1963)).toBeNull()
  })

  it('needs 20 whole years of membership, counted to the day', () => {
    expect(pensionEligibility('1956-04-10', '2006-06-10', '2026-06-09')).toMatchObject({
      eligible: false,
      reason: 'membership_years',
      startAge: 61,
      startYear: 2017,
    })
    expect(pensionEligibility('1956-04-10', '2006-06-10', '2026-06-10')).toMatchObject({
      eligible: true,
      reason: 'eligible',
      yearlyAmount: 1_200_000,
    })
    expect(pensionEligibility('1980-01-15', '2000-01-01', '2026-06-10').reason).toBe('birth_year')
    expect(pensionEligibility(null, '2000-01-01', '2026-06-10').reason).toBe('unknown')
  })
})

describe('scholarship applications (MY-10)', () => {
  it('are open from 1 to 31 March (Seoul days) and point to next March after', () => {
    expect(scholarshipWindow('2026-02-28')).toMatchObject({ open: false, opensOn: '2026-03-01' })
    expect(scholarshipWindow('2026-03-01').open).toBe(true)
    expect(scholarshipWindow('2026-03-31').open).toBe(true)
    expect(scholarshipWindow('2026-04-01')).toMatchObject({
      open: false,
      opensOn: '2027-03-01',
      closesOn: '2027-03-31',
    })
    expect(scholarshipWindow('2026-04-01')).toMatchObject({ maxQuarterly: 300_000, minQuarterly: 150_000 })
  })
})
