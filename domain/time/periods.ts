/**
 * Periods the rules are written in: windows from a wall-clock time on one Seoul day to one on another, "until
 * the end of the year after", and durations counted in hours. Every window is half-open, [opensAt, closesAt):
 * open from its first second, closed at its closing second.
 */
import { lastDayOfYearAfter } from './calendar'
import { seoulDayEnd, seoulInstant } from './instants'
import { epochMs, HOUR_MS, type Instant } from './zone'

export interface Window {
  opensAt: Date
  closesAt: Date
}

/** Tournament applications open at 10:00 on the start date (docs/requirements/tournament-applications.md#app-3). */
export const APPLICATION_OPENS = '10:00'
/** … and close at 16:00 on the closing date. */
export const APPLICATION_CLOSES = '16:00'

/** From `opens` Seoul time on `startDate` to `closes` on `endDate`; by default the application hours. */
export function seoulWindow(
  startDate: string,
  endDate: string,
  opens = APPLICATION_OPENS,
  closes = APPLICATION_CLOSES,
): Window {
  return { opensAt: seoulInstant(startDate, opens), closesAt: seoulInstant(endDate, closes) }
}

/** Whether `now` is inside a window. */
export const isWithin = (window: Window, now: Instant): boolean => {
  const t = epochMs(now)
  return window.opensAt.getTime() <= t && t < window.closesAt.getTime()
}

/** The exclusive end of the year after a Seoul day's year: 00:00 on 1 January two years on, Seoul time. */
export const endOfYearAfter = (date: string): Date => seoulDayEnd(lastDayOfYearAfter(date))

/** The instant `hours` after another, e.g. a 168-hour restore window (docs/requirements/community.md#com-12). */
export const hoursAfter = (instant: Instant, hours: number): Date => new Date(epochMs(instant) + hours * HOUR_MS)

/** Whether `now` is less than `hours` after `since`. */
export const withinHours = (since: Instant, now: Instant, hours: number): boolean => {
  const [s, t] = [epochMs(since), epochMs(now)]
  return t >= s && t < s + hours * HOUR_MS
}
