import { z } from 'zod'
import { SUSPENSION_REASONS } from './suspension'
import type { CutLine, Leaderboard, LeaderboardRow, RoundResult } from '@domain/scoring/types'

/**
 * The leaderboard as `GET /api/game/{id}/leaderboard` answers it and as the live feed patches it.
 * The shapes mirror domain/scoring/types.ts field for field (checked at compile time at the bottom),
 * so the server can answer what `computeLeaderboard` returns plus its `version` and game status.
 */

/** Game status code: 1 upcoming, 2 in progress, 3 completed, 4 registration closed, 9 cancelled. */
export const gameStatusCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(9)])

const strokes = z.number().int().nonnegative()
const toPar = z.number().int()

export const rowStatusSchema = z.enum(['active', 'finished', 'MC', 'WD', 'RTD', 'DQ', 'DNS'])

export const roundResultSchema = z
  .object({
    round: z.number().int().positive(),
    strokes: strokes.nullable().describe('Strokes over the holes played in the round; null when none was'),
    toPar: toPar.nullable().describe('To par over the holes played in the round; null when none was'),
  })
  .meta({ id: 'RoundResult' })

export const leaderboardRowSchema = z
  .object({
    playerId: z.number().int().positive().describe('players.id, the id POST /api/live/scores takes'),
    externalId: z.string().nullable(),
    name: z.string(),
    country: z.string(),
    amateur: z.boolean(),
    position: z.string().describe("'1', 'T2'; '-' before the first hole; 'MC', 'WD', 'RTD', 'DQ', 'DNS' when unranked"),
    rank: z.number().int().positive().nullable().describe('Shared by ties; null when unranked'),
    status: rowStatusSchema,
    total: strokes.nullable(),
    toPar: toPar.nullable().describe('0 is shown as E'),
    today: toPar.nullable().describe('To par in the current round; null before its first hole'),
    thru: z
      .string()
      .nullable()
      .describe("'F' round finished, '9' holes played, '9*' started on the 10th tee, '08:30' tee time before starting"),
    startHole: z.union([z.literal(1), z.literal(10)]),
    rounds: z.array(roundResultSchema).describe('One entry per scheduled round'),
    playoff: z.array(strokes.nullable()).nullable().describe('Strokes per playoff hole, for players in the playoff'),
  })
  .meta({ id: 'LeaderboardRow' })

export const cutLineSchema = z
  .object({
    afterRound: z.number().int().positive(),
    top: z.number().int().nonnegative(),
    line: toPar.nullable().describe('To par of the last score inside the cut; null when not computable yet'),
    projected: z.boolean().describe('True while round K is being played: the line still moves'),
  })
  .meta({ id: 'CutLine' })

/**
 * Play suspended by officials (darkness, weather), with the reason fans see on every board, the broadcast pages
 * included (docs/requirements/officials.md#of-4); null while play goes on.
 */
export const playSuspensionSchema = z
  .object({
    reason: z.enum(SUSPENSION_REASONS),
    round: z.number().int().positive(),
    since: z.string().describe('ISO instant the horn sounded'),
  })
  .meta({ id: 'PlaySuspension' })

const gameId = z.number().int().positive()
const version = z.number().int().nonnegative()

export const leaderboardSchema = z
  .object({
    gameId,
    version: version.describe('Increases with every recomputation; the ETag and the live feed follow it'),
    status: gameStatusCodeSchema,
    currentRound: z.number().int().positive(),
    finished: z.boolean(),
    cut: cutLineSchema.nullable(),
    playoffHoles: z.array(z.number().int().min(1).max(18)).nullable(),
    suspension: playSuspensionSchema.nullable(),
    rows: z.array(leaderboardRowSchema).describe('In board order'),
  })
  .meta({ id: 'Leaderboard' })

/**
 * The board-wide fields of a version (everything but the rows): sent whole with every snapshot, and
 * with a patch only when they differ from version `from`'s (a round closing, the cut line moving, the
 * game finishing), since most scores change rows only.
 */
export const leaderboardStateSchema = leaderboardSchema
  .pick({ status: true, currentRound: true, finished: true, cut: true, playoffHoles: true, suspension: true })
  .meta({ id: 'LeaderboardState' })

