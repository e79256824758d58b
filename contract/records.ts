import { z } from 'zod'
import { playerRefSchema } from './game'
import { historyEntrySchema, seriesRecordSchema } from './game-history'
import { FIRST_SEARCHABLE_SEASON, RECORD_TOUR_IDS } from './record-search'
import { seasonCategorySchema } from './rankings'

/**
 * The records pages' calls (decision 0028): the re-ranking, season records (Tour Record), records by
 * competition, statistics by season and the season awards. Seasons before 2013 are refused
 * (docs/requirements/tours-and-records.md#tr-8).
 */

export const recordTourIdSchema = z.coerce
  .number()
  .int()
  .refine((n) => (RECORD_TOUR_IDS as readonly number[]).includes(n), { message: 'tourId must be 11, 12, 13 or 20' })
  .default(11)
  .describe('11, 12, 13 or 20')

export const recordSeasonSchema = z.coerce
  .number()
  .int()
  .min(FIRST_SEARCHABLE_SEASON, { message: `Data before ${FIRST_SEARCHABLE_SEASON} is not searchable` })
  .max(2999)

export const recordSeasonQuerySchema = z.object({
  tourId: recordTourIdSchema,
  season: recordSeasonSchema.optional().describe('Defaults to the latest season with a completed game; 2013 or later'),
})

const ranked = { rank: z.number().int().positive(), position: z.string().describe("'1', 'T3'") }

// Re-ranking
export const reRankingGameSchema = z
  .object({
    gameId: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    endDate: z.string(),
    completed: z.boolean(),
  })
  .meta({ id: 'ReRankingGame' })

export const reRankingLineSchema = playerRefSchema
  .extend({ ...ranked, starts: z.number().int(), points: z.number(), prize: z.number().int() })
  .meta({ id: 'ReRankingLine' })

export const reRankingSchema = z
  .object({
    tourId: z.number().int(),
    season: z.number().int(),
    window: z.array(reRankingGameSchema).describe('First half of the season (ceil(n/2) stroke-play games, date order)'),
    cutoffGameId: z.number().int().nullable(),
    counted: z.number().int().describe('Window games completed so far'),
    provisional: z.boolean().describe('True until the cut-off game is completed'),
    lines: z.array(reRankingLineSchema).describe('Window points; ties share a rank, listed by window prize money'),
  })
  .meta({ id: 'ReRanking' })

// Tour Record: season records
export const TOUR_RECORD_KINDS = [
  'wins',
  'top10s',
  'cutsMade',
  'consecutiveCuts',
  'prize',
  'lowestRoundStrokes',
  'lowestRoundToPar',
  'mostBirdiesInRound',
  'lowest72Strokes',
  'lowest72ToPar',
] as const
export type TourRecordKind = (typeof TOUR_RECORD_KINDS)[number]

export const tourRecordEntrySchema = playerRefSchema
  .extend({
    ...ranked,
    value: z.number().describe('Count, won, strokes or to par, by kind'),
    gameId: z.number().int().nullable().describe('The game of a single performance'),
    gameNameKo: z.string().nullable(),
    gameNameEn: z.string().nullable(),
    round: z.number().int().nullable(),
  })
  .meta({ id: 'TourRecordEntry' })

export const tourRecordsSchema = z
  .object({
    tourId: z.number().int(),
    season: z.number().int(),
    lists: z
      .array(z.object({ kind: z.enum(TOUR_RECORD_KINDS), entries: z.array(tourRecordEntrySchema) }))
      .describe('Top 10 of each record, ties at 10th kept'),
  })
  .meta({ id: 'TourRecords' })

// Record by competition
export const competitionQuerySchema = z.object({
  tourId: recordTourIdSchema,
  gameId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Any game of the series; the latest series when omitted'),
})

export const competitionSeriesSchema = z
  .object({
    gameId: z.number().int().describe('Latest completed edition'),
    nameKo: z.string(),
    nameEn: z.string(),
    editions: z.number().int(),
  })
  .meta({ id: 'CompetitionSeries' })

export const competitionRecordsSchema = z
  .object({
    tourId: z.number().int(),
    series: z
      .array(competitionSeriesSchema)
      .describe('Series of the tour with a completed edition since 2013, by name'),
    gameId: z.number().int().nullable().describe('The chosen series (its latest completed edition)'),
    editions: z.array(historyEntrySchema).describe('Completed editions since 2013 with winners, newest first'),
    lowestRound: z.array(seriesRecordSchema),
    lowestTotal: z.array(seriesRecordSchema),
  })
  .meta({ id: 'CompetitionRecords' })

// Stats by season
export const seasonStatRowSchema = playerRefSchema
  .extend({
    rounds: z.number().int(),
    official: z.boolean().describe("40% of the season's rounds"),
    strokeAverage: z.number().nullable(),
    drivingDistance: z.number().nullable(),
    drivingAccuracy: z.number().nullable(),
    greensInRegulation: z.number().nullable(),
    putts: z.number().nullable(),
    recoveries: z.number().nullable(),
    points: z.number(),
    prize: z.number().int(),
  })
  .meta({ id: 'SeasonStatRow' })

export const seasonStatsSchema = z
  .object({
    tourId: z.number().int(),
    season: z.number().int(),
    seasonRounds: z.number().int(),
    rows: z.array(seasonStatRowSchema),
  })
  .meta({ id: 'SeasonStats' })

// Awards
export const awardWinnerSchema = playerRefSchema.extend({ value: z.number() }).meta({ id: 'AwardWinner' })

export const seasonAwardsSchema = z
  .object({
    season: z.number().int(),
    points: z.array(awardWinnerSchema),
    prize: z.array(awardWinnerSchema),
    rookie: z.array(awardWinnerSchema),
    strokeAverage: z.array(awardWinnerSchema),
  })
  .meta({ id: 'SeasonAwards' })

export const awardsQuerySchema = z.object({ tourId: recordTourIdSchema })

export const awardsSchema = z
  .object({
    tourId: z.number().int(),
    pointsCategory: seasonCategorySchema.describe('The points list whose champion takes the grand prize'),
    seasons: z.array(seasonAwardsSchema).describe('Completed seasons since 2013, newest first'),
  })
  .meta({ id: 'Awards' })

export type ReRankingDto = z.infer<typeof reRankingSchema>
export type TourRecordsDto = z.infer<typeof tourRecordsSchema>
export type TourRecordEntryDto = z.infer<typeof tourRecordEntrySchema>
export type CompetitionRecordsDto = z.infer<typeof competitionRecordsSchema>
export type SeasonStatsDto = z.infer<typeof seasonStatsSchema>
export type SeasonStatRowDto = z.infer<typeof seasonStatRowSchema>
export type AwardsDto = z.infer<typeof awardsSchema>
export type SeasonAwardsDto = z.infer<typeof seasonAwardsSchema>
export type AwardWinnerDto = z.infer<typeof awardWinnerSchema>
