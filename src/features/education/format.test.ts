import { describe, expect, it } from 'vitest'
import { lastMomentToApply, momentRange, monthTitle, sessionSpan } from './format'

describe('education formats, in Seoul time', () => {
  it('prints a one-day session with its hours and a longer one with both ends, the year once', () => {
    // 14:00-18:00 Seoul on Monday 7 December 2026, whatever the machine's zone.
    expect(sessionSpan('2026-12-07T05:00:00Z', '2026-12-07T09:00:00Z', 'ko')).toBe('2026.12.07(월) 14:00–18:00')
    expect(sessionSpan('2026-12-07T05:00:00Z', '2026-12-07T09:00:00Z', 'en')).toBe('Mon 7 Dec 2026, 14:00–18:00')
    expect(sessionSpan('2026-11-25T04:00:00Z', '2026-11-27T03:00:00Z', 'ko')).toBe(
      '2026.11.25(수) 13:00 – 11.27(금) 12:00',
    )
    expect(sessionSpan('2026-12-31T01:00:00Z', '2027-01-01T08:00:00Z', 'en')).toBe(
      'Thu 31 Dec 2026, 10:00 – Fri 1 Jan 2027, 17:00',
    )
  })

  it('counts a session that starts after 15:00 UTC on the next Seoul day', () => {
    expect(sessionSpan('2026-06-30T15:30:00Z', '2026-06-30T17:00:00Z', 'en')).toBe('Wed 1 Jul 2026, 00:30–02:00')
  })

  it('shows a window closing at midnight as its last minute, 23:59 of the day before', () => {
    const until = lastMomentToApply('2026-12-09T15:00:00.000Z')
    expect(momentRange('2026-11-11T01:00:00.000Z', until, 'ko')).toEqual(['2026.11.11(수) 10:00', '12.09(수) 23:59'])
    expect(momentRange('2026-11-11T01:00:00.000Z', until, 'en')).toEqual(['Wed 11 Nov, 10:00', 'Wed 9 Dec 2026, 23:59'])
    // A window closing at 16:00 is shown as it is.
    expect(lastMomentToApply('2026-12-09T07:00:00.000Z')).toBe('2026-12-09T07:00:00.000Z')
  })

  it('names a month in both languages', () => {
    expect(monthTitle('2026-11', 'ko')).toBe('2026년 11월')
    expect(monthTitle('2026-11', 'en')).toBe('November 2026')
  })
})
