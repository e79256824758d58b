import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  myTueSchema,
  tueBodySchema,
  tueDecisionSchema,
  tueIdParamsSchema,
  tueItemSchema,
  tueReviewListSchema,
  tueReviewQuerySchema,
} from '@contract/clean-tue'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { decide, myApplications, reviewList, submitApplication } from './tue'

const tags = ['clean centre']

/** Therapeutic-use exemptions: members apply and follow their own; staff review every one. */
export const tueRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.authKeys.now()

  app.get(
    '/clean/tue',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My therapeutic-use exemption applications',
        description: 'Any logged-in member; canApply says whether the caller is an association member.',
        tags,
        response: { 200: myTueSchema, ...errorResponses },
      },
    },
    async (request) => myApplications(app.db, authOf(request)),
  )

  app.post(
    '/clean/tue',
    {
      config: { access: { role: 'association_member' } },
      schema: {
        summary: 'Apply for a therapeutic-use exemption (association members)',
        description:
          'A web member who is not an association member gets 403 FORBIDDEN; field problems 400 VALIDATION with a ' +
          'code per field.',
        tags,
        body: tueBodySchema,
        response: { 201: tueItemSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitApplication(app.db, authOf(request), request.body, now())),
  )

  app.get(
    '/clean/tue/review',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Every exemption application (staff)',
        tags,
        querystring: tueReviewQuerySchema,
        response: { 200: tueReviewListSchema, ...errorResponses },
      },
    },
    async (request) => reviewList(app.db, request.query),
  )

  app.patch(
    '/clean/tue/:applicationId',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Decide on an application (staff)',
        description: 'reviewing, approved, or rejected with a reason. A decided application answers 409 CONFLICT.',
        tags,
        params: tueIdParamsSchema,
        body: tueDecisionSchema,
        response: { 200: tueItemSchema, ...errorResponses },
      },
    },
    async (request) => decide(app.db, authOf(request), request.params.applicationId, request.body, now()),
  )
}
