import { touchesMonth, type DateSpan } from '@domain/schedule/months'

/** The tournaments a month and a status filter keep (the month as the server counts it: any day in it). */
export function filterSchedule<T extends DateSpan & { status: number }>(
  items: readonly T[],
  year: number,
  month?: number,
  status?: number,
): T[] {
  return items.filter(
    (g) => (month === undefined || touchesMonth(g, year, month)) && (status === undefined || g.status === status),
  )
}

/** The month a calendar opens on: the one asked for, else today's in the current season, else the first with a game. */
export function calendarMonth(
  year: number,
  asked: number | undefined,
  today: string,
  counts: readonly { month: number; count: number }[],
): number {
  if (asked !== undefined) return asked
  if (Number(today.slice(0, 4)) === year) return Number(today.slice(5, 7))
  return counts.find((c) => c.count > 0)?.month ?? 1
}

/** Tournaments grouped under the month they start in, in order. */
export function byStartMonth<T extends DateSpan>(items: readonly T[]): Array<{ key: string; items: T[] }> {
  const groups: Array<{ key: string; items: T[] }> = []
  for (const item of items) {
    const key = item.startDate.slice(0, 7)
    const last = groups.at(-1)
    if (last?.key === key) last.items.push(item)
    else groups.push({ key, items: [item] })
  }
  return groups
}
