import { scheduleQuerySchema, scheduleSchema } from '@contract/game-schedule'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { schedule } from './service-schedule'

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/schedule',
    {
      config: { access: 'public' },
      schema: {
        summary: "A tour's season schedule with its filter counts",
        description:
          'Every game of one tour and season (tourId defaults to 11, year to the current Seoul season), the ' +
          'seasons a year select offers (25 years back, none before 2013: an earlier year answers 400) and the ' +
          'number of games per month (a game counts in every month of the season it touches) and per status code.',
        tags: ['game'],
        querystring: scheduleQuerySchema,
        response: { 200: scheduleSchema, ...errorResponses },
      },
    },
    async (request) => schedule(app.db, request.query),
  )
}
