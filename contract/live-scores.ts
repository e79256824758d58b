import { z } from 'zod'
import { leaderboardRowSchema } from './leaderboard'

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
 * changed from V to the latest version `to` (the LeaderboardPatch of the live feed, tagged
 * `kind: 'patch'` to tell it from a whole Leaderboard, which has no `kind`).
 */
export const leaderboardSincePatchSchema = z
  .object({
    kind: z.literal('patch'),
    gameId: z.number().int().positive(),
    from: z.number().int().positive(),
    to: z.number().int().positive(),
    rows: z.array(leaderboardRowSchema).describe('Changed rows only, keyed by playerId, in board order'),
  })
  .meta({ id: 'LeaderboardSincePatch' })

export const leaderboardSinceQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().optional().describe('The version the client holds: answers a patch from it when still kept'),
})

export type LeaderboardSincePatch = z.infer<typeof leaderboardSincePatchSchema>
