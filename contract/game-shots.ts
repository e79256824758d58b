import { z } from 'zod'
import { idSchema, playerRefSchema } from './game'

/**
 * `GET /game/shots`: every tracked shot of a game (and of the earlier editions of the same tournament at the
 * same course), for the per-shot statistics table and the player-position map. Columnar: one array per
 * column, row i is the i-th element of every array, so 100,000 shots stay a few megabytes instead of
 * repeating every key on every row.
 *
 * Lie codes are domain/codes/ball-location.ts's: 0 tee, 1 fairway, 2 rough, 3 green, 4 OB, 5 penalty area,
 * 6 bunker, 7 lost ball area, 8 belt, 9 greenside bunker, 10 holed, 11 fringe, 12 unknown.
 */

export const shotsQuerySchema = z.object({
  gameId: idSchema,
  hole: z.coerce.number().int().min(1).max(18).optional().describe('One hole; every hole when omitted'),
  round: z.coerce.number().int().min(1).max(8).optional().describe('One round; every round when omitted'),
  editions: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('true: also the earlier editions of the tournament at the same course (the "year" column)'),
  positions: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe(
      'true: also the ball positions (columns x, y, toX, toY), which only the player-position map draws; false ' +
        'leaves them out',
    ),
})

const int = z.array(z.number().int())
const num = z.array(z.number())

/** The ball-position columns: present when asked with positions=true (the default), absent with positions=false. */
export const POSITION_COLUMNS = ['x', 'y', 'toX', 'toY'] as const
type PositionColumn = (typeof POSITION_COLUMNS)[number]

function hasAllOrNoPositions(columns: Partial<Record<PositionColumn, unknown>>) {
  const present = POSITION_COLUMNS.filter((k) => columns[k] !== undefined).length
  return present === 0 || present === POSITION_COLUMNS.length
}

export const shotColumnsSchema = z
  .object({
    edition: int.describe('Index into editions'),
    player: int.describe('Index into players'),
    round: int,
    hole: int,
    shotNo: int.describe('Stroke number; a penalty stroke leaves a gap'),
    lie: int.describe('Lie before the shot (ball-location code)'),
    resultLie: int.describe('Lie after the shot (ball-location code); 10 = holed'),
    club: z.array(z.string()),
    distanceM: num.describe('Metres, 1 decimal'),
    x: num
      .optional()
      .describe("Played from: metres on the hole's plane. x, y, toX and toY are absent when positions=false"),
    y: num.optional(),
    toX: num.optional().describe('Came to rest (the pin for the holing stroke)'),
    toY: num.optional(),
  })
  .refine(hasAllOrNoPositions, { message: 'x, y, toX and toY are all present or all absent' })
  .meta({ id: 'ShotColumns' })

export const shotEditionSchema = z
  .object({ gameId: z.number().int(), year: z.number().int() })
  .meta({ id: 'ShotEdition' })

export const gameShotsSchema = z
  .object({
    gameId: z.number().int(),
    count: z.number().int().nonnegative(),
    editions: z.array(shotEditionSchema).describe('This game first, then earlier editions, newest first'),
    players: z.array(playerRefSchema),
    columns: shotColumnsSchema,
  })
  .meta({ id: 'GameShots' })

export type ShotsQuery = z.infer<typeof shotsQuerySchema>
export type GameShotsDto = z.infer<typeof gameShotsSchema>
export type ShotColumnsDto = z.infer<typeof shotColumnsSchema>
/** An answer asked with positions=true: the position columns are there. */
export type GameShotsWithPositionsDto = GameShotsDto & { columns: Required<Pick<ShotColumnsDto, PositionColumn>> }

/** Narrows an answer asked with positions=true; throws when the position columns are missing (asked without them). */
export function withPositions(shots: GameShotsDto): GameShotsWithPositionsDto {
  const c = shots.columns
  if (c.x === undefined || c.y === undefined || c.toX === undefined || c.toY === undefined)
    throw new Error('shots answer without position columns (asked with positions=false)')
  return shots as GameShotsWithPositionsDto
}

const columnOf = <T extends number | string>(kind: 'number' | 'string') =>
  z.custom<T[]>(
    (v) => Array.isArray(v) && (v.length === 0 || (typeof v[0] === kind && typeof v[v.length - 1] === kind)),
  )

/**
 * The browser's check of a GameShots answer: every column is an array of the right kind and all have
 * `count` elements, without visiting each of 100,000 elements (zod doing that took longer than rendering
 * the table). The server answers through gameShotsSchema above, which checks every element.
 */
export const gameShotsShapeSchema = gameShotsSchema
  .extend({
    columns: z.object({
      edition: columnOf<number>('number'),
      player: columnOf<number>('number'),
      round: columnOf<number>('number'),
      hole: columnOf<number>('number'),
      shotNo: columnOf<number>('number'),
      lie: columnOf<number>('number'),
      resultLie: columnOf<number>('number'),
      club: columnOf<string>('string'),
      distanceM: columnOf<number>('number'),
      x: columnOf<number>('number').optional(),
      y: columnOf<number>('number').optional(),
      toX: columnOf<number>('number').optional(),
      toY: columnOf<number>('number').optional(),
    }),
  })
  .refine(
    (shots) => Object.values(shots.columns).every((column) => column === undefined || column.length === shots.count),
    {
      message: 'every column has count elements',
      path: ['columns'],
    },
  )
  .refine((shots) => hasAllOrNoPositions(shots.columns), {
    message: 'x, y, toX and toY are all present or all absent',
    path: ['columns'],
  })
