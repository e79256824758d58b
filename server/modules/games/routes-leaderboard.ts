import { gameIdParamsSchema } from '@contract/game'
import { leaderboardSchema } from '@contract/leaderboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/responses'
import { etagOf, getLeaderboard, languageOf, matchesEtag } from './leaderboard-service'

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/:gameId/leaderboard',
    {
      schema: {
        summary: 'Leaderboard of a game',
        description:
          'Computed from hole scores by the scoring engine; games kept without hole scores (old seasons) answer their stored ' +
          'official result. Names follow the LanguageCode header (ko, en). Answers an ETag; If-None-Match with it gets 304.',
        tags: ['game'],
        params: gameIdParamsSchema,
        response: { 200: leaderboardSchema, 304: z.null().describe('Not modified: the board of the ETag sent'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const board = await getLeaderboard(app.db, request.params.gameId, languageOf(request.headers))
      const etag = etagOf(board)
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'LanguageCode')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return board
    },
  )
}
