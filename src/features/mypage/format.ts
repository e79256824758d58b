/** Dates as a Korean member reads them: in Seoul time, whatever the device's zone. */
import { seoulFormatter } from '@domain/time'

const formatter = (locale: string, withTime: boolean): Intl.DateTimeFormat =>
  seoulFormatter(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  })

/** "2026년 12월 23일" / "23 December 2026"; an unreadable date stays as the server sent it. */
export function formatDay(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return Number.isNaN(date.getTime()) ? String(iso) : formatter(locale, false).format(date)
}

/** Day and time (24-hour), for the last login. */
export function formatDayTime(iso: string, locale: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(locale, true).format(date)
}
