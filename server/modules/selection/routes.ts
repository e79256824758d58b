import {
  selectionQuerySchema,
  selectionResultsParamsSchema,
  selectionResultsSchema,
  selectionSeasonSchema,
} from '@contract/selection'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { selectionResults, selectionSeason } from './service'

const tags = ['selection']

/** Membership selection (tour 54; 55 is the same tour): its stages per season and their results. */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/selection',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Membership selection stages of a season',
        description:
          'Stage types finals, tryout, pro_trials, tour_pro_trials with schedule, venue, status, pass places and, ' +
          'once completed, how many passed.',
        tags,
        querystring: selectionQuerySchema,
        response: { 200: selectionSeasonSchema, ...errorResponses },
      },
    },
    async (request) => selectionSeason(app.db, request.query.year),
  )
  app.get(
    '/selection/:gameId/results',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Results of one selection stage',
        description: 'Rank, player, strokes per round, total and pass/fail; the pass line admits ties on it.',
        tags,
        params: selectionResultsParamsSchema,
        response: { 200: selectionResultsSchema, ...errorResponses },
      },
    },
    async (request) => selectionResults(app.db, request.params.gameId),
  )
}
