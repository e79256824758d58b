import {
  attendanceBodySchema,
  attendanceResultSchema,
  educationApplicationListSchema,
  educationApplicationParamsSchema,
  educationApplicationSchema,
  educationApplyParamsSchema,
  educationCancelBodySchema,
} from '@contract/education-applications'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import type { PaymentProvider } from '../../providers/payment/types'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { registerPayable } from '../payments/index'
import { educationPayable } from './application-payable'
import { applyForEvent, cancelApplication, myApplications } from './applications'
import { scanAttendance } from './attendance'

const tags = ['education']

/** Applications, their payment and the venue's attendance check (docs/requirements/my-page.md#my-11). */
export const educationApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The payment door prices and settles education fees through this (docs/requirements/payments.md#pay-1).
  registerPayable(educationPayable)
  const { now, key } = app.authKeys
  app.post(
    '/education/:eventId/apply',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Apply for an education event',
        description:
          'Refused by the standing function (dues fully paid), then 403 EDUCATION_NOT_ELIGIBLE (membership type), ' +
          '422 EDUCATION_APPLICATION_CLOSED (outside the window), 409 EDUCATION_ALREADY_APPLIED, 409 EDUCATION_FULL. ' +
          'A paid event answers awaiting_payment: pay through POST /payments/orders (purpose education, refs [id]).',
        tags,
        params: educationApplyParamsSchema,
        response: { 201: educationApplicationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const application = await applyForEvent(app.db, key, authOf(request).memberId, request.params.eventId, now())
      return reply.code(201).send(application)
    },
  )
  app.post(
    '/education/applications/:id/cancel',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Cancel my education application before the event starts (a paid one is refunded)',
        tags,
        params: educationApplicationParamsSchema,
        body: educationCancelBodySchema,
        response: { 200: educationApplicationSchema, ...errorResponses },
      },
    },
    (request) =>
      cancelApplication(app.db, () => app.payments as PaymentProvider, key, {
        memberId: authOf(request).memberId,
        id: request.params.id,
        refundAccount: request.body.refundAccount,
        now: now(),
      }),
  )
  app.get(
    '/mypage/edu',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My education applications, newest first',
        tags: ['mypage'],
        response: { 200: educationApplicationListSchema, ...errorResponses },
      },
    },
    (request) => myApplications(app.db, key, authOf(request).memberId, now()),
  )
  app.post(
    '/staff/education/attendance',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Check a member in at an education event by the application's code (staff)",
        description: 'Answers attended, already_checked or invalid with the event and its curriculum. Audited.',
        tags: ['staff'],
        body: attendanceBodySchema,
        response: { 200: attendanceResultSchema, ...errorResponses },
      },
    },
    (request) =>
      scanAttendance(app.db, key, {
        staffId: authOf(request).memberId,
        code: request.body.code,
        origin: originOf(request),
        now: now(),
      }),
  )
}
