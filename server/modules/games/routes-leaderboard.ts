import { gameIdParamsSchema } from '@contract/game'
import { leaderboardSchema } from '@contract/leaderboard'
import { leaderboardSincePatchSchema, leaderboardSinceQuerySchema } from '@contract/live-scores'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readerLanguage } from '../../http/reader-language'
import { errorResponses } from '../../http/responses'
import { getLeaderboardSince, getTaggedLeaderboard, matchesEtag } from './leaderboard-service'

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/:gameId/leaderboard',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Leaderboard of a game',
        description:
          'Computed from hole scores by the scoring engine; games kept without hole scores (old seasons) answer ' +
          'their stored official result. Names follow the LanguageCode header (ko, en). Live scoring stores each ' +
          'recomputed board as a new version (version 0: none stored yet). Answers an ETag; If-None-Match with it ' +
          "gets 304. With `since=V`, answers a LeaderboardSincePatch (kind 'patch': the rows changed since V) " +
          'while V is still kept, 304 when V is the latest, and the whole Leaderboard otherwise.',
        tags: ['game'],
        params: gameIdParamsSchema,
        querystring: leaderboardSinceQuerySchema,
        response: {
          200: z.union([leaderboardSchema, leaderboardSincePatchSchema]),
          304: z.null().describe('Not modified: the board of the ETag sent, or `since` is the latest version'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params
      const lang = readerLanguage(request.headers)
      reply.header('cache-control', 'no-cache').header('vary', 'LanguageCode')
      const { since } = request.query
      if (since !== undefined) {
        const answer = await getLeaderboardSince(app.db, gameId, since, lang)
        if (answer === 'current') return notModified(reply)
        if (answer) return reply.header('etag', answer.etag).send({ kind: 'patch' as const, ...answer.patch })
      }
      const { board, etag } = await getTaggedLeaderboard(app.db, gameId, lang)
      reply.header('etag', etag)
      if (matchesEtag(request.headers['if-none-match'], etag)) return notModified(reply)
      return board
    },
  )
}

/**
 * 304 with no payload at all: sending `null` made Fastify serialise "null" and announce
 * content-length 4 for a body a 304 never carries, which strict HTTP readers wait for.
 */
function notModified(reply: FastifyReply) {
  return reply.code(304).send(undefined as unknown as null)
}
