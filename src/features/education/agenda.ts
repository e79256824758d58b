/**
 * The month's sessions as an agenda grouped by day, the calendar's companion below the grid (and what a
 * phone reads, where the grid's bars are only coloured strips). A session that began in the month before
 * is listed under the month's first day, marked as continuing.
 */
import type { DateSpan } from '@domain/schedule/months'
import { monthDays } from '@domain/time'

export interface AgendaEntry<T> {
  item: T
  /** Began before the month: listed under its first day. */
  continuing: boolean
}

export interface AgendaDay<T> {
  date: string
  entries: AgendaEntry<T>[]
}

export function agendaDays<T extends DateSpan>(items: readonly T[], month: string): AgendaDay<T>[] {
  const { first, last } = monthDays(month)
  const byDay = new Map<string, AgendaEntry<T>[]>()
  const ordered = [...items].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate),
  )
  for (const item of ordered) {
    if (item.endDate < first || item.startDate > last) continue
    const continuing = item.startDate < first
    const day = continuing ? first : item.startDate
    const entries = byDay.get(day) ?? []
    entries.push({ item, continuing })
    byDay.set(day, entries)
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, entries]) => ({ date, entries }))
}
