import {
  educationEligibilitySchema,
  educationEventDetailSchema,
  educationEventListQuerySchema,
  educationEventListSchema,
  educationEventParamsSchema,
  educationProgrammesSchema,
} from '@contract/education'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { eligibilityFor, listEvents, listProgrammes, readEvent } from './service'
import { educationApplicationRoutes } from './routes-applications'

const tags = ['education']

/** The API of the education programmes and schedule (docs/decisions/0038); statuses follow the server's clock. */
export const educationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  await app.register(educationApplicationRoutes)

  app.get(
    '/education/events',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The education schedule',
        description:
          'Filtered by type codes, a Seoul month (YYYY-MM) or a range of Seoul days, and the status at the time of ' +
          'the call; earliest first. A month together with from/to, a range ending before it starts, or an unknown ' +
          'code answers 400 VALIDATION.',
        tags,
        querystring: educationEventListQuerySchema,
        response: { 200: educationEventListSchema, ...errorResponses },
      },
    },
    async (request) => listEvents(app.db, request.query, now()),
  )
  app.get(
    '/education/events/:eventId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One education event with who may apply and when',
        tags,
        params: educationEventParamsSchema,
        response: { 200: educationEventDetailSchema, ...errorResponses },
      },
    },
    async (request) => readEvent(app.db, request.params.eventId, now()),
  )
  app.get(
    '/education/events/:eventId/eligibility',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Whether I may apply for an education event, and why not',
        description:
          'Association membership and type, dues fully paid (when the event requires it), then the application ' +
          'window and places.',
        tags,
        params: educationEventParamsSchema,
        response: { 200: educationEligibilitySchema, ...errorResponses },
      },
    },
    async (request) => eligibilityFor(app.db, authOf(request).memberId, request.params.eventId, now()),
  )
  app.get(
    '/education/programmes',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The education programmes and the rules of introductory training',
        tags,
        response: { 200: educationProgrammesSchema, ...errorResponses },
      },
    },
    async () => listProgrammes(app.db),
  )
}
