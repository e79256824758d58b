import { z } from 'zod'
import { NOTABLE_KINDS, SHOT_TABS, SHOTS_PAGE_SIZE } from '@domain/shots/notable'
import { courseHoleSchema } from './game-course'
import { playerRefSchema } from './game'

/** Notable shots (`GET /api/player-shots`, decision 0032): aces, eagles, chip-ins and long drives with their paths. */

export const playerShotsQuerySchema = z.object({
  tabId: z.enum(SHOT_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(SHOTS_PAGE_SIZE),
})

export const shotStepSchema = z
  .object({
    shotNo: z.number().int(),
    x: z.number(),
    y: z.number(),
    toX: z.number(),
    toY: z.number(),
    lie: z.number().int(),
    resultLie: z.number().int(),
    club: z.string().nullable(),
    distanceM: z.number(),
  })
  .meta({ id: 'ShotStep' })

export const notableShotSchema = z
  .object({
    kind: z.enum(NOTABLE_KINDS),
    gameId: z.number().int(),
    tourId: z.number().int(),
    gameNameKo: z.string(),
    gameNameEn: z.string(),
    date: z.string().describe('Day of the round (YYYY-MM-DD)'),
    round: z.number().int(),
    hole: z.number().int(),
    par: z.number().int(),
    strokes: z.number().int().nullable(),
    player: playerRefSchema,
    highlightShotNo: z.number().int().describe('The stroke that made it notable (the holing stroke or the drive)'),
    distanceM: z.number().describe('Length of that stroke in metres'),
    path: z.array(shotStepSchema).describe("The player's strokes on the hole, on the hole's plane (metres)"),
    geometry: courseHoleSchema,
  })
  .meta({ id: 'NotableShot' })

export const playerShotsSchema = z
  .object({
    tabId: z.enum(SHOT_TABS),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    items: z.array(notableShotSchema),
  })
  .meta({ id: 'PlayerShots' })

export type PlayerShotsDto = z.infer<typeof playerShotsSchema>
export type NotableShotDto = z.infer<typeof notableShotSchema>
export type ShotStepDto = z.infer<typeof shotStepSchema>
