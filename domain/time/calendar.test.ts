import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  compactDate,
  daysBetween,
  halfYearDays,
  hhmm,
  isCalendarDate,
  isMonth,
  lastDayOfYearAfter,
  minutesOf,
  monthDays,
  shiftMonth,
} from './calendar'

const day = fc
  .integer({ min: 0, max: 40_000 })
  .map((n) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))

describe('calendar days', () => {
  it('knows real days and months', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-2-1')).toBe(false)
    expect(isMonth('2026-12')).toBe(true)
    expect(isMonth('2026-13')).toBe(false)
  })

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7)
    expect(daysBetween('2027-01-01', '2026-12-25')).toBe(-7)
    fc.assert(
      fc.property(day, fc.integer({ min: -2000, max: 2000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n)
        expect(isCalendarDate(addDays(d, n))).toBe(true)
      }),
    )
  })

  it('names months, half-years and the year after', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' })
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(halfYearDays('2026-06-30')).toEqual({ first: '2026-01-01', last: '2026-06-30' })
    expect(halfYearDays('2026-07-01')).toEqual({ first: '2026-07-01', last: '2026-12-31' })
    expect(lastDayOfYearAfter('2026-12-31')).toBe('2027-12-31')
    expect(lastDayOfYearAfter('2026-01-01')).toBe('2027-12-31')
    expect(compactDate('2026-05-09')).toBe('20260509')
  })

  it('reads and writes wall-clock times', () => {
    expect(minutesOf('07:30')).toBe(450)
    expect(hhmm(450)).toBe('07:30')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (m) => {
        expect(minutesOf(hhmm(m))).toBe(m)
      }),
    )
  })
})
