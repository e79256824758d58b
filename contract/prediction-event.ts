import { z } from 'zod'
import { EVENT_TABS } from '@domain/events/prediction'
import { idSchema, playerRefSchema } from './game'

/** The events page and the winner-prediction event (`/api/events`, decision 0032). */

export const eventListQuerySchema = z.object({
  tabId: z.enum(EVENT_TABS).default('ing').describe('ing: in progress; event: announcements of winners; end: ended'),
})

export const predictionParamsSchema = z.object({
  gameId: idSchema.describe('The tournament whose winner is predicted'),
})
export const pickBodySchema = z.object({ playerId: z.number().int().positive() }).meta({ id: 'PredictionPickBody' })

export const predictionEventSchema = z
  .object({
    gameId: z.number().int().positive(),
    tourId: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    deadline: z
      .string()
      .describe('ISO instant: the first tee time (07:00 Seoul on the first day before a tee sheet exists)'),
    phase: z.enum(['open', 'closed', 'announced', 'ended']),
    pickCount: z.number().int().describe('Members who picked'),
    correctCount: z.number().int().nullable().describe('Members who picked a winner; null until the result is in'),
    winners: z.array(playerRefSchema).describe('Rank 1 once finished'),
  })
  .meta({ id: 'PredictionEvent' })

export const eventListSchema = z
  .object({
    tabId: z.enum(EVENT_TABS),
    now: z.string().describe('The server clock (ISO)'),
    items: z.array(predictionEventSchema),
  })
  .meta({ id: 'EventList' })

export const predictionDetailSchema = predictionEventSchema
  .extend({ candidates: z.array(playerRefSchema).describe('The entry list: the players one may pick, by Korean name') })
  .meta({ id: 'PredictionDetail' })

export const myPickSchema = z
  .object({
    gameId: z.number().int(),
    pick: playerRefSchema.nullable(),
    pickedAt: z.string().nullable().describe('When the pick was last made or changed (ISO)'),
    correct: z.boolean().nullable().describe('Null until the result is in (or without a pick)'),
  })
  .meta({ id: 'MyPredictionPick' })

export type EventListDto = z.infer<typeof eventListSchema>
export type PredictionEventDto = z.infer<typeof predictionEventSchema>
export type PredictionDetailDto = z.infer<typeof predictionDetailSchema>
export type MyPickDto = z.infer<typeof myPickSchema>
