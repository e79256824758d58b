import { z } from 'zod'
import { gameWinnerSchema, playerRefSchema } from './game'

/**
 * Editions of a tournament series: past years, past winners, the previous edition's board, the
 * series records. A series is the games of one tour with the same Korean name.
 */

export const editionSchema = z
  .object({
    gameId: z.number().int().positive(),
    year: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    nameKo: z.string(),
    nameEn: z.string(),
    courseNameKo: z.string().nullable(),
    courseNameEn: z.string().nullable(),
    status: z.number().int(),
  })
  .meta({ id: 'Edition' })

export const prevGameYearsSchema = z
  .object({ gameId: z.number().int(), editions: z.array(editionSchema).describe('Earlier editions, newest first') })
  .meta({ id: 'PrevGameYears' })

export const historyEntrySchema = editionSchema
  .extend({
    winners: z.array(gameWinnerSchema),
    purseWon: z.number().int().nonnegative(),
    playoff: z.boolean(),
  })
  .meta({ id: 'HistoryEntry' })

export const gameHistorySchema = z
  .object({
    gameId: z.number().int(),
    editions: z.array(historyEntrySchema).describe('Completed editions (this one included), newest first'),
  })
  .meta({ id: 'GameHistory' })

export const resultLineSchema = playerRefSchema
  .extend({
    position: z.string().nullable().describe("'1', 'T3', 'MC', 'WD'...; null before the official result"),
    rank: z.number().int().nullable(),
    toPar: z.number().int().nullable(),
    total: z.number().int().nullable(),
    rounds: z.array(z.number().int().nullable()).describe('Strokes per scheduled round'),
    prizeWon: z.number().int().nullable(),
    genesisPoints: z.number().int().nullable(),
  })
  .meta({ id: 'ResultLine' })

export const prevChallengeSchema = z
  .object({
    gameId: z.number().int(),
    previous: editionSchema.nullable().describe('The latest earlier edition; null for a first edition'),
    results: z.array(resultLineSchema).describe('Its top 10 (ties at 10th included)'),
  })
  .meta({ id: 'PrevChallenge' })

export const seriesRecordSchema = playerRefSchema
  .extend({
    gameId: z.number().int(),
    year: z.number().int(),
    round: z.number().int().nullable().describe('The round, for a single-round record'),
    strokes: z.number().int(),
    toPar: z.number().int(),
  })
  .meta({ id: 'SeriesRecord' })

export const prevRecordSchema = z
  .object({
    gameId: z.number().int(),
    editions: z.array(historyEntrySchema).describe('Earlier completed editions with their winners, newest first'),
    lowestRound: z.array(seriesRecordSchema).describe('Lowest 18-hole rounds of earlier editions (ties kept)'),
    lowestTotal: z.array(seriesRecordSchema).describe('Lowest 72-hole totals of earlier editions (ties kept)'),
  })
  .meta({ id: 'PrevRecord' })

export const recordNewQuerySchema = z.object({
  tourId: z.coerce.number().int().positive().max(999).optional().describe('Only this tour; all tours otherwise'),
})

export const recordNewSchema = z
  .array(historyEntrySchema.extend({ tourId: z.number().int() }))
  .describe('Latest completed game of each tour with its winner')

export type EditionDto = z.infer<typeof editionSchema>
export type HistoryEntryDto = z.infer<typeof historyEntrySchema>
export type ResultLineDto = z.infer<typeof resultLineSchema>
export type SeriesRecordDto = z.infer<typeof seriesRecordSchema>
export type PrevRecordDto = z.infer<typeof prevRecordSchema>
export type PrevChallengeDto = z.infer<typeof prevChallengeSchema>
