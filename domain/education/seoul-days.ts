/**
 * Seoul calendar days and months as instants (Asia/Seoul is UTC+9 all year, no daylight saving), so that
 * filters by day or month follow the association's calendar, not the server's or the reader's: an event
 * starting at 00:30 on 1 July in Seoul (15:30 UTC on 30 June) belongs to July.
 */

const SEOUL_OFFSET_MS = 9 * 3_600_000
const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of an instant in Seoul. */
export const seoulDateOf = (instant: Date): string =>
  new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)

/** The instant a Seoul day ('YYYY-MM-DD') begins. */
export const seoulDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS)

/** The instant the Seoul day after `date` begins (the exclusive end of `date`). */
export const seoulDayEnd = (date: string): Date => new Date(seoulDayStart(date).getTime() + DAY_MS)

/** A real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value
}

/** A month written 'YYYY-MM' (years 2000-2099). */
export const isMonth = (value: string): boolean => /^20\d{2}-(0[1-9]|1[0-2])$/.test(value)

/** First and last Seoul day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number)
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10)
  return { first: `${month}-01`, last }
}

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y!, m! - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}
