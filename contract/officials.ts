import { z } from 'zod'
import { gameIdParamsSchema, idSchema } from './game'
import { gameStatusCodeSchema } from './leaderboard'
import { SUSPENSION_REASONS } from './suspension'

/**
 * The officials' calls that run a tournament live (docs/requirements/officials.md, docs/decisions/0058): prepare the
 * field and the tee sheets, start, suspend and resume play, set a player's status, close a round (and apply the cut),
 * play off, finalize and correct. Every call that changes the tournament goes through the live-score path's locked,
 * versioned door: it produces exactly one leaderboard version and one patch on the feed, and one audit row.
 */

export { SUSPENSION_REASONS, type SuspensionReasonCode } from './suspension'

/** Statuses officials set during a tournament; 'active' is reached only by undoing one. */
export const OFFICIAL_STATUSES = ['WD', 'RTD', 'DQ', 'DNS'] as const
export type OfficialStatus = (typeof OFFICIAL_STATUSES)[number]

export const OFFICIAL_ACTIONS = [
  'field',
  'tee_sheet',
  'publish_tee_sheet',
  'start_round',
  'suspend',
  'resume',
  'status',
  'undo_status',
  'close_round',
  'playoff_hole',
  'finalize',
  'correction',
] as const
export type OfficialActionKind = (typeof OFFICIAL_ACTIONS)[number]

/** Reasons are short notes an official types on a tablet; the audit keeps them. */
export const REASON_MAX = 200
const reason = z.string().trim().min(1).max(REASON_MAX)
const round = z.coerce.number().int().min(1).max(8)
const hole = z.number().int().min(1).max(18)
const playerId = z.number().int().positive()

export const officialRoundParamsSchema = gameIdParamsSchema.extend({ round: round.describe('Round number') })
export const officialPlayerParamsSchema = gameIdParamsSchema.extend({ playerId: idSchema.describe('players.id') })

/** PUT /officials/games/{gameId}/field: the whole field before round 1 starts (replaces the entered one). */
export const fieldBodySchema = z
  .strictObject({
    players: z
      .array(
        z.strictObject({
          playerId,
          amateur: z.boolean().optional().describe('Default false'),
          tourMember: z.boolean().optional().describe('Default true: non-members earn no season points'),
        }),
      )
      .min(2)
      .max(300),
  })
  .meta({ id: 'OfficialFieldBody' })
export type FieldBody = z.infer<typeof fieldBodySchema>

export const teeGroupInputSchema = z.strictObject({
  /** Tee time as an ISO instant (the console sends Seoul times with their offset). */
  teeTime: z.iso.datetime({ offset: true }),
  startHole: z.union([z.literal(1), z.literal(10)]),
  playerIds: z.array(playerId).min(1).max(4),
})

/**
 * PUT /officials/games/{gameId}/rounds/{round}/tee-sheet: the groups entered by hand; or `draw: true` to let the
 * server draw them by the association's rules (decision 0058). Either way the sheet stays a draft until published.
 */
export const teeSheetBodySchema = z
  .union([
    z.strictObject({ groups: z.array(teeGroupInputSchema).min(1).max(100) }),
    z.strictObject({
      draw: z.literal(true),
      /** First tee time of the round, ISO; default 07:30 Seoul on the round's date. */
      firstTee: z.iso.datetime({ offset: true }).optional(),
    }),
  ])
  .meta({ id: 'OfficialTeeSheetBody' })
export type TeeSheetBody = z.infer<typeof teeSheetBodySchema>

export const suspendBodySchema = z
  .strictObject({ reason: z.enum(SUSPENSION_REASONS), note: z.string().trim().max(REASON_MAX).optional() })
  .meta({ id: 'OfficialSuspendBody' })
export type SuspendBody = z.infer<typeof suspendBodySchema>

/**
 * POST /officials/games/{gameId}/players/{playerId}/status. WD, RTD and DQ take effect in `round` at `hole` (the
 * first hole the player did not complete; the scores before it are kept); DNS is set before the player's first hole
 * of `round`.
 */
export const statusBodySchema = z
  .strictObject({ status: z.enum(OFFICIAL_STATUSES), round, hole: hole.optional(), reason })
  .meta({ id: 'OfficialStatusBody' })
export type StatusBody = z.infer<typeof statusBodySchema>

export const undoStatusBodySchema = z.strictObject({ reason }).meta({ id: 'OfficialUndoStatusBody' })

/** POST …/rounds/{round}/close: `force` closes with players unfinished, and then needs a reason. */
export const closeRoundBodySchema = z
  .strictObject({ force: z.boolean().optional(), reason: reason.optional() })
  .refine((b) => !b.force || b.reason !== undefined, { message: 'a forced close needs a reason', path: ['reason'] })
  .meta({ id: 'OfficialCloseRoundBody' })
