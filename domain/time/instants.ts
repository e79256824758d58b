/**
 * Instants and Seoul calendar days: which Seoul day and time an instant falls on, and when a Seoul day, month,
 * half-year or wall-clock time begins. Filters by day or month follow the association's calendar, not the
 * server's or the reader's: an event at 00:30 on 1 July in Seoul (15:30 UTC on 30 June) belongs to July.
 */
import { addDays, halfYearDays, monthDays } from './calendar'
import { DAY_MS, type Instant, onSeoulWall, SEOUL_OFFSET_MS } from './zone'

const two = (n: number) => String(n).padStart(2, '0')
const wall = (instant: Instant) => onSeoulWall(instant).toISOString()

/** 'YYYY-MM-DD' of an instant in Seoul; by default today's business date. */
export const seoulDate = (instant: Instant = Date.now()): string => wall(instant).slice(0, 10)

/** The Seoul year of an instant; by default the current one. */
export const seoulYear = (instant: Instant = Date.now()): number => Number(wall(instant).slice(0, 4))

/** 'HH:MM' of an instant on the Seoul wall clock. */
export const seoulClock = (instant: Instant): string => wall(instant).slice(11, 16)

/** 'HH:MM:SS' of an instant on the Seoul wall clock. */
export const seoulClockSeconds = (instant: Instant): string => wall(instant).slice(11, 19)

/** 'YYYY-MM-DD HH:MM' of an instant in Seoul. */
export const seoulDateTime = (instant: Instant): string => `${seoulDate(instant)} ${seoulClock(instant)}`

export interface SeoulParts {
  y: number
  m: number
  d: number
  /** 0 Sunday … 6 Saturday. */
  weekday: number
  /** 'HH:MM'. */
  time: string
  /** 'YYYY-MM-DD'. */
  date: string
}

/** An instant's Seoul calendar fields. */
export function seoulParts(instant: Instant): SeoulParts {
  const t = onSeoulWall(instant)
  const [y, m, d] = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()]
  const time = `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`
  return { y, m, d, weekday: t.getUTCDay(), time, date: `${y}-${two(m)}-${two(d)}` }
}

/** The instant of a Seoul wall-clock time ('HH:MM' or 'HH:MM:SS') on a Seoul day. */
export const seoulInstant = (date: string, time: string): Date =>
  new Date(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`) - SEOUL_OFFSET_MS)

/** The instant a Seoul day begins (00:00 there). */
export const seoulDayStart = (date: string): Date => seoulInstant(date, '00:00')

/** The instant the Seoul day after `date` begins: the exclusive end of `date`. */
export const seoulDayEnd = (date: string): Date => new Date(seoulDayStart(date).getTime() + DAY_MS)

/** A Seoul month 'YYYY-MM' as instants: its first moment and the first moment of the next month. */
export function seoulMonthSpan(month: string): { start: Date; end: Date } {
  const { first, last } = monthDays(month)
  return { start: seoulDayStart(first), end: seoulDayEnd(last) }
}

/** The Seoul half-year an instant falls in, as instants: [start, end). */
export function seoulHalfYearSpan(instant: Instant): { start: Date; end: Date } {
  const { first, last } = halfYearDays(seoulDate(instant))
  return { start: seoulDayStart(first), end: seoulDayEnd(last) }
}

/** The Seoul day `days` after an instant's Seoul day. */
export const seoulDateAfter = (instant: Instant, days: number): string => addDays(seoulDate(instant), days)
