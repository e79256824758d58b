/**
 * The schedule's URL state (decision 0027): tour, season, month, status and view. Plain TypeScript
 * (no zod) because the route's validator lands in the portal's entry chunk.
 */
import { FIRST_SEARCHABLE_YEAR } from '@domain/seasons'

export const SCHEDULE_TOUR_IDS = [11, 12, 13, 20, 54, 75] as const
export const SCHEDULE_STATUSES = [1, 2, 3, 4, 9] as const
export const SCHEDULE_VIEWS = ['list', 'calendar'] as const

export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number]
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number]

export interface ScheduleSearch {
  tourId: number
  /** Absent: the current season. */
  year?: number
  /** 1-12; absent: every month (the list) or the month of today (the calendar). */
  month?: number
  status?: ScheduleStatus
  view: ScheduleView
}

const intIn = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

/** Broken values fall back quietly; a season before 2013 is not searchable and becomes the current one. */
export function parseScheduleSearch(search: Record<string, unknown>, tourId: number): ScheduleSearch {
  const result: ScheduleSearch = { tourId, view: search.view === 'calendar' ? 'calendar' : 'list' }
  const year = intIn(search.year, FIRST_SEARCHABLE_YEAR, 2100)
  const month = intIn(search.month, 1, 12)
  const status = intIn(search.status, 1, 9)
  if (year !== undefined) result.year = year
  if (month !== undefined) result.month = month
  if (status !== undefined && (SCHEDULE_STATUSES as readonly number[]).includes(status))
    result.status = status as ScheduleStatus
  return result
}