export type CloseRoundBody = z.infer<typeof closeRoundBodySchema>

/** POST …/playoff/holes: one sudden-death hole, strokes for exactly the players still in. */
export const playoffHoleBodySchema = z
  .strictObject({
    hole,
    strokes: z
      .array(z.strictObject({ playerId, strokes: z.number().int().min(1).max(20) }))
      .min(1)
      .max(20),
  })
  .meta({ id: 'OfficialPlayoffHoleBody' })
export type PlayoffHoleBody = z.infer<typeof playoffHoleBodySchema>

/** POST …/corrections: a hole score changed after the result was finalized; the result is written again. */
export const correctionBodySchema = z
  .strictObject({ playerId, round, hole, strokes: z.number().int().min(1).max(20), reason })
  .meta({ id: 'OfficialCorrectionBody' })
export type CorrectionBody = z.infer<typeof correctionBodySchema>

/** The answer of every changing call: the version it produced (one per call) and the audit row's id. */
export const officialResultSchema = z
  .object({ gameId: z.number().int(), version: z.number().int(), actionId: z.number().int() })
  .meta({ id: 'OfficialResult' })
export type OfficialResult = z.infer<typeof officialResultSchema>

export const roundStateSchema = z.object({
  round: z.number().int(),
  date: z.string().describe('YYYY-MM-DD, Asia/Seoul'),
  status: z.enum(['planned', 'playing', 'complete']),
  teeSheet: z.enum(['none', 'draft', 'published']),
  suspension: z.object({ reason: z.enum(SUSPENSION_REASONS), since: z.string().describe('ISO instant') }).nullable(),
})

/** Where a player is today, for the console's "at a glance". */
export const PLAYER_PLACES = ['not_started', 'on_course', 'finished', 'out'] as const

export const consolePlayerSchema = z.object({
  playerId: z.number().int(),
  name: z.string().describe("In the reader's language"),
  status: z.enum(['active', ...OFFICIAL_STATUSES]),
  statusRound: z.number().int().nullable(),
  statusHole: z.number().int().nullable(),
  missedCut: z.boolean(),
  place: z.enum(PLAYER_PLACES),
  holesPlayed: z.number().int().describe('In the current round'),
  nextHole: z
    .number()
    .int()
    .nullable()
    .describe('The first hole not completed in the current round, in playing order from the tee; null after 18'),
  toPar: z.number().int().nullable(),
  position: z.string(),
})

export const consoleGroupSchema = z.object({
  groupNo: z.number().int(),
  teeTime: z.string().describe('ISO instant'),
  startHole: z.union([z.literal(1), z.literal(10)]),
  playerIds: z.array(z.number().int()),
  holesPlayed: z.number().int().describe('Fewest holes completed by an active player of the group'),
  /** Holes the group should have completed by now at the association's pace (decision 0058); null before its tee. */
  expectedHoles: z.number().int().nullable(),
  behindPace: z.boolean(),
})

export const officialActionSchema = z.object({
  id: z.number().int(),
  action: z.enum(OFFICIAL_ACTIONS),
  round: z.number().int().nullable(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  version: z.number().int(),
  actor: z.string(),
  at: z.string(),
})
export type OfficialAction = z.infer<typeof officialActionSchema>

/** GET /officials/games/{gameId}: the console's view of the day. */
export const officialGameSchema = z
  .object({
    gameId: z.number().int(),
    name: z.string(),
    status: gameStatusCodeSchema,
    currentRound: z.number().int(),
    rounds: z.array(roundStateSchema),
    cut: z.object({ afterRound: z.number().int(), top: z.number().int(), ties: z.boolean() }).nullable(),
    finished: z.boolean(),
    version: z.number().int(),
    players: z.array(consolePlayerSchema),
    groups: z.array(consoleGroupSchema).describe('Tee sheet of the current round'),
    playoff: z
      .object({
        playerIds: z.array(z.number().int()),
        holes: z.array(z.number().int()),
        winnerId: z.number().nullable(),
      })
      .nullable()
      .describe('Set once regulation play ended with first place tied'),
    actions: z.array(officialActionSchema).describe('The audit trail, newest first (the last 100)'),
  })
  .meta({ id: 'OfficialGame' })
export type OfficialGame = z.infer<typeof officialGameSchema>

export const officialGameListSchema = z
  .array(
    z.object({
      gameId: z.number().int(),
      tourId: z.number().int(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      status: gameStatusCodeSchema,
      currentRound: z.number().int(),
    }),
  )
  .meta({ id: 'OfficialGameList' })
export type OfficialGameList = z.infer<typeof officialGameListSchema>
