import { z } from 'zod'
import { loginIdSchema } from './auth'
import { gameIdParamsSchema, idSchema } from './game'
import { gameStatusCodeSchema } from './leaderboard'

/**
 * The staff's scoring desk (docs/decisions/0044): which scorer accounts may score which tournament, the
 * named feed tokens of a tournament, and the audit of its live scores with their authors. Staff only.
 */

/** A tournament that takes live hole scores: in progress, upcoming, or finished in the last 30 days. */
export const scoringGameSchema = z
  .object({
    gameId: z.number().int(),
    tourId: z.number().int(),
    /** In the reader's language (LanguageCode). */
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: gameStatusCodeSchema,
    scorers: z.number().int().describe('Scorer accounts assigned'),
    feedTokens: z.number().int().describe('Feed tokens not revoked'),
  })
  .meta({ id: 'ScoringGame' })

export const scoringGameListSchema = z.array(scoringGameSchema).meta({ id: 'ScoringGameList' })
export type ScoringGame = z.infer<typeof scoringGameSchema>

/** An active account with the scorer role. */
export const scorerAccountSchema = z
  .object({ id: z.string().describe('Login ID'), name: z.string() })
  .meta({ id: 'ScorerAccount' })
export const scorerAccountListSchema = z.array(scorerAccountSchema).meta({ id: 'ScorerAccountList' })
export type ScorerAccount = z.infer<typeof scorerAccountSchema>

export const assignedScorerSchema = scorerAccountSchema
  .extend({ assignedAt: z.string(), assignedBy: z.string().nullable().describe('Login ID of the staff member') })
  .meta({ id: 'AssignedScorer' })
export type AssignedScorer = z.infer<typeof assignedScorerSchema>

/** A game's assigned scorers, by name: the answer of the list and of each assignment change. */
export const gameScorersSchema = z
  .object({ gameId: z.number().int(), scorers: z.array(assignedScorerSchema) })
  .meta({ id: 'GameScorers' })
export type GameScorers = z.infer<typeof gameScorersSchema>

export const scorerParamsSchema = gameIdParamsSchema.extend({ id: loginIdSchema.describe('Login ID of the scorer') })

export const FEED_TOKEN_NAME_MAX = 60

export const feedTokenBodySchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1)
      .max(FEED_TOKEN_NAME_MAX)
      .describe('Who or what will send with it, e.g. "Hole 7 tablet" or "ShotLink feed"; unique in the game'),
  })
  .meta({ id: 'FeedTokenBody' })
export type FeedTokenBody = z.infer<typeof feedTokenBodySchema>

export const feedTokenSchema = z
  .object({
    tokenId: z.number().int(),
    gameId: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedBy: z.string().nullable(),
  })
  .meta({ id: 'FeedToken' })
export type FeedTokenDto = z.infer<typeof feedTokenSchema>

export const feedTokenListSchema = z.array(feedTokenSchema).meta({ id: 'FeedTokenList' })

/** The answer of issuing a token: the only time the token itself is shown (only its hash is stored). */
export const issuedFeedTokenSchema = feedTokenSchema
  .extend({ token: z.string().describe('Send as `Authorization: Bearer <token>`; shown once') })
  .meta({ id: 'IssuedFeedToken' })
export type IssuedFeedToken = z.infer<typeof issuedFeedTokenSchema>

export const feedTokenParamsSchema = gameIdParamsSchema.extend({ tokenId: idSchema })

export const SCORE_AUDIT_PAGE_MAX = 100

export const scoreAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SCORE_AUDIT_PAGE_MAX).default(50),
  before: idSchema.optional().describe("Rows older than this audit id (the previous page's nextBefore)"),
})

/** How the author of a score is known; 'unrecorded' for scores written before authors were recorded. */
export const scoreAuthorKindSchema = z.enum(['member', 'token', 'import', 'simulator', 'unrecorded'])
export type ScoreAuthorKind = z.infer<typeof scoreAuthorKindSchema>

export const scoreAuditRowSchema = z
  .object({
    auditId: z.number().int(),
    at: z.string(),
    round: z.number().int(),
    hole: z.number().int(),
    playerId: z.number().int(),
    playerName: z.string(),
    oldStrokes: z.number().int().nullable().describe('Null for a first score; the replaced strokes for a correction'),
    newStrokes: z.number().int(),
    author: z.object({
      kind: scoreAuthorKindSchema,
      /** The scorer's login ID, the feed token's name, SCORER_TOKEN, import or simulator. */
      name: z.string(),
      tokenId: z.number().int().nullable(),
    }),
    ip: z.string().nullable().describe("The sender's address; null for the import and the simulator"),
  })
  .meta({ id: 'ScoreAuditRow' })
export type ScoreAuditRow = z.infer<typeof scoreAuditRowSchema>

export const scoreAuditPageSchema = z
  .object({
    gameId: z.number().int(),
    rows: z.array(scoreAuditRowSchema).describe('Newest first'),
    nextBefore: z.number().int().nullable().describe('Pass as `before` for older rows; null at the first score'),
  })
  .meta({ id: 'ScoreAuditPage' })
export type ScoreAuditPage = z.infer<typeof scoreAuditPageSchema>
