import { z } from 'zod'
import { INT4_MAX } from './int4'
import { gameStatusCodeSchema } from './leaderboard'

/**
 * Public game (tournament) calls (docs/requirements/api-conventions.md#api-17): list, detail, year lists, the current
 * game of a tour. Ids in paths and queries arrive as text and are coerced; a non-numeric id answers 400.
 */

export const idSchema = z.coerce.number().int().positive().max(INT4_MAX)
export const gameIdParamsSchema = z.object({ gameId: idSchema.describe('Game (tournament) id') })
export const gameIdQuerySchema = z.object({ gameId: idSchema.describe('Game (tournament) id') })
export const tourIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(999)
  .describe('Tour id (11 main, 12, 13, 20, 54, 75...); 55 and 62 are folded to 54 and 11')
export const yearSchema = z.coerce.number().int().min(1900).max(2999)

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD')

/** A player as every game call names them; ids are players.id. */
export const playerRefSchema = z
  .object({
    playerId: z.number().int().positive(),
    nameKo: z.string(),
    nameEn: z.string().describe('Given name then family name, e.g. "Minjun Kim"'),
    country: z.string().length(3),
  })
  .meta({ id: 'PlayerRef' })

export const courseRefSchema = z
  .object({
    courseId: z.number().int().positive(),
    nameKo: z.string(),
    nameEn: z.string(),
    locationKo: z.string(),
    locationEn: z.string(),
    par: z.number().int(),
    yards: z.number().int(),
  })
  .meta({ id: 'CourseRef' })

export const cutRuleSchema = z
  .object({ afterRound: z.number().int().positive(), top: z.number().int().positive(), ties: z.boolean() })
  .meta({ id: 'CutRule' })

/** The winner of a completed game (the player ranked 1; co-winners list every one). */
export const gameWinnerSchema = playerRefSchema
  .extend({
    toPar: z.number().int().nullable(),
    total: z.number().int().nullable(),
  })
  .meta({ id: 'GameWinner' })

export const gameSummarySchema = z
  .object({
    gameId: z.number().int().positive(),
    tourId: z.number().int().positive(),
    year: z.number().int().describe('Season'),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: isoDate,
    endDate: isoDate,
    course: courseRefSchema.nullable(),
    purseWon: z.number().int().nonnegative(),
    genesisPoints: z
      .number()
      .int()
      .nonnegative()
      .describe("Winner's Genesis points (1300, 1200, 1000, 800), 0 when none"),
    grade: z.string().nullable(),
    format: z.enum(['stroke', 'match']),
    status: gameStatusCodeSchema,
    rounds: z.number().int().positive(),
    currentRound: z.number().int().nonnegative().describe('0 before the start'),
    finished: z.boolean(),
    winners: z.array(gameWinnerSchema).describe('Empty until the game is completed'),
  })
  .meta({ id: 'GameSummary' })

export const gameListQuerySchema = z.object({
  tourId: tourIdSchema.optional(),
  year: yearSchema.optional(),
  month: z.coerce.number().int().min(1).max(12).optional().describe('Month of the start date'),
  status: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 3, 4, 9].includes(n), 'one of 1, 2, 3, 4, 9')
    .optional()
    .describe('1 upcoming, 2 in progress, 3 completed, 4 registration closed, 9 cancelled'),
  order: z
    .enum(['asc', 'desc'])
    .default('asc')
    .describe('By start date: asc earliest first, desc latest first (recent results)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const gameListSchema = z
  .object({
    items: z.array(gameSummarySchema).describe('By start date, then id (reversed with order=desc)'),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'GameList' })

export const broadcastSchema = z
  .object({ channels: z.array(z.string()), ko: z.string(), en: z.string() })
  .meta({ id: 'Broadcast' })

export const gameDetailSchema = gameSummarySchema
  .extend({
    tour: z.object({ tourId: z.number().int(), nameKo: z.string(), nameEn: z.string() }),
    fieldSize: z.number().int().nullable(),
    entryFeeWon: z.number().int().nonnegative(),
    ticketPriceWon: z.number().int().nullable(),
    applicationOpensAt: z.string().nullable().describe('ISO instant (opens 10:00 Asia/Seoul)'),
    applicationClosesAt: z.string().nullable().describe('ISO instant (closes 16:00 Asia/Seoul)'),
    broadcast: broadcastSchema.nullable(),
    stageType: z.enum(['finals', 'tryout', 'pro_trials', 'tour_pro_trials']).nullable(),
    cut: cutRuleSchema.nullable(),
    playoff: z.boolean().describe('A playoff was (or is being) played'),
  })
  .meta({ id: 'GameDetail' })

export type GameSummaryDto = z.infer<typeof gameSummarySchema>
export type GameDetailDto = z.infer<typeof gameDetailSchema>
export type GameListQuery = z.infer<typeof gameListQuerySchema>
export type GameListDto = z.infer<typeof gameListSchema>
export type GameWinnerDto = z.infer<typeof gameWinnerSchema>
export type PlayerRefDto = z.infer<typeof playerRefSchema>
export type CourseRefDto = z.infer<typeof courseRefSchema>
