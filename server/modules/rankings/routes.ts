import { rankingParamsSchema, rankingQuerySchema, rankingSchema } from '@contract/rankings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { ranking } from './service'

export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rankings/:category',
    {
      schema: {
        summary: 'Season ranking of one category',
        description:
          'Genesis points, prize money, rookie, stroke average, driving distance and accuracy, greens in regulation, putts, recoveries, ' +
          'champions and winter tour points. Members of the tour only; ties share a rank (T3). Statistics are official with 40% of the ' +
          "season's rounds; the others are listed under unofficial. season defaults to the latest with a completed game; tourId to 11.",
        tags: ['rankings'],
        params: rankingParamsSchema,
        querystring: rankingQuerySchema,
        response: { 200: rankingSchema, ...errorResponses },
      },
    },
    async (request) => ranking(app.db, { category: request.params.category, ...request.query }),
  )
}
