import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  seoulClock,
  seoulClockSeconds,
  seoulDate,
  seoulDateAfter,
  seoulDateTime,
  seoulDayEnd,
  seoulDayStart,
  seoulHalfYearSpan,
  seoulInstant,
  seoulMonthSpan,
  seoulParts,
  seoulYear,
} from './instants'

// The oracle: Intl with the IANA zone, independent of the module's fixed offset.
const oracle = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
})
function intlSeoul(ms: number) {
  const parts = Object.fromEntries(oracle.formatToParts(ms).map((p) => [p.type, p.value]))
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
  }
}

const MIN = Date.UTC(1990, 0, 1)
const MAX = Date.UTC(2100, 0, 1)
const anyInstant = fc.integer({ min: MIN, max: MAX })
/** Instants within two minutes of Seoul midnight (15:00 UTC), where the date turns over. */
const nearMidnight = fc
  .tuple(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -120_000, max: 120_000 }))
  .map(([day, delta]) => Date.UTC(1990, 0, 1, 15) + day * 86_400_000 + delta)
/** Instants within a day of a Seoul new year. */
const nearNewYear = fc
  .tuple(fc.integer({ min: 1990, max: 2099 }), fc.integer({ min: -86_400_000, max: 86_400_000 }))
  .map(([year, delta]) => Date.UTC(year, 0, 1) - 9 * 3_600_000 + delta)
const someInstant = fc.oneof(anyInstant, nearMidnight, nearNewYear)

describe('an instant on the Seoul calendar', () => {
  it('turns the date over at 15:00 UTC', () => {
    expect(seoulDate(new Date('2026-06-30T14:59:59.999Z'))).toBe('2026-06-30')
    expect(seoulDate(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01')
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01')
    expect(seoulYear(new Date('2026-12-31T14:59:59Z'))).toBe(2026)
    expect(seoulYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027)
    expect(seoulClock(new Date('2026-11-23T15:04:05Z'))).toBe('00:04')
    expect(seoulClockSeconds(new Date('2026-11-23T05:07:09Z'))).toBe('14:07:09')
    expect(seoulDateTime(new Date('2026-06-15T22:00:00.000Z'))).toBe('2026-06-16 07:00')
  })

  it('agrees with Intl on the date, time and weekday of any instant', () => {
    fc.assert(
      fc.property(someInstant, (ms) => {
        const want = intlSeoul(ms)
        expect(seoulDate(ms)).toBe(want.date)
        expect(seoulClockSeconds(ms)).toBe(want.time)
        expect(seoulClock(new Date(ms))).toBe(want.time.slice(0, 5))
        expect(seoulYear(ms)).toBe(Number(want.date.slice(0, 4)))
        const parts = seoulParts(new Date(ms).toISOString())
        expect(parts.date).toBe(want.date)
        expect(parts.weekday).toBe(want.weekday)
      }),
      { numRuns: 2000 },
    )
  })

  it('takes today from the current time by default', () => {
    const before = seoulDate(Date.now())
    const today = seoulDate()
    expect([before, seoulDate(Date.now())]).toContain(today)
  })
})

describe('Seoul days and wall-clock times as instants', () => {
  it('starts and ends a day at Seoul midnight', () => {
    expect(seoulDayStart('2026-07-01').toISOString()).toBe('2026-06-30T15:00:00.000Z')
    expect(seoulDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z')
    expect(seoulInstant('2026-05-01', '10:00').toISOString()).toBe('2026-05-01T01:00:00.000Z')
    expect(seoulInstant('2026-05-01', '07:30:15').toISOString()).toBe('2026-04-30T22:30:15.000Z')
  })

  it('round-trips: the instant of a day and time reads back as that day and time', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000))
    const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    fc.assert(
      fc.property(day, clock, (d, [h, m]) => {
        const date = d.toISOString().slice(0, 10)
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
        const at = seoulInstant(date, time)
        expect(seoulDate(at)).toBe(date)
        expect(seoulClock(at)).toBe(time)
        expect(intlSeoul(at.getTime()).date).toBe(date)
      }),
    )
  })

  it('puts every instant inside its own Seoul day, and that day lasts 24 hours', () => {
    fc.assert(
      fc.property(someInstant, (ms) => {
        const date = seoulDate(ms)
        expect(seoulDayStart(date).getTime()).toBeLessThanOrEqual(ms)
        expect(seoulDayEnd(date).getTime()).toBeGreaterThan(ms)
        expect(seoulDayEnd(date).getTime() - seoulDayStart(date).getTime()).toBe(86_400_000)
        expect(seoulDate(seoulDayEnd(date))).toBe(seoulDateAfter(ms, 1))
      }),
    )
  })

  it('spans months and half-years in Seoul time', () => {
    const feb = seoulMonthSpan('2028-02')
    expect(feb.start.toISOString()).toBe('2028-01-31T15:00:00.000Z')
    expect(feb.end.toISOString()).toBe('2028-02-29T15:00:00.000Z')
    // 23:30 on 30 June in Seoul is still the first half; 00:30 on 1 July is the second.
    const first = seoulHalfYearSpan(new Date('2026-06-30T14:30:00Z'))
    expect(first.start.toISOString()).toBe('2025-12-31T15:00:00.000Z')
    expect(first.end.toISOString()).toBe('2026-06-30T15:00:00.000Z')
    const second = seoulHalfYearSpan(new Date('2026-06-30T15:30:00Z'))
    expect(second.start.toISOString()).toBe('2026-06-30T15:00:00.000Z')
    expect(second.end.toISOString()).toBe('2026-12-31T15:00:00.000Z')
  })

  it('puts every instant inside its own month and half-year', () => {
    fc.assert(
      fc.property(someInstant, (ms) => {
        const month = seoulMonthSpan(seoulDate(ms).slice(0, 7))
        const half = seoulHalfYearSpan(ms)
        for (const span of [month, half]) {
          expect(span.start.getTime()).toBeLessThanOrEqual(ms)
          expect(span.end.getTime()).toBeGreaterThan(ms)
          expect(seoulClock(span.start)).toBe('00:00')
        }
      }),
    )
  })
})
