import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, fullYears } from '../time'
import { entranceFeeOf } from './entrance-fee'
import { reinstatementWindow, windowPosition } from './reinstatement'

describe('reinstatement windows (SD-7)', () => {
  it('opens when the relief period of 5 years ends and closes 4 years later', () => {
    const w = reinstatementWindow('2018-07-01')
    expect(w).toEqual({
      reliefEndsOn: '2023-07-01',
      applyFrom: '2023-07-01',
      applyUntil: '2027-06-30',
      consentsNeeded: 10,
    })
    expect(windowPosition(w, '2023-06-30')).toBe('before')
    expect(windowPosition(w, '2023-07-01')).toBe('open')
    expect(windowPosition(w, '2027-06-30')).toBe('open')
    expect(windowPosition(w, '2027-07-01')).toBe('closed')
  })

  it('over generated expulsion days: open for exactly the 4 years after the 5', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('1990-01-01', n))
    fc.assert(
      fc.property(day, (expelledOn) => {
        const w = reinstatementWindow(expelledOn)
        expect(fullYears(expelledOn, w.applyFrom)).toBe(5)
        expect(fullYears(expelledOn, addDays(w.applyFrom, -1))).toBe(4)
        expect(fullYears(w.reliefEndsOn, w.applyUntil)).toBe(3)
        expect(fullYears(w.reliefEndsOn, addDays(w.applyUntil, 1))).toBe(4)
      }),
    )
  })
})

describe('the entrance fee (SD-5)', () => {
  it('is 2,000,000 won due 15 days after selection, across a year end', () => {
    expect(entranceFeeOf('2026-12-20')).toEqual({ amount: 2_000_000, dueOn: '2027-01-04' })
  })
})
