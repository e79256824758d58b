import { z } from 'zod'

/**
 * Season rankings (`GET /api/rankings/{category}`): the lists of domain/rankings SEASON_CATEGORIES,
 * aggregated from the database. Statistics are official with 40% of the season's rounds; the others
 * are listed apart, unranked.
 */
export const SEASON_CATEGORY_IDS = [
  'genesis',
  'prize',
  'rookie',
  'strokeAverage',
  'drivingDistance',
  'drivingAccuracy',
  'greensInRegulation',
  'putts',
  'recoveries',
  'championsPoints',
  'winterPoints',
] as const

export const seasonCategorySchema = z.enum(SEASON_CATEGORY_IDS)

export const rankingParamsSchema = z.object({ category: seasonCategorySchema })
export const rankingQuerySchema = z.object({
  season: z.coerce
    .number()
    .int()
    .min(1900)
    .max(2999)
    .optional()
    .describe('Defaults to the latest season with a completed game'),
  tourId: z.coerce.number().int().positive().max(999).default(11),
  limit: z.coerce.number().int().min(1).max(500).default(200).describe('Rows of each list'),
})

const lineFields = {
  playerId: z.number().int().positive(),
  nameKo: z.string(),
  nameEn: z.string(),
  country: z.string(),
  rounds: z.number().int().nonnegative().describe('Complete rounds in the season'),
  value: z.number().describe('Rounded to the category decimals'),
}

export const rankingLineSchema = z
  .object({ rank: z.number().int().positive(), position: z.string().describe("'1', 'T3'"), ...lineFields })
  .meta({ id: 'RankingLine' })

export const unofficialLineSchema = z.object(lineFields).meta({ id: 'UnofficialRankingLine' })

export const rankingSchema = z
  .object({
    category: seasonCategorySchema,
    nameKo: z.string(),
    nameEn: z.string(),
    unit: z.enum(['points', 'won', 'strokes', 'yards', 'percent', 'putts']),
    decimals: z.number().int(),
    season: z.number().int(),
    tourId: z.number().int(),
    seasonRounds: z
      .number()
      .int()
      .describe("Rounds of the tour's completed stroke-play games: 40% of them make a statistic official"),
    official: z.array(rankingLineSchema),
    unofficial: z.array(unofficialLineSchema).describe('Short of 40% of the rounds; empty for points and money'),
  })
  .meta({ id: 'Ranking' })

export type SeasonCategoryId = z.infer<typeof seasonCategorySchema>
export type RankingDto = z.infer<typeof rankingSchema>
export type RankingLineDto = z.infer<typeof rankingLineSchema>
