import { gameIdQuerySchema } from '@contract/game'
import { gameStatsSchema, gameUpdatesSchema } from '@contract/game-insights'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { gameStats } from './service-stats'
import { gameUpdates } from './service-updates'

const tags = ['game']

export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/stats',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tournament stats',
        description:
          'Scoring average and score counts by round and in all; leaders in driving distance, greens in regulation ' +
          'and putts for this event.',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: gameStatsSchema, ...errorResponses },
      },
    },
    async (request) => gameStats(app.db, request.query.gameId),
  )
  app.get(
    '/game/updates',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tournament updates',
        description:
          'Notable moments derived from the scores (holes-in-one, eagles, lead changes, round leaders, the cut), ' +
          'newest first.',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: gameUpdatesSchema, ...errorResponses },
      },
    },
    async (request) => gameUpdates(app.db, request.query.gameId),
  )
}
