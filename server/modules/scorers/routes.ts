import {
  feedTokenBodySchema,
  feedTokenListSchema,
  feedTokenParamsSchema,
  gameScorersSchema,
  issuedFeedTokenSchema,
  scoreAuditPageSchema,
  scoreAuditQuerySchema,
  scorerAccountListSchema,
  scorerParamsSchema,
  scoringGameListSchema,
} from '@contract/scorers'
import { gameIdParamsSchema } from '@contract/game'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readerLanguage } from '../../http/reader-language'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { assignScorer, gameScorers, listScorerAccounts, unassignScorer } from './assignments'
import { issueFeedToken, listFeedTokens, revokeFeedToken } from './feed-tokens'
import { existingGame, listScoringGames } from './games'
import { scoreAuditPage } from './score-audit'

const tags = ['staff: scoring']

/**
 * The staff's scoring desk (docs/decisions/0044): who may score which tournament, its feed tokens and the
 * audit of its scores. Staff only (401 without a login, 403 for everyone else); each change is audited.
 */
export const scorersRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.authKeys.now()
  const action = (request: Parameters<typeof originOf>[0]) => ({
    staff: authOf(request),
    origin: originOf(request),
    now: now(),
  })

  app.get(
    '/staff/scoring/games',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Tournaments that take live scores (staff)',
        description: 'Stroke play on a course: in progress, upcoming, and finished in the last 30 days.',
        tags,
        response: { 200: scoringGameListSchema, ...errorResponses },
      },
    },
    async (request) => listScoringGames(app.db, now(), readerLanguage(request.headers)),
  )

  app.get(
    '/staff/scoring/scorers',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Accounts with the scorer role (staff)',
        tags,
        response: { 200: scorerAccountListSchema, ...errorResponses },
      },
    },
    async () => listScorerAccounts(app.db),
  )

  app.get(
    '/staff/games/:gameId/scorers',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A tournament's assigned scorers (staff)",
        tags,
        params: gameIdParamsSchema,
        response: { 200: gameScorersSchema, ...errorResponses },
      },
    },
    async (request) => gameScorers(app.db, request.params.gameId),
  )

  app.put(
    '/staff/games/:gameId/scorers/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Assign a scorer to a tournament (staff)',
        description:
          'Idempotent. 404 for an unknown game or account, 409 for a finished game or an account without the ' +
          'scorer role.',
        tags,
        params: scorerParamsSchema,
        response: { 200: gameScorersSchema, ...errorResponses },
      },
    },
    async (request) => assignScorer(app.db, request.params.gameId, request.params.id, action(request)),
  )

  app.delete(
    '/staff/games/:gameId/scorers/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Remove a scorer from a tournament (staff)',
        description: 'Their next score for the tournament answers 403 NOT_ASSIGNED. 404 when not assigned.',
        tags,
        params: scorerParamsSchema,
        response: { 200: gameScorersSchema, ...errorResponses },
      },
    },
    async (request) => unassignScorer(app.db, request.params.gameId, request.params.id, action(request)),
  )

  app.get(
    '/staff/games/:gameId/feedTokens',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A tournament's feed tokens, revoked ones included (staff)",
        tags,
        params: gameIdParamsSchema,
        response: { 200: feedTokenListSchema, ...errorResponses },
      },
    },
    async (request) => {
      await existingGame(app.db, request.params.gameId)
      return listFeedTokens(app.db, request.params.gameId)
    },
  )

  app.post(
    '/staff/games/:gameId/feedTokens',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Issue a named feed token for a tournament (staff)',
        description:
          'The answer holds the token, the only time it is shown; it scores only this tournament. ' +
          '409 when the name is taken in the tournament or the tournament takes no more scores.',
        tags,
        params: gameIdParamsSchema,
        body: feedTokenBodySchema,
        response: { 201: issuedFeedTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { staff, origin, now: at } = action(request)
      const issued = await issueFeedToken(app.db, request.params.gameId, request.body.name, staff, origin, at)
      return reply.code(201).send(issued)
    },
  )

  app.delete(
    '/staff/games/:gameId/feedTokens/:tokenId',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Revoke a feed token (staff)',
        description: "At once: its next score answers 401. Answers the tournament's tokens.",
        tags,
        params: feedTokenParamsSchema,
        response: { 200: feedTokenListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { staff, origin, now: at } = action(request)
      return revokeFeedToken(app.db, request.params.gameId, request.params.tokenId, staff, origin, at)
    },
  )

  app.get(
    '/staff/games/:gameId/scoreAudit',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A tournament's live-score audit with authors and addresses (staff)",
        tags,
        params: gameIdParamsSchema,
        querystring: scoreAuditQuerySchema,
        response: { 200: scoreAuditPageSchema, ...errorResponses },
      },
    },
    async (request) => scoreAuditPage(app.db, request.params.gameId, request.query, readerLanguage(request.headers)),
  )
}
