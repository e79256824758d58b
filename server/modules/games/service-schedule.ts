import type { ScheduleDto, ScheduleQuery } from '@contract/game-schedule'
import { monthsTouched } from '@domain/schedule/months'
import { earliestListedYear } from '@domain/seasons'
import { normalizeTourId } from '@domain/tours'
import type { AppDb } from '../../db/database'
import { seasonsWithGames } from './repository-calendar'
import { byStartDate, gameFilter, selectGames, summaries } from './repository-games'
import { seoulYear } from '@domain/time'

const STATUS_CODES = [1, 2, 3, 4, 9] as const

/**
 * One tour's season for the schedule page, with the counts its month and status filters show. The
 * filtering itself happens in the browser over this one answer (switching filters needs no call).
 */
export async function schedule(db: AppDb, q: ScheduleQuery, now = new Date()): Promise<ScheduleDto> {
  const tourId = normalizeTourId(q.tourId)
  const current = seoulYear(now)
  const year = q.year ?? current
  const [rows, years] = await Promise.all([
    selectGames(db, gameFilter({ tourId, year }), byStartDate),
    seasonsWithGames(db, earliestListedYear(current), tourId),
  ])
  const items = await summaries(db, rows)
  const monthCounts = new Array<number>(12).fill(0)
  for (const game of items) for (const m of monthsTouched(game, year)) monthCounts[m - 1]! += 1
  return {
    tourId,
    year,
    years,
    months: monthCounts.map((count, i) => ({ month: i + 1, count })),
    statuses: STATUS_CODES.map((status) => ({ status, count: items.filter((g) => g.status === status).length })),
    items,
  }
}
