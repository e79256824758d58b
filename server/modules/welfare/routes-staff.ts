import {
  staffWelfareItemSchema,
  staffWelfareListSchema,
  staffWelfareQuerySchema,
  welfareApproveBodySchema,
  welfareIdParamsSchema,
  welfareRejectBodySchema,
} from '@contract/welfare'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { approveApplication, rejectApplication, staffQueue } from './review'

const tags = ['staff']
const staff = { access: 'staff' } as const

/** The secretariat's welfare review (docs/requirements/my-page.md#my-7); every decision audited. */
export const staffWelfareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const reviewer = (request: Parameters<typeof authOf>[0]) => ({
    staffId: authOf(request).memberId,
    origin: originOf(request),
    now: now(),
  })
  app.get(
    '/staff/welfare',
    {
      config: staff,
      schema: {
        summary: 'Welfare applications to review (staff)',
        tags,
        querystring: staffWelfareQuerySchema,
        response: { 200: staffWelfareListSchema, ...errorResponses },
      },
    },
    (request) => staffQueue(app.db, request.query.state, now()),
  )
  app.post(
    '/staff/welfare/:id/approve',
    {
      config: staff,
      schema: {
        summary: 'Approve a welfare application with an amount and a payment date (staff)',
        description: "The member's unpaid dues bills that fit in the amount are settled from it (the offset).",
        tags,
        params: welfareIdParamsSchema,
        body: welfareApproveBodySchema,
        response: { 200: staffWelfareItemSchema, ...errorResponses },
      },
    },
    (request) => approveApplication(app.db, request.params.id, request.body, reviewer(request)),
  )
  app.post(
    '/staff/welfare/:id/reject',
    {
      config: staff,
      schema: {
        summary: 'Reject a welfare application with a reason (staff)',
        tags,
        params: welfareIdParamsSchema,
        body: welfareRejectBodySchema,
        response: { 200: staffWelfareItemSchema, ...errorResponses },
      },
    },
    (request) => rejectApplication(app.db, request.params.id, request.body.reason, reviewer(request)),
  )
}
