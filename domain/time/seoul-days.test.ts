import { describe, expect, it } from 'vitest'
import {
  isCalendarDate,
  isMonth,
  monthDays,
  seoulDate as seoulDateOf,
  seoulDayEnd,
  seoulDayStart,
  shiftMonth,
} from './index'

describe('Seoul days', () => {
  it('reads the Seoul date of an instant, nine hours ahead of UTC', () => {
    expect(seoulDateOf(new Date('2026-06-30T14:59:59Z'))).toBe('2026-06-30')
    expect(seoulDateOf(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01')
  })

  it('gives a day its Seoul midnight bounds', () => {
    expect(seoulDayStart('2026-07-01').toISOString()).toBe('2026-06-30T15:00:00.000Z')
    expect(seoulDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z')
  })

  it('accepts only real days and months', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-6-1')).toBe(false)
    expect(isMonth('2026-12')).toBe(true)
    expect(isMonth('2026-13')).toBe(false)
    expect(isMonth('2026-1')).toBe(false)
  })

  it('walks months across the year', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })
})
