import { z } from 'zod'
import { playerRefSchema } from './game'

/** One of the member's event entries (docs/requirements/my-page.md#my-16): a winner-prediction pick. */
export const myEventEntrySchema = z
  .object({
    kind: z.literal('winner_prediction'),
    gameId: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    pick: playerRefSchema,
    pickedAt: z.string().describe('When the pick was last made or changed (ISO)'),
    finished: z.boolean(),
    winners: z.array(playerRefSchema).describe('Rank 1 once finished'),
    correct: z.boolean().nullable().describe('Null until the result is in'),
  })
  .meta({ id: 'MyEventEntry' })

export const myEventsSchema = z
  .object({ entries: z.array(myEventEntrySchema).describe('Newest tournament first') })
  .meta({ id: 'MyEvents' })

export type MyEventEntryDto = z.infer<typeof myEventEntrySchema>
export type MyEventsDto = z.infer<typeof myEventsSchema>
