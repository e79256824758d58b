import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar'
import { seoulDate } from './instants'
import { endOfYearAfter, hoursAfter, isWithin, seoulWindow, withinHours } from './periods'

describe('windows on Seoul days', () => {
  it('opens at 10:00 on the start date and closes at 16:00 on the closing date', () => {
    const w = seoulWindow('2026-04-01', '2026-04-07')
    expect(w.opensAt.toISOString()).toBe('2026-04-01T01:00:00.000Z')
    expect(w.closesAt.toISOString()).toBe('2026-04-07T07:00:00.000Z')
    expect(isWithin(w, new Date('2026-04-01T00:59:59.999Z'))).toBe(false)
    expect(isWithin(w, new Date('2026-04-01T01:00:00Z'))).toBe(true)
    expect(isWithin(w, new Date('2026-04-07T06:59:59.999Z'))).toBe(true)
    expect(isWithin(w, new Date('2026-04-07T07:00:00Z'))).toBe(false)
  })

  it('takes other hours and is open exactly between its two instants', () => {
    const day = fc.integer({ min: 0, max: 30_000 }).map((n) => addDays('2000-01-01', n))
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -3 * 86_400_000, max: 40 * 86_400_000 }),
        (start, len, offset) => {
          const w = seoulWindow(start, addDays(start, len), '09:00', '18:00')
          expect(seoulDate(w.opensAt)).toBe(start)
          expect(seoulDate(w.closesAt)).toBe(addDays(start, len))
          const now = w.opensAt.getTime() + offset
          expect(isWithin(w, now)).toBe(now >= w.opensAt.getTime() && now < w.closesAt.getTime())
        },
      ),
    )
  })
})

describe('the end of the year after', () => {
  it('is Seoul midnight starting the second new year', () => {
    expect(endOfYearAfter('2026-05-03').toISOString()).toBe('2027-12-31T15:00:00.000Z')
    expect(endOfYearAfter('2026-12-31').toISOString()).toBe('2027-12-31T15:00:00.000Z')
    expect(endOfYearAfter('2027-01-01').toISOString()).toBe('2028-12-31T15:00:00.000Z')
    expect(seoulDate(new Date(endOfYearAfter('2026-05-03').getTime() - 1))).toBe('2027-12-31')
  })
})

describe('durations in hours', () => {
  it('keeps a 168-hour window to the millisecond', () => {
    const closed = new Date('2026-03-01T14:30:00Z')
    expect(hoursAfter(closed, 168).toISOString()).toBe('2026-03-08T14:30:00.000Z')
    expect(withinHours(closed, new Date('2026-03-08T14:29:59.999Z'), 168)).toBe(true)
    expect(withinHours(closed, new Date('2026-03-08T14:30:00Z'), 168)).toBe(false)
    expect(withinHours(closed, new Date('2026-03-01T14:29:59Z'), 168)).toBe(false)
  })
})
