import { z } from 'zod'
import { STAGE_TYPES } from '@domain/selection/pass-line'
import { gameStatusCodeSchema } from './leaderboard'
import { idSchema, playerRefSchema, yearSchema } from './game'

/** Membership selection (tour 54): the stages of a season and their results (decision 0032). */

export const selectionQuerySchema = z.object({
  year: yearSchema.optional().describe('Season; the latest when omitted'),
})
export const selectionResultsParamsSchema = z.object({ gameId: idSchema })

export const selectionEventSchema = z
  .object({
    gameId: z.number().int().positive(),
    stageType: z.enum(STAGE_TYPES),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    venueKo: z.string().nullable(),
    venueEn: z.string().nullable(),
    status: gameStatusCodeSchema,
    rounds: z.number().int(),
    fieldSize: z.number().int().describe('Entries'),
    passPlaces: z.number().int().describe('Places that pass (ties on the line pass too)'),
    passedCount: z.number().int().nullable().describe('Players who passed; null until the stage is completed'),
  })
  .meta({ id: 'SelectionEvent' })

export const selectionSeasonSchema = z
  .object({
    tourId: z.literal(54),
    year: z.number().int().nullable(),
    years: z.array(z.number().int()).describe('Seasons with selection events, newest first'),
    events: z.array(selectionEventSchema),
  })
  .meta({ id: 'SelectionSeason' })

export const selectionResultRowSchema = z
  .object({
    rank: z.number().int().nullable(),
    rankText: z.string().describe("'1', 'T4', 'MC', 'WD'..."),
    player: playerRefSchema,
    rounds: z.array(z.number().int().nullable()).describe('Strokes per round'),
    totalStrokes: z.number().int().nullable(),
    toPar: z.number().int().nullable(),
    passed: z.boolean(),
  })
  .meta({ id: 'SelectionResultRow' })

export const selectionResultsSchema = z
  .object({
    gameId: z.number().int(),
    stageType: z.enum(STAGE_TYPES),
    completed: z.boolean(),
    passPlaces: z.number().int(),
    rows: z.array(selectionResultRowSchema),
  })
  .meta({ id: 'SelectionResults' })

export type SelectionSeasonDto = z.infer<typeof selectionSeasonSchema>
export type SelectionEventDto = z.infer<typeof selectionEventSchema>
export type SelectionResultsDto = z.infer<typeof selectionResultsSchema>
