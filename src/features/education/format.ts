/**
 * How education sessions print: instants shown in Asia/Seoul whatever the reader's clock says, from the one
 * Seoul clock (@domain/time), so the page and its tests agree on every machine.
 */
import { daysBetween, formatCalendarDay, formatSeoulMoment, seoulDate, seoulParts } from '@domain/time'

/**
 * A Seoul day with its weekday: "2026.12.07(월)" / "Mon 7 Dec 2026". Without the year ("12.07(월)" /
 * "Mon 7 Dec") for the first end of a range within one year, as Korean and English ranges are written.
 */
export const seoulDay = (iso: string, locale: string, withYear = true): string =>
  formatCalendarDay(seoulDate(iso), locale, { weekday: true, year: withYear })

/** A Seoul day and time: "2026.12.07(월) 14:00" / "Mon 7 Dec 2026, 14:00". */
export const seoulDateTime = (iso: string, locale: string, withYear = true): string =>
  formatSeoulMoment(iso, locale, { weekday: true, year: withYear })

/**
 * Two moments as a range, the year written once when both fall in it: "2026.10.02(금) 10:00 ~ 10.30(금) 23:59"
 * in Korean (the year leads), "Fri 2 Oct, 10:00 – Fri 30 Oct 2026, 23:59" in English (the year closes).
 */
export function momentRange(from: string, to: string, locale: string): [string, string] {
  const sameYear = seoulParts(from).y === seoulParts(to).y
  if (!sameYear) return [seoulDateTime(from, locale), seoulDateTime(to, locale)]
  return locale === 'en'
    ? [seoulDateTime(from, locale, false), seoulDateTime(to, locale)]
    : [seoulDateTime(from, locale), seoulDateTime(to, locale, false)]
}

/** When a session runs: one day with its hours, or first and last day with their times. */
export function sessionSpan(startsAt: string, endsAt: string, locale: string): string {
  const a = seoulParts(startsAt)
  const b = seoulParts(endsAt)
  if (a.date === b.date) return `${seoulDay(startsAt, locale)}${locale === 'en' ? ',' : ''} ${a.time}–${b.time}`
  const [from, to] = momentRange(startsAt, endsAt, locale)
  return `${from} – ${to}`
}

/** The hours of a one-day session ("14:00–18:00"), for places that already name the day. */
export function seoulHours(startsAt: string, endsAt: string): string {
  return `${seoulParts(startsAt).time}–${seoulParts(endsAt).time}`
}

/**
 * The last moment to apply, as people read it: a window closing at midnight Seoul is shown as 23:59 of
 * the day before ("until 13 June, 23:59"), not as 00:00 of a day on which one can no longer apply.
 */
export function lastMomentToApply(applyClosesAt: string): string {
  const ms = Date.parse(applyClosesAt)
  return seoulParts(applyClosesAt).time === '00:00' ? new Date(ms - 60_000).toISOString() : applyClosesAt
}

/** How many Seoul days a session runs on (1 for a one-day session). */
export const daysOf = (startDate: string, endDate: string): number => daysBetween(startDate, endDate) + 1

/** A month's title: "2026년 11월" / "November 2026". */
export function monthTitle(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number)
  return locale === 'en'
    ? `${new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, 15))} ${y}`
    : `${y}년 ${m}월`
}

/** Paragraphs of a plain-text body: blank lines split them, single newlines stay as line breaks. */
export function paragraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((l) => l.trim() !== ''))
}
