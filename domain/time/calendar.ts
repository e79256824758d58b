/**
 * Calendar days ('YYYY-MM-DD'), months ('YYYY-MM') and wall-clock times ('HH:MM') as plain values, with no
 * instant and so no time zone: a Seoul day is just a day. Days are read as UTC midnights only to count them.
 */
import { DAY_MS } from './zone'

const two = (n: number) => String(n).padStart(2, '0')
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`)
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = utcDay(value)
  return !Number.isNaN(ms) && isoDay(ms) === value
}

/** A month written 'YYYY-MM' (years 2000-2099). */
export const isMonth = (value: string): boolean => /^20\d{2}-(0[1-9]|1[0-2])$/.test(value)

/** The day `days` after (or before, when negative) a day. */
export const addDays = (date: string, days: number): string => isoDay(utcDay(date) + days * DAY_MS)

/** Whole days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS)

export const yearOf = (date: string): number => Number(date.slice(0, 4))
export const monthOf = (date: string): number => Number(date.slice(5, 7))

/** 'YYYYMMDD', the compact form forms and receipt numbers use. */
export const compactDate = (date: string): string => date.replaceAll('-', '')

/** First and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number)
  return { first: `${month}-01`, last: isoDay(Date.UTC(y!, m!, 0)) }
}

/** The month `by` months before or after 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7)
}

/** First and last day of the half-year (January-June or July-December) a day falls in: dues are billed so. */
export function halfYearDays(date: string): { first: string; last: string } {
  const y = yearOf(date)
  return monthOf(date) <= 6 ? { first: `${y}-01-01`, last: `${y}-06-30` } : { first: `${y}-07-01`, last: `${y}-12-31` }
}

/** The last day of the year after a day's year: how long an event's results count, for example. */
export const lastDayOfYearAfter = (date: string): string => `${yearOf(date) + 1}-12-31`

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** 'HH:MM' of minutes since midnight. */
export const hhmm = (minutes: number): string => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
