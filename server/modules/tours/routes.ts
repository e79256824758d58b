import { toursQuerySchema, toursResponseSchema } from '@contract/tours'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { listTourCategories } from './repository'

export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tours',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tour categories',
        tags: ['tours'],
        querystring: toursQuerySchema,
        response: { 200: toursResponseSchema, ...errorResponses },
      },
    },
    async (request) => listTourCategories(app.db, { main: request.query.main }),
  )
}
