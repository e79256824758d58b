import { z } from 'zod'
import { idSchema } from './game'

/** Player profiles and records (`GET /api/players/{playerId}`, `.../records`). */

export const playerIdParamsSchema = z.object({ playerId: idSchema })

export const playerProfileSchema = z
  .object({
    playerId: z.number().int().positive(),
    externalId: z.string().nullable(),
    nameKo: z.string(),
    firstNameEn: z.string(),
    lastNameEn: z.string(),
    country: z.string(),
    gender: z.enum(['M', 'F']),
    birthDate: z.string().nullable(),
    heightCm: z.number().int().nullable(),
    weightKg: z.number().int().nullable(),
    hometownKo: z.string().nullable(),
    hometownEn: z.string().nullable(),
    turnedProYear: z.number().int().nullable(),
    tourDebutYear: z.number().int().nullable(),
    rookieYear: z.number().int().nullable(),
    amateur: z.boolean(),
    photoUrl: z.string().nullable(),
    specialties: z.array(z.string()),
    sponsor: z.string().nullable(),
    ball: z.string().nullable(),
  })
  .meta({ id: 'PlayerProfile' })

export const playerRecordsQuerySchema = z.object({
  tourId: z.coerce.number().int().positive().max(999).optional().describe('One tour; every tour when omitted'),
})

export const recordSummarySchema = z
  .object({
    starts: z.number().int(),
    wins: z.number().int(),
    top10s: z.number().int(),
    cutsMade: z.number().int(),
    cutsMissed: z.number().int(),
    prizeWon: z.number().int(),
    genesisPoints: z.number().int(),
    longestCutStreak: z.number().int(),
    currentCutStreak: z.number().int(),
    lowestRound: z.number().int().nullable().describe('Strokes of the best complete round'),
    lowest72: z.number().int().nullable().describe('Best 72-hole total'),
    roundsPlayed: z.number().int(),
    scoringAverage: z.number().nullable().describe('Strokes per complete round, 3 decimals'),
  })
  .meta({ id: 'RecordSummary' })

export const playerRecordsSchema = z
  .object({
    playerId: z.number().int(),
    tourId: z.number().int().nullable(),
    career: recordSummarySchema,
    seasons: z.array(recordSummarySchema.extend({ season: z.number().int() })).describe('Newest first'),
  })
  .meta({ id: 'PlayerRecords' })

export type PlayerProfileDto = z.infer<typeof playerProfileSchema>
export type RecordSummaryDto = z.infer<typeof recordSummarySchema>
export type PlayerRecordsDto = z.infer<typeof playerRecordsSchema>