/**
 * A row of a patch: `playerId` plus only the fields whose value changed since version `from`, to be
 * merged over the row held (`{ ...held, ...patch }`). A player new to the board comes whole; a row
 * that only moved (unchanged rows swapped order) comes as `{ playerId }` alone, for its place in `at`.
 */
export const leaderboardRowPatchSchema = leaderboardRowSchema
  .partial()
  .extend({ playerId: leaderboardRowSchema.shape.playerId })
  .describe('playerId plus the fields changed since version `from`; a player new to the board is sent whole')
  .meta({ id: 'LeaderboardRowPatch' })

/**
 * The rows that changed, keyed by playerId, in board order, each carrying only its changed fields,
 * with the index each takes on the new board and the new board's size; the rows not sent keep their
 * previous relative order (domain/scoring/diff-rows.ts applyBoardDiff rebuilds the board exactly).
 */
export const boardDiffShape = {
  rows: z
    .array(leaderboardRowPatchSchema)
    .describe('Changed rows only, keyed by playerId, in board order, with only their changed fields'),
  at: z.array(z.number().int().nonnegative()).describe('Index of each row of `rows` on the board at version `to`'),
  size: z.number().int().nonnegative().describe('Number of rows on the board at version `to`'),
}

/** The board-wide fields of a patch: present only when they differ from version `from`'s. */
export const patchStateSchema = leaderboardStateSchema
  .optional()
  .describe("The board-wide fields at version `to`; absent when unchanged from version `from`'s (keep the held ones)")

/** Live feed: the rows (and board-wide fields) that changed from version `from` to version `to`. */
export const leaderboardPatchSchema = z
  .object({
    gameId,
    from: version,
    to: version,
    board: patchStateSchema,
    ...boardDiffShape,
  })
  .refine((p) => p.to > p.from, { message: 'to must be after from', path: ['to'] })
  .refine((p) => p.at.length === p.rows.length, { message: 'one place per row', path: ['at'] })
  .meta({ id: 'LeaderboardPatch' })

/** Live feed: every row at one version, sent when a patch cannot bridge the client's version. */
export const leaderboardSnapshotSchema = z
  .object({
    gameId,
    version,
    board: leaderboardStateSchema,
    rows: z.array(leaderboardRowSchema),
  })
  .meta({ id: 'LeaderboardSnapshot' })

export type PlaySuspension = z.infer<typeof playSuspensionSchema>
export type GameStatusCodeDto = z.infer<typeof gameStatusCodeSchema>
export type LeaderboardDto = z.infer<typeof leaderboardSchema>
export type LeaderboardRowDto = z.infer<typeof leaderboardRowSchema>
export type LeaderboardRowPatchDto = z.infer<typeof leaderboardRowPatchSchema>
export type LeaderboardState = z.infer<typeof leaderboardStateSchema>
export type LeaderboardPatch = z.infer<typeof leaderboardPatchSchema>
export type LeaderboardSnapshot = z.infer<typeof leaderboardSnapshotSchema>

type VersionedLeaderboard = Flat<
  Leaderboard & { version: number; status: GameStatusCodeDto; suspension: PlaySuspension | null }
>
type Flat<T> = { [K in keyof T]: T[K] }

// Compile-time checks, both ways: a field added to the domain types and not here (or the reverse)
// fails the type-check instead of silently vanishing from the API. `Same` also catches a field that
// is optional on one side only, which plain assignment lets through.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const _rowSame: Same<LeaderboardRowDto, LeaderboardRow> = true
const _boardSame: Same<LeaderboardDto, VersionedLeaderboard> = true
const _rowIn: LeaderboardRowDto = {} as LeaderboardRow
const _rowOut: LeaderboardRow = {} as LeaderboardRowDto
const _roundIn: z.infer<typeof roundResultSchema> = {} as RoundResult
const _roundOut: RoundResult = {} as z.infer<typeof roundResultSchema>
const _cutIn: z.infer<typeof cutLineSchema> = {} as CutLine
const _cutOut: CutLine = {} as z.infer<typeof cutLineSchema>
const _boardIn: LeaderboardDto = {} as VersionedLeaderboard
const _boardOut: VersionedLeaderboard = {} as LeaderboardDto
