/**
 * The month grid of the calendars (season schedule, education schedule): weeks from Sunday to Saturday (as Korean
 * calendars print them), and each item (a tournament, a training session) as a bar per week it runs in, clipped to the
 * week, with lanes so that items on the same days stack instead of overlapping. Dates are Seoul calendar days
 * ('YYYY-MM-DD'); the arithmetic runs on UTC midnights so the reader's own time zone never shifts a day.
 */
import type { DateSpan } from '@domain/schedule/months'

export interface CalendarDay {
  date: string
  day: number
  inMonth: boolean
  today: boolean
}

export interface CalendarBar<T> {
  item: T
  /** Column of the first day shown in this week, 0 = Sunday. */
  column: number
  /** Days shown in this week (1-7). */
  span: number
  lane: number
  /** The item began in an earlier week or ends in a later one (the bar's edge is cut). */
  continuesBefore: boolean
  continuesAfter: boolean
}

export interface CalendarWeek<T> {
  days: CalendarDay[]
  bars: CalendarBar<T>[]
  lanes: number
}

const DAY_MS = 86_400_000
const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function monthGrid<T extends DateSpan>(
  year: number,
  month: number,
  items: readonly T[],
  today: string,
): CalendarWeek<T>[] {
  const first = Date.UTC(year, month - 1, 1)
  const last = Date.UTC(year, month, 0)
  const gridStart = first - new Date(first).getUTCDay() * DAY_MS
  const gridEnd = last + (6 - new Date(last).getUTCDay()) * DAY_MS
  const ordered = [...items].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || b.endDate.localeCompare(a.endDate),
  )
  const weeks: CalendarWeek<T>[] = []
  for (let weekStart = gridStart; weekStart <= gridEnd; weekStart += 7 * DAY_MS) {
    const weekEnd = weekStart + 6 * DAY_MS
    const days = Array.from({ length: 7 }, (_, i) => {
      const ms = weekStart + i * DAY_MS
      const date = toIso(ms)
      return { date, day: new Date(ms).getUTCDate(), inMonth: ms >= first && ms <= last, today: date === today }
    })
    const laneEnds: number[] = []
    const bars: CalendarBar<T>[] = []
    for (const item of ordered) {
      const start = toMs(item.startDate)
      const end = Math.max(start, toMs(item.endDate))
      if (end < weekStart || start > weekEnd) continue
      const from = Math.max(start, weekStart)
      const to = Math.min(end, weekEnd)
      const column = (from - weekStart) / DAY_MS
      let lane = laneEnds.findIndex((taken) => taken < column)
      if (lane === -1) lane = laneEnds.length
      const span = (to - from) / DAY_MS + 1
      laneEnds[lane] = column + span - 1
      bars.push({ item, column, span, lane, continuesBefore: start < weekStart, continuesAfter: end > weekEnd })
    }
    weeks.push({ days, bars, lanes: laneEnds.length })
  }
  return weeks
}
