import { playerShotsQuerySchema, playerShotsSchema } from '@contract/player-shots'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { playerShots } from './service'

export const playerShotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player-shots',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Notable shots: holes in one, eagles, chip-ins and long drives',
        description:
          'From the stored shot data. tabId all (each hole once, by kind priority holeInOne > eagle > chipIn > ' +
          'longDrive), holeInOne, eagle, chipIn (holed from off the green within 50 m), longDrive (the longest ' +
          'tee shot of each round on a par 4 or 5). Each item carries the shot path and the hole geometry of the ' +
          'course API.',
        tags: ['player-shots'],
        querystring: playerShotsQuerySchema,
        response: { 200: playerShotsSchema, ...errorResponses },
      },
    },
    async (request) => playerShots(app.db, request.query),
  )
}
