import { z } from 'zod'
import { gameSummarySchema, tourIdSchema } from './game'

/** Calendar calls of a tour: seasons with games, the current game, games in progress, rounds of a game. */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD')

export const tourYearParamsSchema = z.object({ tour: tourIdSchema })
export const yearListQuerySchema = z.object({ tourId: tourIdSchema.optional() })
export const yearListSchema = z
  .object({
    tourId: z.number().int().nullable(),
    years: z.array(z.number().int()).describe('Seasons with games, newest first, at most 25 years back'),
  })
  .meta({ id: 'GameYears' })

export const currentGameQuerySchema = z.object({ tourId: tourIdSchema.optional() })
/** The current-game answer (docs/requirements/tours-and-records.md#tr-4): tourId, gameId, apcYear. */
export const currentGameSchema = z
  .object({
    tourId: z.number().int().positive(),
    gameId: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('In progress, else next upcoming, else latest completed; null when the tour has no game'),
    apcYear: z.number().int().nullable().describe("The game's season"),
  })
  .meta({ id: 'CurrentGame' })

export const tourFilterQuerySchema = z.object({ tourId: tourIdSchema.optional() })
export const ongoingGamesSchema = z.array(gameSummarySchema).describe('Games in progress, main tours first')

export const liveBoardGameSchema = z
  .object({
    tourId: z.number().int().nullable(),
    gameId: z.number().int().positive().nullable().describe('The game whose live leaderboard is on; null when none'),
    game: gameSummarySchema.nullable(),
  })
  .meta({ id: 'LiveBoardGame' })

export const gameRoundSchema = z
  .object({
    round: z.number().int().positive(),
    date: isoDate,
    status: z.enum(['planned', 'playing', 'complete']),
  })
  .meta({ id: 'GameRound' })

export const gameRoundsSchema = z
  .object({ gameId: z.number().int(), currentRound: z.number().int().nonnegative(), rounds: z.array(gameRoundSchema) })
  .meta({ id: 'GameRounds' })

export type CurrentGameDto = z.infer<typeof currentGameSchema>
export type LiveBoardGameDto = z.infer<typeof liveBoardGameSchema>
export type GameRoundsDto = z.infer<typeof gameRoundsSchema>
export type YearListDto = z.infer<typeof yearListSchema>
