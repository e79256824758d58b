import { describe, expect, it } from 'vitest'
import { monthBounds, monthsTouched, touchesMonth } from './months'
import { earliestListedYear, isSearchableYear } from '../seasons'

describe('months of a tournament', () => {
  it('knows the length of every month, leap years included', () => {
    expect(monthBounds(2024, 2)).toEqual({ first: '2024-02-01', last: '2024-02-29' })
    expect(monthBounds(2026, 2).last).toBe('2026-02-28')
    expect(monthBounds(2026, 12)).toEqual({ first: '2026-12-01', last: '2026-12-31' })
  })

  it('puts a tournament spanning two months under both', () => {
    const span = { startDate: '2026-04-30', endDate: '2026-05-03' }
    expect(monthsTouched(span, 2026)).toEqual([4, 5])
    expect(touchesMonth(span, 2026, 6)).toBe(false)
  })

  it('counts only the season year: a winter event running into January is a December event', () => {
    expect(monthsTouched({ startDate: '2026-12-29', endDate: '2027-01-02' }, 2026)).toEqual([12])
    expect(monthsTouched({ startDate: '2026-12-29', endDate: '2027-01-02' }, 2027)).toEqual([1])
  })

  it('treats a one-day event and a reversed span as the start day', () => {
    expect(monthsTouched({ startDate: '2026-07-31', endDate: '2026-07-31' }, 2026)).toEqual([7])
    expect(monthsTouched({ startDate: '2026-07-31', endDate: '2026-07-01' }, 2026)).toEqual([7])
  })
})

describe('season year lists', () => {
  it('reach 25 years back but never before 2013', () => {
    expect(earliestListedYear(2026)).toBe(2013)
    expect(earliestListedYear(2045)).toBe(2020)
    expect(isSearchableYear(2012, 2026)).toBe(false)
    expect(isSearchableYear(2013, 2026)).toBe(true)
    expect(isSearchableYear(2027, 2026)).toBe(true)
    expect(isSearchableYear(2028, 2026)).toBe(false)
  })
})
