import { z } from 'zod'
import { playerRefSchema } from './game'

/**
 * What the tournament page's information tabs read beyond the game detail: how to get to the venue
 * (`/game/address/{id}`), the broadcast (`/game/broadcast/{id}` the announcement, `/game/broadcastNew/{id}`
 * the schedule per round) and the field (`/game/entryList`). Decision 0029.
 */

export const visitorInfoSchema = z
  .object({
    gameId: z.number().int(),
    addressKo: z.string().nullable(),
    addressEn: z.string().nullable(),
    shuttleKo: z.string().nullable().describe('Shuttle bus service; null when none runs'),
    shuttleEn: z.string().nullable(),
    parkingKo: z.string().nullable(),
    parkingEn: z.string().nullable(),
  })
  .meta({ id: 'VisitorInfo' })

export const broadcastAnnouncementSchema = z
  .object({
    gameId: z.number().int(),
    channels: z.array(z.string()).describe('Empty when the tournament is not broadcast'),
    ko: z.string().nullable(),
    en: z.string().nullable(),
  })
  .meta({ id: 'BroadcastAnnouncement' })

export const broadcastSlotSchema = z
  .object({
    round: z.number().int().positive(),
    date: z.string().describe("Broadcast day 'YYYY-MM-DD' in Asia/Seoul"),
    channel: z.string(),
    kind: z.enum(['live', 'replay']),
    startsAt: z.string().describe('ISO instant'),
    endsAt: z.string().describe('ISO instant'),
    start: z.string().describe("'HH:MM' Asia/Seoul"),
    end: z.string().describe("'HH:MM' Asia/Seoul"),
  })
  .meta({ id: 'BroadcastSlot' })

export const broadcastScheduleSchema = z
  .object({ gameId: z.number().int(), slots: z.array(broadcastSlotSchema).describe('By start time, then channel') })
  .meta({ id: 'BroadcastSchedule' })

export const memberClassSchema = z.enum(['TP', 'PR', 'AMA', 'PR_O1', 'PR_O2'])

export const fieldEntrySchema = playerRefSchema
  .extend({
    memberClass: memberClassSchema.describe(
      'TP tour pro, PR pro, AMA amateur, PR_O1 other-tour pro (docs/requirements/accounts.md#acc-2)',
    ),
    amateur: z.boolean(),
    seed: z.number().int().nullable(),
    status: z.enum(['active', 'WD', 'RTD', 'DQ', 'DNS']),
  })
  .meta({ id: 'FieldEntry' })

export const entryListSchema = z
  .object({ gameId: z.number().int(), entries: z.array(fieldEntrySchema).describe('By Korean name') })
  .meta({ id: 'EntryList' })

export type VisitorInfoDto = z.infer<typeof visitorInfoSchema>
export type BroadcastAnnouncementDto = z.infer<typeof broadcastAnnouncementSchema>
export type BroadcastSlotDto = z.infer<typeof broadcastSlotSchema>
export type BroadcastScheduleDto = z.infer<typeof broadcastScheduleSchema>
export type FieldEntryDto = z.infer<typeof fieldEntrySchema>
export type EntryListDto = z.infer<typeof entryListSchema>
export type MemberClassCode = z.infer<typeof memberClassSchema>
