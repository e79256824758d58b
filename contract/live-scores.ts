import { z } from 'zod'
import { boardDiffShape, patchStateSchema } from './leaderboard'

/** One shot of a hole, on the hole's plane (contract/game-course.ts: metres, tee near (0, 0)). */
export const liveShotSchema = z
  .object({
    shotNumber: z
      .number()
      .int()
      .min(1)
      .max(20)
      .describe('Stroke number the swing was played as (a penalty leaves a gap)'),
    x: z.number().min(-2000).max(2000).describe('Where the ball was played from, metres east'),
    y: z.number().min(-2000).max(2000).describe('Where the ball was played from, metres north'),
    lie: z
      .number()
      .int()
      .min(0)
      .max(12)
      .describe('Ball-location code of the lie before the shot (domain/codes/ball-location.ts)'),
    club: z.string().min(1).max(4).optional().describe("'D', '3W', '7I', 'PW', 'P'..."),
    distance: z.number().min(0).max(700).optional().describe('Metres the ball travelled'),
  })
  .meta({ id: 'LiveShot' })

/**
 * One hole score entering the live-score path (`POST /api/live/scores`, the import command and the
 * simulator all go through the same service). A second score for the same hole is a correction and
 * replaces the first.
 */
export const liveScoreInputSchema = z
  .object({
    gameId: z.number().int().positive(),
    round: z.number().int().min(1).max(9).describe("The tournament's current round"),
    playerId: z.number().int().positive().describe('players.id of a player in the field'),
    hole: z.number().int().min(1).max(18),
    strokes: z.number().int().min(1).max(20).describe('Strokes including penalty strokes'),
    putts: z.number().int().min(0).max(20).optional(),
    shots: z
      .array(liveShotSchema)
      .max(20)
      .optional()
      .describe("The hole's shots; a correction with shots replaces the hole's shots"),
  })
  .meta({ id: 'LiveScoreInput' })

/** The leaderboard version the score produced (the one its patch goes `to`). */
export const liveScoreResultSchema = z
  .object({
    gameId: z.number().int().positive(),
    version: z.number().int().positive(),
  })
  .meta({ id: 'LiveScoreResult' })

export type LiveScoreInput = z.infer<typeof liveScoreInputSchema>
export type LiveScoreResult = z.infer<typeof liveScoreResultSchema>

/**
 * `GET /api/game/{gameId}/leaderboard?since=V` when the server still holds version V: the rows that
 * changed from V to the latest version `to`, each with only its changed fields, and the board-wide
 * fields only when they changed (the LeaderboardPatch of the live feed, tagged
 * `kind: 'patch'` to tell it from a whole Leaderboard, which has no `kind`).
 */
export const leaderboardSincePatchSchema = z
  .object({
    kind: z.literal('patch'),
    gameId: z.number().int().positive(),
    from: z.number().int().positive(),
    to: z.number().int().positive(),
    board: patchStateSchema,
    ...boardDiffShape,
  })
  .meta({ id: 'LeaderboardSincePatch' })

export const leaderboardSinceQuerySchema = z.object({
  since: z.coerce
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('The version the client holds: answers a patch from it when still kept'),
})

export type LeaderboardSincePatch = z.infer<typeof leaderboardSincePatchSchema>
