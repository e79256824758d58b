import { z } from 'zod'
import { courseRefSchema, idSchema, playerRefSchema } from './game'

/** The course of a game (holes with geometry), the course per round, and the tee sheet. */

const point = z
  .tuple([z.number(), z.number()])
  .describe('[x, y] in metres on the hole plane: x east, y north, tee near (0, 0)')

export const courseHoleSchema = z
  .object({
    hole: z.number().int().min(1).max(18),
    par: z.number().int().min(3).max(6),
    yards: z.number().int(),
    handicap: z.number().int().min(1).max(18).describe('Stroke index, 1 = hardest'),
    tee: point,
    fairway: z.array(point).describe('Centre line from the tee to the green centre'),
    greenCenter: point,
    greenOutline: z.array(point),
    hazards: z.array(z.object({ kind: z.enum(['bunker', 'water', 'ob']), polygon: z.array(point) })),
  })
  .meta({ id: 'CourseHole' })

export const courseInfoSchema = z
  .object({ gameId: z.number().int(), course: courseRefSchema, holes: z.array(courseHoleSchema) })
  .meta({ id: 'CourseInfo' })

export const courseRoundSchema = z
  .object({
    gameId: z.number().int(),
    rounds: z.array(
      z.object({
        round: z.number().int().positive(),
        date: z.string(),
        course: courseRefSchema,
        outPar: z.number().int().describe('Par of holes 1-9'),
        inPar: z.number().int().describe('Par of holes 10-18'),
      }),
    ),
  })
  .meta({ id: 'CourseRound' })

export const timeTableQuerySchema = z.object({
  gameId: idSchema,
  round: z.coerce
    .number()
    .int()
    .min(1)
    .max(8)
    .optional()
    .describe('Defaults to the current round (round 1 before the start)'),
})

export const teeGroupSchema = z
  .object({
    groupNo: z.number().int().positive(),
    startHole: z.union([z.literal(1), z.literal(10)]),
    teeTime: z.string().describe("'HH:MM' Asia/Seoul"),
    teeTimeAt: z.string().describe('ISO instant'),
    players: z.array(playerRefSchema.extend({ amateur: z.boolean() })),
  })
  .meta({ id: 'TeeGroup' })

export const timeTableSchema = z
  .object({
    gameId: z.number().int(),
    round: z.number().int().positive(),
    date: z.string().nullable(),
    roundsWithTeeTimes: z.array(z.number().int()),
    groups: z.array(teeGroupSchema).describe('By tee time, then start hole'),
  })
  .meta({ id: 'TimeTable' })

export type CourseHoleDto = z.infer<typeof courseHoleSchema>
export type TeeGroupDto = z.infer<typeof teeGroupSchema>
export type TimeTableDto = z.infer<typeof timeTableSchema>
