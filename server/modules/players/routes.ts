import { playerIdParamsSchema, playerProfileSchema, playerRecordsQuerySchema, playerRecordsSchema } from '@contract/player'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { getPlayer, getPlayerRecords } from './service'

const tags = ['players']

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players/:playerId',
    { schema: { summary: 'Player profile', tags, params: playerIdParamsSchema, response: { 200: playerProfileSchema, ...errorResponses } } },
    async (request) => getPlayer(app.db, request.params.playerId),
  )
  app.get(
    '/players/:playerId/records',
    {
      schema: {
        summary: 'Season and career records of a player',
        description: 'Over completed games: starts, wins, top 10s, cuts, prize money, points, cut streaks, best round and 72-hole total.',
        tags,
        params: playerIdParamsSchema,
        querystring: playerRecordsQuerySchema,
        response: { 200: playerRecordsSchema, ...errorResponses },
      },
    },
    async (request) => getPlayerRecords(app.db, request.params.playerId, request.query.tourId),
  )
}
