import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCalendarDay, formatSeoulMoment, seoulFormatter } from './format'

describe('Seoul days and times in Korean and English', () => {
  it('writes a day with or without weekday and year', () => {
    expect(formatCalendarDay('2026-11-25', 'ko')).toBe('2026.11.25')
    expect(formatCalendarDay('2026-11-25', 'en')).toBe('25 Nov 2026')
    expect(formatCalendarDay('2026-12-07', 'ko', { weekday: true })).toBe('2026.12.07(월)')
    expect(formatCalendarDay('2026-12-07', 'en', { weekday: true })).toBe('Mon 7 Dec 2026')
    expect(formatCalendarDay('2026-12-07', 'ko', { weekday: true, year: false })).toBe('12.07(월)')
    expect(formatCalendarDay('2026-12-07', 'en', { weekday: true, year: false })).toBe('Mon 7 Dec')
  })

  it('writes an instant in Seoul time whatever the machine’s zone', () => {
    // 15:30 UTC on 24 November is 00:30 on 25 November in Seoul.
    expect(formatSeoulMoment('2026-11-24T15:30:00Z', 'ko')).toBe('2026.11.25 00:30')
    expect(formatSeoulMoment('2026-11-24T15:30:00Z', 'en')).toBe('25 Nov 2026, 00:30')
    expect(formatSeoulMoment(new Date('2026-12-07T05:00:00Z'), 'ko', { weekday: true })).toBe('2026.12.07(월) 14:00')
  })

  it('names the same day, month and weekday as Intl in Seoul', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Seoul',
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    })
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]))
        const ours = formatSeoulMoment(ms, 'en', { weekday: true }).split(',')[0]
        expect(ours).toBe(`${p.weekday} ${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year}`)
      }),
      { numRuns: 500 },
    )
  })

  it('gives Intl’s wording in Seoul time for each language, one formatter per kind', () => {
    const day = { year: 'numeric', month: 'long', day: 'numeric' } as const
    const at = new Date('2026-12-22T15:00:00Z')
    expect(seoulFormatter('ko', day).format(at)).toBe('2026년 12월 23일')
    expect(seoulFormatter('en', day).format(at)).toBe('23 December 2026')
    expect(seoulFormatter('ko', day)).toBe(seoulFormatter('ko', { ...day }))
  })
})
