import { z } from 'zod'
import { FIRST_SEARCHABLE_YEAR } from '@domain/seasons'
import { gameSummarySchema, tourIdSchema } from './game'
import { gameStatusCodeSchema } from './leaderboard'

/**
 * `GET /api/game/schedule` (docs/requirements/tours-and-records.md#tr-7): one tour's whole season for the schedule
 * page, with what its filters offer: the searchable seasons (25 years back, none before 2013) and how
 * many tournaments each month and each status holds. A season is a few dozen events, so no paging.
 */

export const scheduleQuerySchema = z.object({
  tourId: tourIdSchema.default(11),
  year: z.coerce
    .number()
    .int()
    .min(FIRST_SEARCHABLE_YEAR, `Data before ${FIRST_SEARCHABLE_YEAR} is not searchable`)
    .max(2999)
    .optional()
    .describe(`Season; defaults to the current one (Asia/Seoul). Before ${FIRST_SEARCHABLE_YEAR}: 400`),
})

export const scheduleMonthCountSchema = z
  .object({ month: z.number().int().min(1).max(12), count: z.number().int().nonnegative() })
  .meta({ id: 'ScheduleMonthCount' })

export const scheduleStatusCountSchema = z
  .object({ status: gameStatusCodeSchema, count: z.number().int().nonnegative() })
  .meta({ id: 'ScheduleStatusCount' })

export const scheduleSchema = z
  .object({
    tourId: z.number().int().positive(),
    year: z.number().int(),
    years: z
      .array(z.number().int())
      .describe(
        `Seasons of the tour with games, newest first: 25 years back at most, none before ${FIRST_SEARCHABLE_YEAR}`,
      ),
    months: z
      .array(scheduleMonthCountSchema)
      .describe('Twelve entries; a tournament counts in every month of the season it touches'),
    statuses: z.array(scheduleStatusCountSchema).describe('One entry per status code 1, 2, 3, 4, 9'),
    items: z.array(gameSummarySchema).describe('Every game of the season, by start date then id'),
  })
  .meta({ id: 'Schedule' })

export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>
export type ScheduleDto = z.infer<typeof scheduleSchema>
