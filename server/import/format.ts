import { z } from 'zod'

/**
 * The `fairway.tournament.v1` file (docs/import-format.md). Structure here; the checks across
 * fields (18 holes numbered 1-18, rounds within the tournament, unique ids...) in ./cross-checks.
 * Messages say what is expected, and the path of the first wrong field is put in front of them.
 */

export const FORMAT_TAG = 'fairway.tournament.v1'

const text = (what: string, max = 200) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, { error: `expected ${what}` })
    .max(max, { error: `expected ${what} of at most ${max} characters` })
const int = (min: number, max: number, what = `a whole number from ${min} to ${max}`) =>
  z
    .number({ error: `expected ${what}` })
    .int({ error: `expected ${what}` })
    .min(min, { error: `expected ${what}` })
    .max(max, { error: `expected ${what}` })
const bool = z.boolean({ error: 'expected true or false' })

const isoDate = z
  .string({ error: 'expected a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date YYYY-MM-DD' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'expected a real calendar date' },
  )

const SCORE_MESSAGE = 'a number from 1 to 20 or null'

export const importHoleSchema = z.strictObject(
  {
    number: int(1, 18, 'a hole number from 1 to 18'),
    par: int(3, 6, 'a par from 3 to 6'),
    yards: int(50, 999, 'yards from 50 to 999'),
    handicap: int(1, 18, 'a stroke index from 1 to 18').optional(),
  },
  { error: 'expected a hole object { number, par, yards }' },
)

export const importRoundSchema = z.strictObject(
  {
    round: int(1, 8, 'a round number from 1 to 8'),
    startHole: z.union([z.literal(1), z.literal(10)], { error: 'expected 1 or 10' }).default(1),
    teeTime: z
      .string({ error: "expected a tee time 'HH:MM' or null" })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a tee time 'HH:MM' (Asia/Seoul)" })
      .nullable()
      .default(null),
    scores: z
      .array(int(1, 20, SCORE_MESSAGE).nullable(), { error: 'expected an array of 18 scores' })
      .length(18, { error: 'expected exactly 18 scores, one per hole (null for a hole not played)' }),
  },
  { error: 'expected a round object { round, startHole, teeTime, scores }' },
)

export const PLAYER_STATUSES = ['active', 'WD', 'RTD', 'DQ', 'DNS'] as const

export const importPlayerSchema = z.strictObject(
  {
    externalId: text('an externalId (text)', 64),
    firstName: text('a first name'),
    lastName: text('a last name'),
    nameKo: text('a Korean name').optional(),
    country: z
      .string({ error: 'expected a 3-letter country code' })
      .regex(/^[A-Za-z]{3}$/, { error: 'expected a 3-letter country code' }),
    amateur: bool.default(false),
    tourMember: bool.optional(),
    status: z.enum(PLAYER_STATUSES, { error: `expected one of ${PLAYER_STATUSES.join(', ')}` }).default('active'),
    rounds: z
      .array(importRoundSchema, { error: 'expected an array of rounds' })
      .max(8, { error: 'expected at most 8 rounds' }),
  },
  { error: 'expected a player object' },
)

export const importCutSchema = z.strictObject(
  { afterRound: int(1, 7, 'a round from 1 to 7'), top: int(1, 999, 'a place from 1 to 999'), ties: bool },
  { error: 'expected { afterRound, top, ties } or null' },
)

export const importPlayoffSchema = z.strictObject(
  {
    holes: z
      .array(int(1, 18, 'a hole number from 1 to 18'), { error: 'expected an array of hole numbers' })
      .min(1, { error: 'expected at least one playoff hole' })
      .max(30),
    scores: z.record(
      z.string(),
      z.array(int(1, 20, SCORE_MESSAGE).nullable(), { error: 'expected an array of scores' }),
      {
        error: 'expected scores by externalId: { "46970": [4, 3] }',
      },
    ),
    winner: z.string({ error: 'expected the externalId of the winner or null' }).nullable(),
  },
  { error: 'expected { holes, scores, winner }' },
)

export const importTournamentSchema = z.strictObject(
  {
    name: text('a tournament name'),
    nameKo: text('a Korean name').optional(),
    nameEn: text('an English name').optional(),
    externalId: text('an externalId (text)', 100).optional(),
    tourId: int(1, 999, 'a tour id (11 main tour, 12, 13, 20...)'),
    startDate: isoDate,
    endDate: isoDate,
    venue: text('a venue'),
    rounds: int(1, 8, 'a number of rounds from 1 to 8'),
    cut: importCutSchema.nullable(),
    purse: z
      .number({ error: 'expected a purse in whole won' })
      .int({ error: 'expected a purse in whole won' })
      .min(0)
      .max(1e13)
      .default(0),
    grade: z.enum(['major', 'A', 'B', 'C'], { error: "expected 'major', 'A', 'B' or 'C'" }).nullable().default(null),
    playoff: importPlayoffSchema.nullable().default(null),
  },
  { error: 'expected a tournament object' },
)

export const importFileSchema = z.strictObject(
  {
    format: z.literal(FORMAT_TAG, { error: `expected "${FORMAT_TAG}"` }),
    tournament: importTournamentSchema,
    course: z.strictObject(
      {
        name: text('a course name'),
        nameKo: text('a Korean course name').optional(),
        holes: z
          .array(importHoleSchema, { error: 'expected an array of 18 holes' })
          .length(18, { error: 'expected exactly 18 holes' }),
      },
      { error: 'expected a course object { name, holes }' },
    ),
    players: z
      .array(importPlayerSchema, { error: 'expected an array of players' })
      .min(1, { error: 'expected at least one player' })
      .max(1000),
  },
  { error: 'expected a JSON object' },
)

export type ImportFile = z.output<typeof importFileSchema>
export type ImportPlayer = ImportFile['players'][number]
export type ImportRound = ImportPlayer['rounds'][number]
