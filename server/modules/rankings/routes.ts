import { rankingParamsSchema, rankingQuerySchema, rankingSchema } from '@contract/rankings'
import { recordSeasonQuerySchema, reRankingSchema } from '@contract/records'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { reRankingOf } from './service-re-ranking'
import { ranking } from './service'

export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A static path: find-my-way matches it before the :category parameter.
  app.get(
    '/rankings/re-ranking',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mid-season re-ranking (entry priority)',
        description:
          "Members ranked by the Genesis points of the season's first half (ceil(n/2) stroke-play games by date, " +
          'cancelled games left out); provisional until the cut-off game is completed; ties share a rank (T3) and ' +
          'are listed by the prize money of the window. Decision 0028.',
        tags: ['rankings'],
        querystring: recordSeasonQuerySchema,
        response: { 200: reRankingSchema, ...errorResponses },
      },
    },
    async (request) => reRankingOf(app.db, request.query.tourId, request.query.season),
  )
  app.get(
    '/rankings/:category',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Season ranking of one category',
        description:
          'Genesis points, prize money, rookie, stroke average, driving distance and accuracy, greens in ' +
          'regulation, putts, recoveries, champions and winter tour points. Members of the tour only; ties share a ' +
          "rank (T3). Statistics are official with 40% of the season's rounds; the others are listed under " +
          'unofficial. season defaults to the latest with a completed game; tourId to 11.',
        tags: ['rankings'],
        params: rankingParamsSchema,
        querystring: rankingQuerySchema,
        response: { 200: rankingSchema, ...errorResponses },
      },
    },
    async (request) => ranking(app.db, { category: request.params.category, ...request.query }),
  )
}
