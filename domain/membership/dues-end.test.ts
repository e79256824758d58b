import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, fullYears } from '../time'
import { anniversary } from './anniversary'
import { duesEndOn } from './dues-end'

const day = fc.integer({ min: 0, max: 30_000 }).map((n) => addDays('1950-01-01', n))

describe('when dues end (SD-4: both 20 years of membership and age 60)', () => {
  it('waits for the later of the two', () => {
    // Enrolled at 45: 20 years at 65, later than 60.
    expect(duesEndOn('2000-03-15', '19550101')).toBe('2020-03-15')
    // Enrolled at 25: age 60 comes later than 20 years.
    expect(duesEndOn('2000-03-15', '19750610')).toBe('2035-06-10')
  })

  it('counts a 29 February birthday complete on 1 March', () => {
    expect(anniversary('2024-02-29', 1)).toBe('2025-03-01')
    expect(anniversary('2024-02-29', 4)).toBe('2028-02-29')
    expect(duesEndOn('1990-01-01', '19640229')).toBe('2024-02-29')
  })

  it('cannot be known without a birth date', () => {
    expect(duesEndOn('2000-01-01', null)).toBeNull()
  })

  it('over generated days: both thresholds are reached on the day and not the day before', () => {
    fc.assert(
      fc.property(day, day, (enrolled, born) => {
        const end = duesEndOn(enrolled, born.replaceAll('-', ''))!
        expect(fullYears(enrolled, end) >= 20 && fullYears(born, end) >= 60).toBe(true)
        const before = addDays(end, -1)
        expect(fullYears(enrolled, before) >= 20 && fullYears(born, before) >= 60).toBe(false)
      }),
    )
  })
})
