/**
 * Seoul days and times as the portal writes them in Korean and English: "2026.12.07(월) 14:00" and
 * "Mon 7 Dec 2026, 14:00". Written by hand rather than with Intl, whose first formatter with a time zone loads
 * the zone data (~120 ms on a throttled phone's first paint) and whose wording changes with ICU versions;
 * `seoulFormatter` is there for the places that want Intl's long wording in the reader's language.
 */
import { seoulParts } from './instants'
import { type Instant, SEOUL_TIME_ZONE } from './zone'

export const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
export const KO_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토']

const two = (n: number) => String(n).padStart(2, '0')

export interface DayStyle {
  /** With the weekday: "(월)" after a Korean day, "Mon " before an English one. */
  weekday?: boolean
  /** With the year (the default); ranges within one year write it once. */
  year?: boolean
}

/** A calendar day 'YYYY-MM-DD': "2026.11.25" / "25 Nov 2026", with the weekday "2026.11.25(수)" / "Wed 25 Nov 2026". */
export function formatCalendarDay(date: string, locale: string, style: DayStyle = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const withYear = style.year ?? true
  const weekday = style.weekday ? new Date(Date.UTC(y, m - 1, d)).getUTCDay() : -1
  if (locale === 'en') {
    return `${weekday >= 0 ? `${EN_WEEKDAYS[weekday]} ` : ''}${d} ${EN_MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`
  }
  return `${withYear ? `${y}.` : ''}${two(m)}.${two(d)}${weekday >= 0 ? `(${KO_WEEKDAYS[weekday]})` : ''}`
}

/** An instant's Seoul day and time: "2026.11.25 19:30" / "25 Nov 2026, 19:30" (with `style` as for days). */
export function formatSeoulMoment(instant: Instant, locale: string, style: DayStyle = {}): string {
  const p = seoulParts(instant)
  return `${formatCalendarDay(p.date, locale, style)}${locale === 'en' ? ',' : ''} ${p.time}`
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * Intl's wording of Seoul time in the reader's language (en-GB for English, ko-KR otherwise), for long forms
 * such as "2026년 12월 23일". Cached per language and options.
 */
export function seoulFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === 'en' ? 'en-GB' : 'ko-KR'
  const key = `${tag}:${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: SEOUL_TIME_ZONE })
    formatters.set(key, formatter)
  }
  return formatter
}
