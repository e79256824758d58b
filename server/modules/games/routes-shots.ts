import { gameShotsSchema, shotsQuerySchema } from '@contract/game-shots'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { gameShots } from './service-shots'

const tags = ['game']

export const shotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/shots',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Every tracked shot of a game, as columns',
        description:
          'Row i is the i-th element of every column. edition indexes editions (this game first, then earlier ' +
          'editions of the same tournament at the same course, unless editions=false); player indexes players. Lie ' +
          'codes: 0 tee, 1 fairway, 2 rough, 3 green, 4 OB, 5 penalty area, 6 bunker, 7 lost ball area, 8 belt, 9 ' +
          'greenside bunker, 10 holed, 11 fringe, 12 unknown. The ball-position columns x, y, toX and toY are left ' +
          'out with positions=false.',
        tags,
        querystring: shotsQuerySchema,
        response: { 200: gameShotsSchema, ...errorResponses },
      },
    },
    async (request) => gameShots(app.db, request.query),
  )
}
